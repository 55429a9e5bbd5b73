import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { errorBody } from '../http/errors';
import { createMetadataContext } from './context';
import { eventsRoute } from './events/handler';
import { eventLookups } from './events/lookup';
import { marketsRoute } from './markets/handler';
import { marketLookups } from './markets/lookup';
import { mountMetadataRoutes } from './mount-routes';
import { metadataOpenApiJson } from './openapi/document';
import { profileRoute } from './profile/handler';
import { createProfileStore } from './profile/store';
import { searchRoute } from './search/handler';
import { tagsRoute } from './tags/handler';
import { tagLookups } from './tags/lookup';

export type MetadataAppOptions = {
  /** Epoch seconds; tests pin it so the trailing-day and -week figures are reproducible. */
  now?: () => number;
};

/** The market-metadata service (/gamma): events, markets, tags, search and profiles, read-only. */
export function createMetadataApp(db: Db, options: MetadataAppOptions = {}) {
  const app = new Hono({ strict: false });
  const ctx = createMetadataContext(db, options.now ?? (() => Math.floor(Date.now() / 1000)));
  const profiles = createProfileStore(db);
  app.get('/', (c) => c.json({ data: 'OK' }));
  // generated from the route records once, then served as the same text
  const openApi = metadataOpenApiJson();
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  mountMetadataRoutes(app, {
    events: eventsRoute(ctx),
    markets: marketsRoute(ctx),
    tags: tagsRoute(ctx),
    search: searchRoute(ctx, profiles),
    profile: profileRoute(profiles),
    ...eventLookups(ctx),
    ...marketLookups(ctx),
    ...tagLookups(ctx),
  });
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
