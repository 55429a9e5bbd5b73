import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { getMeta, setMeta, type Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { CHAIN_ID } from '../../src/api/config';
import { TRADING_ROUTES } from '../../src/api/trading/contract/routes';
import type { TradingContext } from './context';
import { mountTradingResources } from './mount-routes';
import { TradingError, tradingError } from './shared/errors';
import { serverInfoResource } from './server-info/routes';
import { bookResource } from './books/routes';
import { createBookStore } from './books/store';
import { MatchingEngine } from './engine/matching-engine';
import { Ledger } from '../ledger';
import { createOrderDesk } from './orders/order-desk';
import { orderResource } from './orders/routes';
import { createOrderStore } from './orders/store';
import { authResource } from './auth/routes';
import { authGuards } from './auth/guards';
import { accountResource } from './account/routes';
import { builderResource } from './builder/routes';
import { createHeartbeats } from './heartbeats/heartbeats';
import { heartbeatResource } from './heartbeats/routes';
import { sandboxResource } from './sandbox/routes';

export type TradingAppOptions = {
  /** Epoch milliseconds. */
  nowMs?: () => number;
  /** The chain typed data is signed for; Amoy unless configured. */
  chainId?: number;
  /** In-process requests (no socket) may use the loopback-only sandbox faucet; tests set it, never the server. */
  sandbox?: boolean;
  /** Milliseconds between heartbeat sweeps; only the listening service sets it (tests call sweepHeartbeats). */
  heartbeatSweepMs?: number;
};

/** The service key lives with the dataset, so derived credentials survive a restart. */
function serviceKey(db: Db): string {
  let key = getMeta(db, 'clob_service_key');
  if (!key) {
    key = randomBytes(32).toString('base64url');
    setMeta(db, 'clob_service_key', key);
  }
  return key;
}

/** The trading service (/clob): public reads, credentials, orders and the matching engine. */
export function createTradingApp(db: Db, options: TradingAppOptions = {}) {
  const app = new Hono({ strict: false });
  const ctx: TradingContext = {
    db,
    prepare: createStatementCache(db),
    chainId: options.chainId ?? CHAIN_ID.amoy,
    nowMs: options.nowMs ?? Date.now,
    serviceKey: serviceKey(db),
  };
  const engine = new MatchingEngine();
  const orders = createOrderStore(ctx);
  const desk = createOrderDesk(ctx, engine, new Ledger(db), orders, createBookStore(ctx));
  // the books are the live orders of the database: a restart takes every one of them back
  desk.restore();
  const resources = [serverInfoResource, authResource, bookResource(engine), orderResource(desk, orders)];
  const ledger = new Ledger(db);
  // a lapsed heartbeat chain cancels every open order its EOA signed
  const heartbeats = createHeartbeats((address) => orders.liveOf(address).forEach((o) => desk.cancel(o.id, address)));
  if (options.heartbeatSweepMs) setInterval(() => heartbeats.sweep(ctx.nowMs()), options.heartbeatSweepMs).unref();
  resources.push(
    accountResource(ledger),
    heartbeatResource(heartbeats),
    builderResource,
    sandboxResource(ledger, options.sandbox === true),
  );
  mountTradingResources(app, ctx, TRADING_ROUTES, resources, authGuards(ctx));
  app.onError((err, c) => {
    if (err instanceof TradingError) return tradingError(c, err.status, err.message, err.extra);
    console.error(err);
    return tradingError(c, 500, 'Internal server error');
  });
  app.notFound((c) => tradingError(c, 404, 'not found'));
  return Object.assign(app, { sweepHeartbeats: (nowMs: number) => heartbeats.sweep(nowMs) });
}
