import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createApp } from './app';
import type { Db } from './db/connection';
import { datasetFile } from './db/backup';
import { DatabaseFault } from './db/database-fault';
import { ensureDatabase } from './db/ensure-database';
import { resolveUpstream } from './proxy/upstream-config';
import type { DatasetSize } from './seed';
import { startOfUtcDay } from './seed/time';
import { cryptoBackend } from './trading/orders/order-signature';
import { attachTradingSockets, type TradingSockets } from './trading/ws/attach';
import type { SocketOptions } from './trading/ws/limits';

/* Reads the environment, opens (or generates) the dataset or points at the upstream services, listens. Nothing else lives here. */
const argv = process.argv.slice(2);
const args = new Set(argv);
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
// `npm start -- --upstream public` or UPSTREAM=public: the API mounts proxy to the public services
const upstream = resolveUpstream(argv, process.env);
// LOG=1: one JSON line per request on stdout (method, path without its query, status, ms)
const log = process.env.LOG === '1' ? (line: string) => console.log(line) : undefined;

let db: Db | undefined;
let app: ReturnType<typeof createApp>;
let socketOptions: SocketOptions = {};
let serving: string;
if (upstream) {
  // no database is opened or generated: nothing local answers under the API mounts
  app = createApp(null, { staticDir, upstream, log });
  serving = `upstream: data ${upstream.data}, trading ${upstream.trading}, metadata ${upstream.metadata}`;
} else {
  const dataset = datasetFile(process.env, args.has('--large'));
  const size: DatasetSize = dataset.size;
  const seed = Number(process.env.SEED ?? 1);
  const file = resolve(dataset.file);
  // the demo's history ends today, so a service started tomorrow rebuilds it (~3 s) rather than show empty day boards
  const day = size === 'demo' ? startOfUtcDay(Date.now() / 1000) : undefined;
  try {
    db = ensureDatabase({ file, size, seed, day, reset: args.has('--reset'), yes: args.has('--yes'), log: (m) => console.log(m) });
  } catch (err) {
    // a file the service cannot use is the user's to decide about: one line, no stack, nothing touched
    if (!(err instanceof DatabaseFault)) throw err;
    console.error(`vantage: ${err.message}`);
    process.exit(1);
  }
  // the spec's per-client limits are on by default; load tests and the e2e suite (one client) turn them off
  const rateLimits = process.env.RATE_LIMIT !== 'off';
  // heartbeat chains lapse on a 10 s clock; a sweep a second cancels a silent caller's orders in time
  // synthetic makers quote every active market, re-quoting every 30 s, so a newcomer can trade at once
  const liquidityMs = process.env.LIQUIDITY === 'off' ? undefined : 30_000;
  const resolverMs = process.env.RESOLVER === 'off' ? undefined : 10_000;
  app = createApp(db, { staticDir, rateLimits, heartbeatSweepMs: 1000, liquidityMs, resolverMs, signatureThread: true, log });
  // the per-address socket cap is a rate limit too: off with them (the bench opens 1,000 sockets from one address)
  // WS_FLUSH_MS: the least time between two sends of queued events (trading/ws/limits.ts; 25 ms by default)
  const flushMs = process.env.WS_FLUSH_MS === undefined ? undefined : Number(process.env.WS_FLUSH_MS);
  socketOptions = { maxConnectionsPerAddress: rateLimits ? 50 : Infinity, flushMs };
  serving = `dataset: ${size}, ${file}`;
}

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Vantage local service on http://${host}:${info.port}/ (${serving})`);
  if (app.trading) console.log(`order hashes and signatures: ${cryptoBackend}`);
});

// the trading service's WebSocket channels share the port: ws takes the server's upgrade requests
const sockets: TradingSockets | undefined = app.trading && attachTradingSockets(server as Server, app.trading.live, socketOptions);
// the same switch turns the perps socket's per-IP limits off (the bench opens many sockets from one address)
const perpsSockets = app.perps?.sockets(
  server as Server,
  socketOptions.maxConnectionsPerAddress === Infinity ? { connectionsPerIp: Infinity, messagesPerMinute: Infinity } : undefined,
);

// Node closes an idle keep-alive socket after 5 s. A client that keeps sockets without a timeout
// of its own (Node's agent, Playwright's request context) can send on one just as it closes and get
// ECONNRESET; two minutes outlasts any pause between one client's requests. Headers get longer still.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sockets?.close();
    perpsSockets?.close();
    app.trading?.live.stop();
    server.close();
    db?.close();
    process.exit(0);
  });
}
