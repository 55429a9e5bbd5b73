import { INVALID_ORDER_ID, INVALID_ORDER_PAYLOAD, TOO_MANY_CANCELS } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import type { TradingEnv } from '../context';
import { TradingError } from '../../kit/errors';
import type { OrderDesk } from './order-desk';
import type { OrderStore } from './store';
import { BYTES32_ID } from '../shared/wire-ids';

/*
 * The four cancels: each answers {canceled, not_canceled: {id: reason}}, each id once. Only
 * DELETE /cancel-all cancels everything: a market cancel that names no market and no token is refused.
 */

type Ctx = Context<TradingEnv>;

/** Orders per DELETE /orders. */
export const CANCEL_BATCH_MAX = 3000;

async function body(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new TradingError(400, INVALID_ORDER_PAYLOAD);
  }
}

export function cancelHandlers(desk: OrderDesk, orders: OrderStore) {
  const cancelAll = async (c: Ctx, named: readonly string[]) => {
    const canceled: string[] = [];
    const notCanceled: Record<string, string> = {};
    // an id named twice (in any hex case) is one order, answered once, as first spelled
    const seen = new Set<string>();
    const ids = named.filter((id) => !seen.has(id.toLowerCase()) && seen.add(id.toLowerCase()));
    const outcomes = await Promise.all(ids.map((id) => desk.cancel(id.toLowerCase(), c.var.l2.address)));
    ids.forEach((id, i) => {
      const why = outcomes[i];
      if (why) notCanceled[id] = why;
      else canceled.push(id);
    });
    return c.json({ canceled, not_canceled: notCanceled });
  };
  return {
    cancelOrder: async (c: Ctx) => {
      const b = await body(c);
      const id = (b as { orderID?: unknown } | undefined)?.orderID;
      if (typeof id !== 'string') throw new TradingError(400, INVALID_ORDER_PAYLOAD);
      if (!BYTES32_ID.test(id)) throw new TradingError(400, INVALID_ORDER_ID);
      return cancelAll(c, [id]);
    },
    cancelOrders: async (c: Ctx) => {
      const b = await body(c);
      if (!Array.isArray(b) || b.some((x) => typeof x !== 'string')) throw new TradingError(400, INVALID_ORDER_PAYLOAD);
      if (b.length > CANCEL_BATCH_MAX) throw new TradingError(400, TOO_MANY_CANCELS.make({ max: CANCEL_BATCH_MAX }));
      if (b.some((x: string) => !BYTES32_ID.test(x))) throw new TradingError(400, INVALID_ORDER_ID);
      return cancelAll(c, b as string[]);
    },
    cancelAll: (c: Ctx) =>
      cancelAll(
        c,
        orders.liveOf(c.var.l2.address).map((o) => o.id),
      ),
    cancelMarketOrders: async (c: Ctx) => {
      const b = await body(c);
      if (typeof b !== 'object' || b === null || Array.isArray(b)) throw new TradingError(400, INVALID_ORDER_PAYLOAD);
      const { market, asset_id } = b as { market?: unknown; asset_id?: unknown };
      const bad = (v: unknown) => v !== undefined && typeof v !== 'string';
      // "" is absent (the official Python client sends both keys); naming neither would cancel everything
      if (bad(market) || bad(asset_id) || (!market && !asset_id)) throw new TradingError(400, INVALID_ORDER_PAYLOAD);
      const ids = orders
        .liveOf(c.var.l2.address)
        .filter((o) => (!market || o.condition_id === String(market).toLowerCase()) && (!asset_id || o.asset === asset_id))
        .map((o) => o.id);
      return cancelAll(c, ids);
    },
  };
}
