import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Db } from './db/connection';
import { createDataApp } from './data/data-app';
import { createMetadataApp } from './metadata/metadata-app';
import { errorBody } from './http-errors';

export type AppOptions = {
  /** Folder of the built SPA; omitted in tests that only call the APIs. */
  staticDir?: string;
};

/** Builds the whole local service without listening, so tests call it in-process with app.request(). */
export function createApp(db: Db, options: AppOptions = {}) {
  const app = new Hono();

  app.route('/data', createDataApp(db));
  app.route('/gamma', createMetadataApp(db));
  // the trading service (/clob) arrives with its own issue; until then its mount answers the spec's body
  app.all('/clob/*', (c) => errorBody(c, 404, 'not found'));

  app.onError((err, c) => {
    console.error(err);
    return errorBody(c, 500, 'internal server error');
  });

  const dir = options.staticDir;
  if (dir && existsSync(join(dir, 'index.html'))) {
    const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
    app.use('/assets/*', serveStatic({ root: dir, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
    app.use('*', serveStatic({ root: dir }));
    // SPA fallback: any other GET that is not an API mount gets the app shell
    app.get('*', (c) => c.html(indexHtml));
  }
  app.notFound((c) => errorBody(c, 404, 'not found'));
  return app;
}
