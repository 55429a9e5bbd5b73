import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import type { Db } from '../../../server/db/connection';
import { createDataApi } from '../../api/data/data-api';

/** The real local service in process, and a typed client whose "network" is app.request. */
export function inProcessService(db: Db = demoDb()) {
  const app = createApp(db);
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return app.request(String(input), init);
  }) as typeof globalThis.fetch;
  const api = createDataApi('http://local/data', { fetch, retry: { retries: 0 } });
  return { db, app, api, urls };
}
