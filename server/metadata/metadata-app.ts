import { Hono } from 'hono';
import type { Db } from '../db/connection';

/** The market-metadata service (/gamma). Its routes arrive with the markets browser. */
export function createMetadataApp(_db: Db) {
  const app = new Hono({ strict: false });
  app.get('/', (c) => c.json({ data: 'OK' }));
  return app;
}
