import { INTERNAL_ERROR, INVALID_ORDER_PAYLOAD, POST_ONLY_MODE, TOO_MANY_ORDERS } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { BATCH_MAX } from '../../../src/api/trading/order-rules';
import { SendOrder, type OrderAnswer } from '../../../src/api/trading/contract/schemas-orders';
import type { TradingEnv } from '../context';
import { TradingError } from '../../kit/errors';
import { OrderRefused } from './check-order';
import type { OrderDesk } from './order-desk';
import type { ExchangeState } from '../exchange/exchange-state';
import { postOnlyError } from '../exchange/mode-gate';

/*
 * POST /order and POST /orders: one order refused is a 400; in a batch, each order gets its own
 * result. A batch never ends in a half-done reply: once an item was placed, whatever else fails is
 * that item's own failure, so the reply still reports the orders placed (and their funds reserved).
 */

type Ctx = Context<TradingEnv>;

async function jsonBody(c: Ctx): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new TradingError(400, INVALID_ORDER_PAYLOAD);
  }
}

const refusal = (errorMsg: string): OrderAnswer => ({
  success: false,
  errorMsg,
  orderID: '',
  status: '',
  makingAmount: '',
  takingAmount: '',
  transactionsHashes: [],
  tradeIDs: [],
});

export function placeHandlers(desk: OrderDesk, exchange: ExchangeState) {
  const placeOne = async (c: Ctx, raw: unknown): Promise<OrderAnswer> => {
    const parsed = SendOrder.safeParse(raw);
    if (!parsed.success) throw new OrderRefused(INVALID_ORDER_PAYLOAD);
    if (exchange.get().mode === 'post-only' && parsed.data.postOnly !== true) throw new OrderRefused(POST_ONLY_MODE);
    const order = (raw as { order: Record<string, unknown> }).order;
    return desk.place(parsed.data, order, c.var.l2);
  };
  return {
    postOrder: async (c: Ctx) => {
      const raw = await jsonBody(c);
      try {
        return c.json(await placeOne(c, raw));
      } catch (err) {
        if (err instanceof OrderRefused && err.message === POST_ONLY_MODE) throw postOnlyError(exchange.get().retryAfterSeconds);
        if (err instanceof OrderRefused) throw new TradingError(400, err.message);
        throw err;
      }
    },
    postOrders: async (c: Ctx) => {
      const raw = await jsonBody(c);
      if (!Array.isArray(raw)) throw new TradingError(400, INVALID_ORDER_PAYLOAD);
      if (raw.length > BATCH_MAX) throw new TradingError(400, TOO_MANY_ORDERS.make({ count: raw.length, max: BATCH_MAX }));
      const out: OrderAnswer[] = [];
      // one after another: each order sees the books and balances the previous one left
      for (const [i, item] of raw.entries()) {
        try {
          out.push(await placeOne(c, item));
        } catch (err) {
          if (err instanceof OrderRefused) {
            out.push(refusal(err.message));
            continue;
          }
          // a refusal of the whole request (the engine restarting) stands while nothing was placed
          if (err instanceof TradingError && !out.some((a) => a.success)) throw err;
          console.error(`POST /orders: item ${i} failed`, err);
          out.push(refusal(INTERNAL_ERROR));
        }
      }
      return c.json(out);
    },
  };
}
