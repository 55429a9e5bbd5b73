import { Hono } from 'hono';
import { CHAIN_ID } from '../../src/api/config';
import { randomBytes } from 'node:crypto';
import { getMeta, setMeta, type Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { errorBody } from '../http/errors';
import { createCursorCodec } from '../http/cursor';
import { responseCache } from '../http/response-cache';
import type { DataContext } from './context';
import { mountResources } from './mount-routes';
import { dataOpenApiJson } from './openapi/document';
import { accountResource } from './account/routes';
import { boardsResource } from './boards/routes';
import { combosResource } from './combos/routes';
import { historyResource } from './history/routes';
import { marketsResource } from './markets/routes';
import { positionsResource } from './positions/routes';
import { referenceResource } from './reference/routes';
import { snapshotResource } from './snapshot/routes';

export type DataAppOptions = { now?: () => number; chainId?: number };

/** The cursor secret lives with the dataset, so cursors survive a restart of the service. */
function cursorSecret(db: Db): string {
  let secret = getMeta(db, 'cursor_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setMeta(db, 'cursor_secret', secret);
  }
  return secret;
}

const RESOURCES = [
  referenceResource,
  positionsResource,
  historyResource,
  marketsResource,
  accountResource,
  combosResource,
  boardsResource,
  snapshotResource,
];

/** The data service (/data): read-only routes over the ledger's tables, one folder per resource. */
export function createDataApp(db: Db, options: DataAppOptions = {}) {
  const app = new Hono({ strict: false });
  const ctx: DataContext = {
    db,
    prepare: createStatementCache(db),
    cursors: createCursorCodec(cursorSecret(db)),
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
    chainId: options.chainId ?? CHAIN_ID.amoy,
  };
  // the documents are generated from the route records once, then served as the same text
  const openApi = { v1: dataOpenApiJson('v1'), v2: dataOpenApiJson('v2') };
  app.get('/openapi.json', (c) => c.body(openApi.v1, 200, { 'content-type': 'application/json' }));
  app.get('/v2/openapi.json', (c) => c.body(openApi.v2, 200, { 'content-type': 'application/json' }));
  // the list routes a dashboard re-reads most (feeds, holders, boards) answer repeats from memory
  mountResources(app, ctx, RESOURCES, responseCache(db));
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
