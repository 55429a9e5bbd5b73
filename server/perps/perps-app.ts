import { Hono, type Context } from 'hono';
import type { Server } from 'node:http';
import { PERPS_ROUTES } from '../../src/api/perps/contract/routes';
import { CHAIN_ID } from '../../src/api/config';
import type { Db } from '../db/connection';
import { limitBody } from '../kit/body-limit';
import { mountRoutes, servedBy } from '../kit/mount';
import { openApiJson, rateLimited, refusal, type ServiceDocument } from '../kit/openapi';
import { Ledger } from '../ledger';
import { accountReadResource } from './account/reads';
import { proxyResource } from './account/proxy-routes';
import { seriesResource } from './account/series';
import { internalTransferResource } from './account/internal-transfer';
import { sandboxFundingResource } from './account/transfers';
import { sandboxControlsResource } from './sandbox/controls';
import { withdrawResource } from './account/withdraw';
import { proxyAccounts, proxyGuard } from './auth/proxy-guard';
import { autoCancelResource } from './auto-cancel/routes';
import { PerpsError, perpsErrorBody, type PerpsContext } from './context';
import { PerpsEvents } from './events';
import { loadShedding } from './overload';
import { perpsRateLimits } from './rate-limits';
import { marketDataResource } from './info/market-data';
import { positionsResource } from './info/positions';
import { referenceResource } from './info/reference';
import { INSURANCE_FUND } from './margin/backstop';
import { liquidationPass } from './margin/liquidation';
import { LiquidationFlags } from './margin/liquidation-flags';
import { marginResource } from './margin/routes';
import { fundingSettlement } from './market/funding-settlement';
import { MAKER } from './market/makers';
import { PerpsMarket } from './market/market';
import { modifyResource } from './orders/modify';
import { ordersResource } from './orders/routes';
import { createSettlement } from './orders/settlement';
import { orderLookup } from './orders/order-lookup';
import { orderStore } from './orders/order-store';
import { attachPerpsSockets, type PerpsSocketLimits } from './ws/perps-sockets';
import { accountQueries } from './account/portfolio';
import { programsResource } from './account/programs';
import { accountStatsResource, exchangeStatsResource } from './account/stats';
import { notificationDerivation } from './notifications/derive';
import { notificationsResource } from './notifications/routes';
import { notificationStore } from './notifications/store';
import { tpslFrame, tpslOrders } from './tpsl/triggers';

export type PerpsAppOptions = {
  /** Epoch milliseconds: the index feed walks on it; tests pass a clock they move. */
  nowMs?: () => number;
  /** The chain the typed data is signed for (80002, the sandbox's, unless set). */
  chainId?: number;
  /** The trading service's ledger; a ledger of its own when the gateway runs alone. */
  ledger?: Ledger;
  /** In-process requests may use the loopback-only sandbox routes (tests). */
  sandbox?: boolean;
  /** Seed of the index feed's walk. */
  seed?: number;
  /** Milliseconds an immediately matching order waits (facts §5.1: 20). */
  takerDelayMs?: number;
  /** Synthetic makers keep the books two-sided (default on). */
  makers?: boolean;
  /** The IP weight and account action limits (npm start turns them on; the bench and most tests leave them off). */
  rateLimits?: boolean;
  /** Load shedding: true refuses a request before dispatch (default: over 512 requests in flight). */
  overloaded?: (inFlight: number) => boolean;
  /** Sandbox: true makes the engine time out on ops of that type (create → 500, other writes → 503). */
  engineTimeout?: (opType: string) => boolean;
  /** Auto-cancel arms per account per UTC day (the docs give 10 and 1,000; default 1,000). */
  autoCancelDailyLimit?: number;
};

const BODY_MAX_BYTES = 256 * 1024;
const MAX_IN_FLIGHT = 512;
const PRUNE_EVERY_MS = 60_000;
const KEEP_ENDED_MS = 10 * 60_000;

/*
 * Errors are the gateway's envelope: {status:"err", error} with a stable snake_case id (401, 404,
 * 422, 429, 500, 503) or a human message (400), plus arts/ts/ref.
 */
const DOCUMENT: ServiceDocument = {
  title: 'Vantage perpetuals gateway',
  description:
    'The sandbox perpetuals gateway: instruments, market data, proxy-key accounts, Op-signed orders, leverage, isolated ' +
    'margin, auto-cancel, funding and liquidation, every movement of collateral through the ledger. Chain 80002.',
  server: '/perps',
  schemas: {
    PerpsError: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['err'] },
        error: { type: 'string' },
        arts: { type: 'integer' },
        ref: { type: 'string' },
      },
      required: ['status', 'error'],
    },
  },
  security: { 'proxy-key': { PerpsProxy: 'POLYMARKET-PROXY', PerpsSecret: 'POLYMARKET-SECRET' } },
  refusals: (record) => ({
    400: refusal('A malformed request or a bad signature: `error` is a human message', 'PerpsError'),
    ...(record.auth === 'proxy-key' ? { 401: refusal('unauthorized', 'PerpsError') } : {}),
    ...(record.method !== 'GET' ? { 422: refusal('A sequenced rejection: `error` is a stable id', 'PerpsError') } : {}),
    429: rateLimited('ip_rate_limited or action_rate_limited, with Retry-After', 'PerpsError'),
  }),
};
/** The makers' and the insurance fund's collateral: enough that no sandbox trader can exhaust it. */
const MAKER_FLOAT = 1_000_000_000_000_000;

/** The perpetuals gateway (/perps): REST under /v1, errors in the `{"status":"err",…}` envelope. */
export function createPerpsApp(db: Db, options: PerpsAppOptions = {}) {
  const app = new Hono({ strict: false });
  const nowMs = options.nowMs ?? Date.now;
  const ledger = options.ledger ?? new Ledger(db);
  const maxId = (col: string) => (db.prepare(`SELECT COALESCE(MAX(${col}), 0) FROM perps_fills`).pluck().get() as number) + 1;
  // the settlement reads the market only when a match happens, after this constructor returned
  const events = new PerpsEvents();
  const store = orderStore(db);
  const settle = createSettlement(db, ledger, () => market, nowMs, events);
  const makers = options.makers !== false;
  const takerDelayMs = options.takerDelayMs ?? 20;
  for (const account of makers ? [MAKER, INSURANCE_FUND] : [INSURANCE_FUND])
    if (ledger.perps.collateralOf(account) < MAKER_FLOAT / 2) ledger.perps.faucet({ account, amount: MAKER_FLOAT, ts: nowMs() });
  const market: PerpsMarket = new PerpsMarket({
    nowMs,
    seed: options.seed ?? 31,
    takerDelayMs,
    settle,
    updated: (o) => {
      // every trader's order on disk as of this change (history, and what a restart puts back)
      if (o.account !== MAKER) store.save(o);
      events.emit('order', o);
      if (o.tpsl) events.emit('tpsl', { account: o.account, iid: o.iid, frame: tpslFrame(o) });
    },
    closeable: (o) => {
      const size = BigInt(ledger.perps.positionOf(o.account, o.iid)?.size ?? 0);
      return o.buy ? (size < 0n ? -size : 0n) : size > 0n ? size : 0n;
    },
    makers,
    firstOrderId: Math.max(maxId('order_id'), store.maxOid() + 1),
    restore: (engine) => {
      for (const o of store.live()) engine.restore(o);
    },
    firstTradeId: maxId('trade_id'),
    fundingHour: fundingSettlement(
      db,
      ledger,
      () => market,
      (f) => events.emit('funding', f),
    ),
  });
  const limits = perpsRateLimits(nowMs);
  const ctx: PerpsContext = {
    db,
    ledger,
    market,
    nowMs,
    chainId: options.chainId ?? CHAIN_ID.amoy,
    sandbox: options.sandbox === true,
    chargeActions: options.rateLimits ? limits.charge : () => {},
    actionUsage: limits.usage,
    liquidations: new LiquidationFlags(),
    orders: orderLookup(() => market.engine, store),
    engineTimedOut: options.engineTimeout ?? (() => false),
    events,
  };
  const notifications = notificationStore(db);
  const derivation = notificationDerivation(ctx, notifications);

  if (options.rateLimits) app.use(limits.ip);
  app.use(loadShedding(options.overloaded ?? ((n) => n > MAX_IN_FLIGHT)));
  app.use(limitBody(BODY_MAX_BYTES, (c) => perpsErrorBody(c, new PerpsError(413, 'payload_too_large'), nowMs())));
  const autoCancel = autoCancelResource(ctx, { dailyLimit: options.autoCancelDailyLimit ?? 1000, takerDelayMs });
  // every read and write sees the feed, the makers and the dead-man switches as of now
  const liquidate = liquidationPass(ctx);
  const triggers = tpslOrders(ctx).pass;
  // ended orders stay in memory for a while (cancel and modify answer from them), then only on disk
  let prunedAt = nowMs();
  app.use(async (_c, next) => {
    if (nowMs() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = nowMs();
      market.engine.prune(prunedAt - KEEP_ENDED_MS);
    }
    market.sync();
    autoCancel.sweep();
    liquidate();
    triggers();
    derivation.warnings();
    await next();
  });
  const served = servedBy(
    [
      referenceResource(ctx),
      marketDataResource(ctx),
      positionsResource(ctx),
      proxyResource(ctx),
      accountReadResource(ctx),
      seriesResource(ctx),
      internalTransferResource(ctx),
      sandboxFundingResource(ctx),
      sandboxControlsResource(ctx),
      withdrawResource(ctx),
      ordersResource(ctx),
      modifyResource(ctx),
      marginResource(ctx),
      autoCancel.served,
      notificationsResource(ctx, notifications),
      accountStatsResource(ctx),
      exchangeStatsResource(ctx),
      programsResource(ctx),
    ],
    'perps',
  );
  const guard = proxyGuard(ctx);
  mountRoutes(app, 'perps', PERPS_ROUTES, served, { guards: { 'proxy-key': () => [guard] } });
  const openApi = openApiJson(PERPS_ROUTES, DOCUMENT);
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  app.onError((err, c) => {
    if (err instanceof PerpsError) return perpsErrorBody(c, err, nowMs());
    console.error(err);
    return perpsErrorBody(c, new PerpsError(500, 'internal_error'), nowMs());
  });
  const notFound = (c: Context) => perpsErrorBody(c, new PerpsError(404, 'not_found'), nowMs());
  app.notFound(notFound);
  const portfolio = accountQueries(ctx);
  const authenticate = proxyAccounts(ctx);
  return Object.assign(app, {
    ctx,
    notFound,
    /** Attaches the gateway's WebSocket to a listening server (main.ts, socket tests). */
    sockets: (server: Server, limits?: PerpsSocketLimits) =>
      attachPerpsSockets(
        server,
        {
          ctx,
          events,
          authenticate,
          portfolio: (a) => portfolio.portfolio(a).body,
          dispatch: async (method, path, body) =>
            (await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
          afterSync: triggers,
        },
        limits,
      ),
    stop: () => {
      derivation.stop();
      market.stop();
    },
  });
}
