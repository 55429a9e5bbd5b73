import { CANCEL_ONLY, POST_ONLY_CODE, POST_ONLY_MODE, TRADING_DISABLED } from '../../../src/api/error-messages';
import type { MiddlewareHandler } from 'hono';
import type { RouteRecord } from '../../../src/api/route-record';
import { TradingError } from '../../kit/errors';
import type { ExchangeState } from './exchange-state';

/* What each mode refuses, before a handler runs. Post-only's per-order refusals live with the orders. */

export const postOnlyError = (retryAfterSeconds: number) =>
  new TradingError(503, POST_ONLY_MODE, { code: POST_ONLY_CODE, retry_after_seconds: retryAfterSeconds });

const PLACING = new Set(['POST /order', 'POST /orders']);

/** Disabled refuses every authenticated route, cancels included; cancel-only refuses new orders. */
export function modeGate(exchange: ExchangeState, def: RouteRecord): MiddlewareHandler {
  const placing = PLACING.has(`${def.method} ${def.path}`);
  return async (_c, next) => {
    const { mode } = exchange.get();
    if (mode === 'disabled') throw new TradingError(503, TRADING_DISABLED);
    if (mode === 'cancel-only' && placing) throw new TradingError(503, CANCEL_ONLY);
    await next();
  };
}
