import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Db } from './db/connection';
import { createDataApp } from './data/data-app';
import { createMetadataApp } from './metadata/metadata-app';
import { createTradingApp } from './trading/trading-app';
import { createRelayerApp } from './relayer/relayer-app';
import { createChainApp } from './chain/chain-app';
import { relayerRateLimit } from './relayer/rate-limits';
import { createBridgeApp } from './bridge/bridge-app';
import { bridgeRateLimit } from './bridge/rate-limits';
import { createPerpsApp, type PerpsAppOptions } from './perps/perps-app';
import { INTERNAL, NOT_FOUND } from '../src/api/error-messages';
import { errorBody } from './kit/errors';
import { accessLog, responseHeaders } from './http/response-headers';
import { spaShell } from './spa-shell';
import { rateLimit } from './http/rate-limit';
import { dataRateRules } from './data/rate-limits';
import { metadataRateRules } from './metadata/rate-limits';
import { tradingRateRules } from './trading/rate-limits';
import { mountUpstream } from './proxy/routes';
import type { Upstream } from './proxy/upstream-config';
import { isAppPage } from '../src/api/config';

export type AppOptions = {
  /** Folder of the built SPA; omitted in tests that only call the APIs. */
  staticDir?: string;
  /** Epoch seconds, for tests that pin the data service's default windows. */
  now?: () => number;
  /** The spec's per-client rate limits on /data and /gamma (npm start turns them on; RATE_LIMIT=off disables). */
  rateLimits?: boolean;
  /** The chain the trading service's typed data is signed for (Amoy unless set). */
  chainId?: number;
  /** In-process requests may use the loopback-only sandbox faucet (tests; never the listening server). */
  sandbox?: boolean;
  /** Milliseconds between the trading service's heartbeat sweeps; main.ts sets it when listening. */
  heartbeatSweepMs?: number;
  /** Milliseconds between the synthetic makers' rounds (main.ts; LIQUIDITY=off leaves the books to traders). */
  liquidityMs?: number;
  /** Milliseconds between the scheduled resolver's rounds: markets past their end date resolve (main.ts; RESOLVER=off stops it). */
  resolverMs?: number;
  /** Batches' signatures recovered on a worker thread (main.ts; tests start many services and keep them on the event loop). */
  signatureThread?: boolean;
  /** Proxy /data, /clob and /gamma to these services instead of answering from a database (server/proxy/). */
  upstream?: Upstream;
  /** Milliseconds between a trade's MATCHED, MINED and CONFIRMED on the user channel (default 1000). */
  tradeStepMs?: number;
  /** Milliseconds between the relayer's blocks: a transaction's NEW → EXECUTED → MINED → CONFIRMED (default 1000). */
  relayerStepMs?: number;
  /** Milliseconds per step of a bridge transfer's walk: DEPOSIT_DETECTED → … → COMPLETED (default 1000). */
  bridgeStepMs?: number;
  /** The perps gateway's clock, feed seed, taker delay and makers (tests move its clock). */
  perps?: Omit<PerpsAppOptions, 'ledger' | 'sandbox' | 'chainId'>;
  /** Where the access log's lines go (main.ts with LOG=1); none by default, and in tests. */
  log?: (line: string) => void;
};

/**
 * The service, and with a database its trading service's live side: what the WebSocket channels
 * (trading/ws/) attach to once a server listens. Undefined with an upstream.
 */
export type VantageApp = Hono & { trading?: ReturnType<typeof createTradingApp>; perps?: ReturnType<typeof createPerpsApp> };

/**
 * Builds the whole local service without listening, so tests call it in-process with app.request().
 * With an upstream there is no database: the API mounts are proxied and only the app is served here.
 */
export function createApp(db: Db, options?: AppOptions): VantageApp;
export function createApp(db: null, options: AppOptions & { upstream: Upstream }): VantageApp;
export function createApp(db: Db | null, options: AppOptions = {}): VantageApp {
  const app = new Hono({ strict: false });
  // first, so the log times the whole answer and every answer, proxied ones included, gets the headers
  if (options.log) app.use(accessLog(options.log));
  app.use(responseHeaders(['/data', '/gamma', '/clob', '/relayer', '/bridge', '/perps']));
  // first, so the proxied answers go back as the upstream sent them, never compressed a second time
  if (options.upstream) mountUpstream(app, options.upstream);
  // JSON pages run to tens of KB and shrink ~8×; on a phone's link that is most of a view's wait.
  // Only when the client asks (Accept-Encoding), so load tools and curl see plain bodies.
  app.use(compress());
  const services = db ? mountLocalServices(app, db, options) : undefined;

  app.onError((err, c) => {
    console.error(err);
    return errorBody(c, 500, INTERNAL);
  });

  const dir = options.staticDir;
  if (dir && existsSync(join(dir, 'index.html'))) {
    // the upstream's answers point at its own image hosts (market icons, avatars)
    const shell = spaShell(dir, { 'img-src': options.upstream?.imageOrigins });
    app.get('/', shell);
    app.get('/index.html', shell);
    // hashed build assets never change under one name
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // the build wrote .br/.gz copies (server/precompress.ts); those go out as they are
    app.use('*', serveStatic({ root: dir, precompressed: true }));
    // SPA fallback: app routes (no file extension) get the shell; a missing file stays a 404
    app.get('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? next() : shell(c)));
  }
  app.notFound((c) => errorBody(c, 404, NOT_FOUND));
  return Object.assign(app, { trading: services?.trading, perps: services?.perps });
}

/** The data, metadata, trading, relayer, chain, bridge and perps services over the local database. */
function mountLocalServices(app: Hono, db: Db, options: AppOptions) {
  if (options.rateLimits) app.use('/data/*', rateLimit({ rules: dataRateRules('/data') }));
  app.route('/data', createDataApp(db, { now: options.now, chainId: options.chainId }));
  if (options.rateLimits) app.use('/gamma/*', rateLimit({ rules: metadataRateRules('/gamma') }));
  app.route('/gamma', createMetadataApp(db, { now: options.now }));
  if (options.rateLimits) app.use('/clob/*', rateLimit({ rules: tradingRateRules('/clob') }));
  const trading = createTradingApp(db, {
    chainId: options.chainId,
    sandbox: options.sandbox,
    heartbeatSweepMs: options.heartbeatSweepMs,
    liquidityMs: options.liquidityMs,
    resolverMs: options.resolverMs,
    signatureThread: options.signatureThread,
    tradeStepMs: options.tradeStepMs,
  });
  app.route('/clob', trading);
  // first: pUSD sent through the relayer or the chain to a bridge withdrawal address is the bridge's
  const bridge = createBridgeApp(db, { stepMs: options.bridgeStepMs, ledger: trading.ledger, sandbox: options.sandbox });
  if (options.rateLimits) app.use('/bridge/*', bridgeRateLimit('/bridge'));
  app.route('/bridge', bridge);
  if (options.rateLimits) app.use('/relayer/*', relayerRateLimit('/relayer'));
  app.route(
    '/relayer',
    createRelayerApp(db, { chainId: options.chainId, stepMs: options.relayerStepMs, ledger: trading.ledger, bridge: bridge.hook }),
  );
  app.route('/chain', createChainApp(db, { chainId: options.chainId, ledger: trading.ledger, bridge: bridge.hook }));
  const perps = createPerpsApp(db, {
    rateLimits: options.rateLimits,
    ...options.perps,
    chainId: options.chainId,
    ledger: trading.ledger,
    sandbox: options.sandbox,
  });
  app.route('/perps', perps);
  // the gateway's 404 is its envelope's not_found (facts §1); the app's Perps pages go on to the shell
  app.all('/perps/*', (c, next) => (c.req.method === 'GET' && isAppPage(c.req.path) ? next() : perps.notFound(c)));
  // an unknown API path is a JSON 404, never the SPA shell
  for (const mount of ['/data', '/gamma', '/clob', '/relayer', '/chain', '/bridge'])
    app.all(`${mount}/*`, (c) => errorBody(c, 404, NOT_FOUND));
  return { trading, perps };
}
