import type { MiddlewareHandler } from 'hono';
import type { RouteRecord } from '../../../src/api/route-record';
import { TradingError } from '../shared/errors';
import type { ExchangeState } from './exchange-state';

/* What each mode refuses, before a handler runs. Post-only's per-order refusals live with the orders. */

export const DISABLED = 'Trading is currently disabled. Check the service site for updates';
export const CANCEL_ONLY = 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.';
export const POST_ONLY = 'post-only mode: only post-only orders and cancels are allowed';

export const postOnlyError = (retryAfterSeconds: number) =>
  new TradingError(503, POST_ONLY, { code: 'post_only_mode', retry_after_seconds: retryAfterSeconds });

const PLACING = new Set(['POST /order', 'POST /orders']);

/** Disabled refuses every authenticated route, cancels included; cancel-only refuses new orders. */
export function modeGate(exchange: ExchangeState, def: RouteRecord): MiddlewareHandler {
  const placing = PLACING.has(`${def.method} ${def.path}`);
  return async (_c, next) => {
    const { mode } = exchange.get();
    if (mode === 'disabled') throw new TradingError(503, DISABLED);
    if (mode === 'cancel-only' && placing) throw new TradingError(503, CANCEL_ONLY);
    await next();
  };
}
