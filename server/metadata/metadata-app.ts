import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { errorBody } from '../http/errors';
import { createMetadataContext } from './context';
import { eventsRoute } from './events/handler';
import { marketsRoute } from './markets/handler';
import { profileRoute } from './profile/handler';
import { createProfileStore } from './profile/store';
import { searchRoute } from './search/handler';
import { tagsRoute } from './tags/handler';

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
  app.get('/events', eventsRoute(ctx));
  app.get('/markets', marketsRoute(ctx));
  app.get('/tags', tagsRoute(ctx));
  app.get('/public-search', searchRoute(ctx, profiles));
  app.get('/public-profile', profileRoute(profiles));
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
