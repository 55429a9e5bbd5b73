import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { CHAIN_ID } from '../../src/api/config';
import { BODY_TOO_LARGE, INTERNAL_ERROR, NOT_FOUND } from '../../src/api/error-messages';
import type { RouteRecord } from '../../src/api/route-record';
import { TRADING_ROUTES } from '../../src/api/trading/contract/routes';
import { L1_HEADERS, L2_HEADERS } from '../../src/api/trading/wire';
import { limitBody } from '../kit/body-limit';
import { TradingError, tradingError } from '../kit/errors';
import { mountRoutes, servedBy } from '../kit/mount';
import { openApiJson, refusal, type ServiceDocument } from '../kit/openapi';
import type { TradingContext } from './context';
import { serverInfoResource } from './server-info/routes';
import { bookResource } from './books/routes';
import { createBookStore } from './books/store';
import { MatchingEngine } from './engine/matching-engine';
import { Ledger } from '../ledger';
import { createOrderDesk } from './orders/order-desk';
import { createSignerThread } from './orders/signer-thread';
import { orderResource } from './orders/routes';
import { createOrderStore } from './orders/store';
import { authResource } from './auth/routes';
import { authGuards } from './auth/guards';
import { serviceKey } from './auth/service-key';
import { createExchangeState } from './exchange/exchange-state';
import { modeGate } from './exchange/mode-gate';
import { mountExchangeAdmin } from './exchange/admin';
import { createResolver } from './sandbox/resolve-market';
import { createListing } from './sandbox/list-market';
import { marketResource } from './markets/routes';
import { historyResource } from './history/routes';
import { accountResource } from './account/routes';
import { builderResource } from './builder/routes';
import { createHeartbeats } from './heartbeats/heartbeats';
import { heartbeatResource } from './heartbeats/routes';
import { sandboxResource } from './sandbox/routes';
import { recordBookSnapshot } from './history/snapshots';
import { createSyntheticMakers } from './liquidity/synthetic-makers';
import { createTradingLive } from './events/live';

export type TradingAppOptions = {
  /** Epoch milliseconds. */
  nowMs?: () => number;
  /** The chain typed data is signed for; Amoy unless configured. */
  chainId?: number;
  /** In-process requests (no socket) may use the loopback-only sandbox faucet; tests set it, never the server. */
  sandbox?: boolean;
  /** Milliseconds between heartbeat sweeps; only the listening service sets it (tests call sweepHeartbeats). */
  heartbeatSweepMs?: number;
  /** Milliseconds between the synthetic makers' rounds; only the listening service sets it. */
  liquidityMs?: number;
  /** Milliseconds between a trade's MATCHED, MINED and CONFIRMED (default 1000). */
  tradeStepMs?: number;
  /** Batches' signatures recovered on a worker thread (orders/signer-thread.ts); only the listening service sets it. */
  signatureThread?: boolean;
  /** Milliseconds between the scheduled resolver's rounds (markets past their end date); only the listening service sets it. */
  resolverMs?: number;
};

/**
 * The largest request body the service reads. The largest legitimate ones: a full DELETE /orders
 * (3,000 ids, about 207 KB), a full POST /books (500 token ids, about 55 KB), a batch of 15 signed
 * orders (under 25 KB, deposit-wallet signatures included). 1 MiB is well above each; a body past it is
 * refused before any guard reads it to check a MAC.
 */
export const BODY_MAX_BYTES = 1024 * 1024;

/** The document's own words; the rest comes from the records. */
const DOCUMENT: ServiceDocument = {
  title: 'Vantage trading service',
  description:
    'The local exchange: public book, price, market and history reads; L1 (wallet signature) and L2 (API key HMAC) ' +
    'routes for credentials and orders. Errors are { error, code?, retry_after_seconds? }.',
  server: '/clob',
  schemas: {
    ErrorResponse: {
      type: 'object',
      properties: { error: { type: 'string' }, code: { type: 'string' }, retry_after_seconds: { type: 'integer' } },
      required: ['error'],
    },
  },
  refusals: (record) => ({
    400: refusal('Refused request; `error` says why'),
    ...(record.auth === 'none' ? {} : { 401: refusal('Missing or invalid credentials') }),
    404: refusal('Unknown id'),
    ...(record.body ? { 413: refusal(`Request body over ${BODY_MAX_BYTES} bytes`) } : {}),
  }),
  security: { l1: L1_HEADERS, l2: L2_HEADERS },
};

/** The orderbook history keeps a market's book at most once a second: a burst of orders is one state. */
function snapshotAtMostEverySecond(ctx: TradingContext, engine: MatchingEngine) {
  const last = new Map<string, number>();
  return (market: string) => {
    const second = Math.floor(ctx.nowMs() / 1000);
    if (last.get(market) === second) return;
    last.set(market, second);
    recordBookSnapshot(ctx, engine, market);
  };
}

/** The trading service (/clob): public reads, credentials, orders and the matching engine. */
export function createTradingApp(db: Db, options: TradingAppOptions = {}) {
  const app = new Hono({ strict: false });
  // first: nothing behind it (the L2 guard hashes the whole body) reads more than the limit
  app.use(limitBody(BODY_MAX_BYTES, (c) => tradingError(c, 413, BODY_TOO_LARGE)));
  const ctx: TradingContext = {
    db,
    prepare: createStatementCache(db),
    chainId: options.chainId ?? CHAIN_ID.amoy,
    nowMs: options.nowMs ?? Date.now,
    serviceKey: serviceKey(db),
  };
  const exchange = createExchangeState(db);
  const engine = new MatchingEngine();
  const orders = createOrderStore(ctx);
  // one ledger for every resource: it caches markets, and one cache is one truth
  const ledger = new Ledger(db);
  const books = createBookStore(ctx);
  // the live events (WebSocket channels) are built from what each commit left in the engine and the rows
  const live = createTradingLive(ctx, engine, books, orders, { tradeStepMs: options.tradeStepMs });
  const desk = createOrderDesk(ctx, engine, ledger, orders, books, {
    exchange,
    onBookChange: snapshotAtMostEverySecond(ctx, engine),
    onCommit: live.onCommit,
    signersOf: options.signatureThread ? createSignerThread().signersOf : undefined,
  });
  // the books are the live orders of the database: a restart takes every one of them back (425 meanwhile)
  // a listed market asks for a round at once (makersRound), so its book is quoted within seconds
  let makersRound = () => {};
  void desk.restore().then(() => {
    if (!options.liquidityMs) return;
    const makers = createSyntheticMakers(ctx, ledger, desk, engine);
    let round = makers.refresh();
    makersRound = () => (round = round.then(makers.refresh));
    setInterval(makersRound, options.liquidityMs).unref();
  });
  const resources = [
    serverInfoResource,
    authResource(live.keyRevoked),
    bookResource(engine),
    orderResource(desk, orders, exchange, live.statusOf),
    marketResource,
    historyResource,
  ];
  // a lapsed heartbeat chain cancels every open order its EOA's keys posted, deposit wallets' included
  const heartbeats = createHeartbeats((owner) => orders.liveOf(owner).forEach((o) => void desk.cancel(o.id, owner)));
  if (options.heartbeatSweepMs) setInterval(() => heartbeats.sweep(ctx.nowMs()), options.heartbeatSweepMs).unref();
  resources.push(
    accountResource(ledger),
    heartbeatResource(heartbeats),
    builderResource(live.statusOf),
    sandboxResource(ledger, options.sandbox === true),
  );
  const resolver = createResolver(ctx, ledger, desk, live.lifecycle);
  if (options.resolverMs)
    setInterval(() => {
      try {
        resolver.resolveDue();
      } catch (err) {
        console.error('scheduled resolver:', err);
      }
    }, options.resolverMs).unref();
  const listing = createListing(ctx, live.lifecycle, () => makersRound());
  mountExchangeAdmin(app, db, exchange, { resolver, listing }, options.sandbox === true);
  const auth = authGuards(ctx);
  // the exchange's mode first (a disabled exchange refuses every authenticated route), then the caller's credentials
  const guarded = (record: RouteRecord) => [modeGate(exchange, record), auth(record)];
  const served = servedBy(
    resources.map((resource) => resource(ctx)),
    'trading',
  );
  mountRoutes(app, 'trading', TRADING_ROUTES, served, { guards: { l1: guarded, l2: guarded } });
  // the document describes the records, so it is served beside them rather than as one of them
  const openApi = openApiJson(TRADING_ROUTES, DOCUMENT);
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  app.onError((err, c) => {
    if (err instanceof TradingError) return tradingError(c, err.status, err.message, err.extra);
    console.error(err);
    return tradingError(c, 500, INTERNAL_ERROR);
  });
  app.notFound((c) => tradingError(c, 404, NOT_FOUND));
  return Object.assign(app, {
    sweepHeartbeats: (nowMs: number) => heartbeats.sweep(nowMs),
    /** What the WebSocket channels read (server/trading/ws/); attached by whoever listens. */
    live: live.live,
    /** Where a runtime listing, resolution or tick change announces itself (events/market-lifecycle.ts). */
    lifecycle: live.lifecycle,
    /** Markets resolving at runtime (sandbox/resolve-market.ts). */
    resolver,
  });
}
