import { createApp } from '../app';
import { getMeta, type Db } from '../db/connection';
import { demoDb } from './demo-db';

/** The demo dataset served in process, with "now" pinned to the dataset's own clock. */
export function pinnedDemoApp(): { db: Db; now: number; app: ReturnType<typeof createApp> } {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  return { db, now, app: createApp(db, { now: () => now }) };
}

/** GET under /data: status and parsed body, loosely typed for assertions. */
export async function getData(app: ReturnType<typeof createApp>, path: string) {
  const res = await app.request(`/data${path}`);
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
