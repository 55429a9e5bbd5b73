import { INTERNAL_ERROR, INVALID_ORDER_PAYLOAD, POST_ONLY_MODE, TOO_MANY_ORDERS } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { BATCH_MAX } from '../../../src/api/trading/order-rules';
import { SendOrder, type OrderAnswer } from '../../../src/api/trading/contract/schemas-orders';
import type { TradingEnv } from '../context';
import { TradingError } from '../../kit/errors';
import { OrderRefused } from './check-order';
import type { BatchItem, OrderDesk } from './order-desk';
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
  /** The body as the desk takes it, or the refusal every order of this shape gets. */
  const parse = (raw: unknown): BatchItem => {
    const parsed = SendOrder.safeParse(raw);
    if (!parsed.success) throw new OrderRefused(INVALID_ORDER_PAYLOAD);
    if (exchange.get().mode === 'post-only' && parsed.data.postOnly !== true) throw new OrderRefused(POST_ONLY_MODE);
    return { body: parsed.data, raw: (raw as { order: Record<string, unknown> }).order };
  };
  return {
    postOrder: async (c: Ctx) => {
      const raw = await jsonBody(c);
      try {
        const { body, raw: order } = parse(raw);
        return c.json(await desk.place(body, order, c.var.l2));
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
      const items = raw.map((item): BatchItem | OrderRefused => {
        try {
          return parse(item);
        } catch (err) {
          if (err instanceof OrderRefused) return err;
          throw err;
        }
      });
      // one transaction for the batch; each order sees the books and balances the previous one left
      const placed = (
        await desk.placeBatch(
          items.filter((x): x is BatchItem => !(x instanceof OrderRefused)),
          c.var.l2,
        )
      ).values();
      const out = items.map((item, i): OrderAnswer => {
        const answer = item instanceof OrderRefused ? item : placed.next().value!;
        if (!(answer instanceof Error)) return answer;
        if (answer instanceof OrderRefused) return refusal(answer.message);
        console.error(`POST /orders: item ${i} failed`, answer);
        return refusal(INTERNAL_ERROR);
      });
      return c.json(out);
    },
  };
}
