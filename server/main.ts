import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { ensureDatabase } from './db/ensure-database';
import type { DatasetSize } from './seed';
import { startOfUtcDay } from './seed/time';

/* Reads the environment, opens (or generates) the dataset, listens. Nothing else lives here. */
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const size: DatasetSize = process.env.DATASET === 'large' || args.has('--large') ? 'large' : 'demo';
const seed = Number(process.env.SEED ?? 1);
const file = resolve(process.env.DB_FILE ?? `.data/${size}.sqlite`);

// the demo's history ends today, so a service started tomorrow rebuilds it (~3 s) rather than show empty day boards
const day = size === 'demo' ? startOfUtcDay(Date.now() / 1000) : undefined;
const db = ensureDatabase({ file, size, seed, day, reset: args.has('--reset'), log: (m) => console.log(m) });
// the spec's per-client limits are on by default; load tests and the e2e suite (one client) turn them off
const rateLimits = process.env.RATE_LIMIT !== 'off';
// heartbeat chains lapse on a 10 s clock; a sweep a second cancels a silent caller's orders in time
// synthetic makers quote every active market, re-quoting every 30 s, so a newcomer can trade at once
const liquidityMs = process.env.LIQUIDITY === 'off' ? undefined : 30_000;
const app = createApp(db, { staticDir: resolve(process.env.STATIC_DIR ?? 'dist'), rateLimits, heartbeatSweepMs: 1000, liquidityMs });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Vantage local service on http://${host}:${info.port}/ (dataset: ${size}, ${file})`);
});

// Node closes an idle keep-alive socket after 5 s. A client that keeps sockets without a timeout
// of its own (Node's agent, Playwright's request context) can send on one just as it closes and get
// ECONNRESET; two minutes outlasts any pause between one client's requests. Headers get longer still.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
