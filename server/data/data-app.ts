import { Hono } from 'hono';
import { CHAIN_ID } from '../../src/api/config';
import { metaSecret, type Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { DATA_ROUTES, type DataVersion } from '../../src/api/data/contract/routes';
import { ErrorResponse } from '../../src/api/data/contract/schemas';
import { V2ErrorResponse } from '../../src/api/data/contract/schemas-v2';
import { NOT_FOUND } from '../../src/api/error-messages';
import { createCursorCodec } from '../http/cursor';
import { responseCache } from '../http/response-cache';
import { errorBody } from '../kit/errors';
import { mountRoutes, servedBy } from '../kit/mount';
import { jsonSchema, openApiJson, rateLimited, refusal, type ServiceDocument } from '../kit/openapi';
import type { DataContext } from './context';
import { accountResource } from './account/routes';
import { boardsResource } from './boards/routes';
import { combosResource } from './combos/routes';
import { historyResource } from './history/routes';
import { marketsResource } from './markets/routes';
import { positionsResource } from './positions/routes';
import { referenceResource } from './reference/routes';
import { snapshotResource } from './snapshot/routes';

export type DataAppOptions = { now?: () => number; chainId?: number };

/** The documents' own words; the rest comes from the records. */
const DOCUMENTS: Record<DataVersion, ServiceDocument> = {
  v1: {
    title: 'Vantage data service',
    description: 'Read-only data routes: bare arrays and objects, camelCase fields, limit/offset paging. Errors are { error }.',
    ...documented(ErrorResponse),
  },
  v2: {
    title: 'Vantage data service v2',
    description:
      'v2 routes: a { data } envelope (with pagination on paged routes), snake_case fields, paging by pagination.next_cursor only ' +
      '(offset is refused). Parameters are accepted in snake_case and camelCase. Errors are { error, code, retryable, trace_id, parameter? }.',
    ...documented(V2ErrorResponse),
  },
};

function documented(errorResponse: Parameters<typeof jsonSchema>[0]): Omit<ServiceDocument, 'title' | 'description'> {
  return {
    server: '/data',
    schemas: {
      ErrorResponse: jsonSchema(errorResponse, 'output'),
      // the rate limiter answers before any route, in the v1 shape on both versions
      RateLimitResponse: jsonSchema(ErrorResponse, 'output'),
    },
    refusals: (_record, parameters) => ({
      // a route that reads no parameter has nothing to refuse (unknown parameters are ignored)
      ...(parameters.length > 0 ? { 400: refusal('Invalid parameters') } : {}),
      429: rateLimited('Rate limit exceeded, after a short hold', 'RateLimitResponse'),
    }),
  };
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
    // the cursor secret lives with the dataset, so cursors survive a restart of the service
    cursors: createCursorCodec(metaSecret(db, 'cursor_secret')),
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
    chainId: options.chainId ?? CHAIN_ID.amoy,
  };
  const tables = RESOURCES.map((resource) => resource(ctx));
  // the list routes a dashboard re-reads most (feeds, holders, boards) answer repeats from memory
  const cache = responseCache(db);
  for (const [version, documentPath] of [
    ['v1', '/openapi.json'],
    ['v2', '/v2/openapi.json'],
  ] as const) {
    // generated from the route records once, then served as the same text
    const openApi = openApiJson(DATA_ROUTES[version], DOCUMENTS[version]);
    app.get(documentPath, (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
    mountRoutes(
      app,
      `data ${version}`,
      DATA_ROUTES[version],
      servedBy(
        tables.map((t) => t[version] ?? {}),
        `data ${version}`,
      ),
      { cache },
    );
  }
  app.notFound((c) => errorBody(c, 404, NOT_FOUND));
  return app;
}
