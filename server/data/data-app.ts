import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { errorBody } from '../http-errors';
import { positionsRoute } from './positions-route';

/** The data service (/data): read-only routes over the ledger's tables. */
export function createDataApp(db: Db) {
  const app = new Hono({ strict: false });
  app.get('/', (c) => c.json({ data: 'OK' }));
  app.get('/positions', positionsRoute(db));
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
