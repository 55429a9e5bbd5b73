import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { getMeta, setMeta, type Db } from '../db/connection';
import { errorBody } from '../http/errors';
import { createCursorCodec } from '../http/cursor';
import type { DataContext } from './context';
import { positionsRoute } from './positions-route';
import { mountV1HistoryRoutes } from './v1-history-routes';
import { mountComboRoutes } from './combo-routes';
import { mountV2Routes } from './v2-routes';
import { mountBoardRoutes } from './board-routes';
import { responseCache } from '../http/response-cache';
import { dataOpenApiJson } from './openapi';

export type DataAppOptions = { now?: () => number };

/** The cursor secret lives with the dataset, so cursors survive a restart of the service. */
function cursorSecret(db: Db): string {
  let secret = getMeta(db, 'cursor_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setMeta(db, 'cursor_secret', secret);
  }
  return secret;
}

/** The data service (/data): read-only routes over the ledger's tables. */
export function createDataApp(db: Db, options: DataAppOptions = {}) {
  const app = new Hono({ strict: false });
  const ctx: DataContext = {
    db,
    cursors: createCursorCodec(cursorSecret(db)),
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
  };
  // the documents are generated from the route records once, then served as the same text
  const openApi = { v1: dataOpenApiJson('v1'), v2: dataOpenApiJson('v2') };
  app.get('/openapi.json', (c) => c.body(openApi.v1, 200, { 'content-type': 'application/json' }));
  app.get('/v2/openapi.json', (c) => c.body(openApi.v2, 200, { 'content-type': 'application/json' }));
  app.get('/', (c) => c.json({ data: 'OK' }));
  // the list routes a dashboard re-reads most (feeds, holders, boards) answer repeats from memory
  const cache = responseCache(db);
  for (const path of ['/trades', '/activity', '/holders', '/v1/leaderboard', '/v2/leaderboard', '/v2/trades', '/v2/activity', '/v2/holders']) app.use(path, cache);
  app.get('/positions', positionsRoute(db));
  mountV1HistoryRoutes(app, ctx);
  mountComboRoutes(app, ctx);
  mountV2Routes(app, ctx);
  mountBoardRoutes(app, ctx);
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
