import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { ErrorResponse } from '../../src/api/data/contract/schemas';
import { NOT_FOUND } from '../../src/api/error-messages';
import { METADATA_ROUTES } from '../../src/api/metadata/route-table';
import { errorBody } from '../kit/errors';
import { mountRoutes, servedBy } from '../kit/mount';
import { jsonSchema, openApiJson, rateLimited, refusal, type ServiceDocument } from '../kit/openapi';
import { createMetadataContext } from './context';
import { eventsRoute } from './events/handler';
import { eventLookups } from './events/lookup';
import { marketsRoute } from './markets/handler';
import { marketLookups } from './markets/lookup';
import { profileRoute } from './profile/handler';
import { createProfileStore } from './profile/store';
import { searchRoute } from './search/handler';
import { tagsRoute } from './tags/handler';
import { tagLookups } from './tags/lookup';

export type MetadataAppOptions = {
  /** Epoch seconds; tests pin it so the trailing-day and -week figures are reproducible. */
  now?: () => number;
};

/** The document's own words; the rest comes from the records. */
const DOCUMENT: ServiceDocument = {
  title: 'Vantage metadata service',
  description:
    'Market metadata: events, markets and tags (listed, or one by id or slug), text search and public profiles, ' +
    'in the public metadata service’s shapes (camelCase records; a search tag’s event_count is snake_case, as there). ' +
    'Errors are { error }.',
  server: '/gamma',
  schemas: { ErrorResponse: jsonSchema(ErrorResponse, 'output') },
  refusals: (record, parameters) => ({
    // a route that reads no parameter has nothing to refuse (unknown parameters are ignored)
    ...(parameters.length > 0 ? { 400: refusal('Invalid parameters; `error` names the one refused') } : {}),
    ...(record.notFound ? { 404: refusal(record.notFound) } : {}),
    429: rateLimited('Rate limit exceeded'),
  }),
};

/** The market-metadata service (/gamma): events, markets, tags, search and profiles, read-only. */
export function createMetadataApp(db: Db, options: MetadataAppOptions = {}) {
  const app = new Hono({ strict: false });
  const ctx = createMetadataContext(db, options.now ?? (() => Math.floor(Date.now() / 1000)));
  const profiles = createProfileStore(db);
  app.get('/', (c) => c.json({ data: 'OK' }));
  // generated from the route records once, then served as the same text
  const openApi = openApiJson(METADATA_ROUTES, DOCUMENT);
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  const served = servedBy(
    [
      { events: eventsRoute(ctx), markets: marketsRoute(ctx), tags: tagsRoute(ctx) },
      { search: searchRoute(ctx, profiles), profile: profileRoute(profiles) },
      eventLookups(ctx),
      marketLookups(ctx),
      tagLookups(ctx),
    ],
    'metadata',
  );
  mountRoutes(app, 'metadata', METADATA_ROUTES, served);
  app.notFound((c) => errorBody(c, 404, NOT_FOUND));
  return app;
}
