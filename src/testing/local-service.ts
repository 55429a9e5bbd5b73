import { createApp } from '../../server/app';
import type { Db } from '../../server/db/connection';
import { demoDb } from '../../server/testing/demo-db';
import { createDataApi } from '../api/data/data-api';
import { createMetadataClient } from '../api/metadata/client';

/**
 * The real local service in process over a fresh demo dataset, and the app's own typed clients
 * whose "network" is app.request, so a view's logic is checked against the answers it will get.
 * Every URL asked for is recorded, in order.
 */
export function localService(db: Db = demoDb()) {
  const app = createApp(db);
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return app.request(String(input), init);
  }) as typeof globalThis.fetch;
  const data = createDataApi('http://local/data', { fetch, retry: { retries: 0 } });
  const metadata = createMetadataClient('http://local/gamma', { fetch });
  return { db, app, urls, data, metadata };
}
