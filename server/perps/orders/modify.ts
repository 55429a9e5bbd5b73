import type { Context } from 'hono';
import { instrumentById } from '../../../src/api/perps/instruments';
import type { ModifyArgs } from '../../../src/api/perps/op-signing';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { readSigned, signatureChecks } from '../auth/signed-op';
import { batch, jsonBody, PerpsError, type PerpsContext } from '../context';
import type { PerpsOrder } from '../engine/types';
import { shortForm } from './order-view';
import { riskChecks } from './risk';
import { hasTpsl } from '../tpsl/triggers';

/*
 * PATCH /v1/trade/orders (by oid) and /orders-coid (by coid), facts §5.4: only a resting GTC limit
 * order can change; `qty` is the new total including what has filled. One result per requested
 * order, in request order; a rejected modify leaves its order as it was. A modify is refused under
 * the same margin conditions as a new order (the spec's rule), checked on the quantity it adds.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

type Result = { status: 'ok'; order: ReturnType<typeof shortForm> } | { status: 'err'; oid?: number; coid?: string; error: string };

export function modifyResource(ctx: PerpsContext): ServedRoutes {
  const sigs = signatureChecks(ctx);
  const risk = riskChecks(ctx);
  const engine = ctx.market.engine;

  function modifyOne(account: string, o: PerpsOrder | undefined, m: ModifyArgs, id: { oid: number } | { coid: string }): Result {
    const err = (error: string): Result => ({ status: 'err', ...id, error });
    if (!o || o.account !== account) return err('order_not_in_orderbook');
    // a TP/SL leg, or an entry with legs attached, is cancelled and placed again, never modified (facts §5.3, §5.4)
    if (hasTpsl(ctx, o)) return err('order_has_tpsl');
    if (o.inFlight) return err('order_in_flight');
    if (o.status !== 'open' && o.status !== 'partial') return err('order_not_in_orderbook');
    if (o.tif !== 'gtc' || o.price === null) return err('order_not_modifiable');
    const i = instrumentById(o.iid)!;
    const price = readDecimal(m.p, i.price_decimals);
    const qty = readDecimal(m.qty, i.quantity_decimals);
    if (typeof price !== 'bigint' || typeof qty !== 'bigint' || price === 0n) return err('invalid_command');
    if (qty <= o.filled) return err('modify_quantity_not_above_filled');
    if (price === o.price && qty === o.qty) return err('modify_no_op');
    const best = engine.book(o.iid).best(!o.buy);
    if (best && (o.buy ? price >= best.price : price <= best.price)) return err('modify_would_cross');
    if (qty > o.qty) {
      const why = risk.refusal(account, i, { iid: o.iid, buy: o.buy, price, qty: qty - o.qty, tif: 'gtc', po: false, ro: o.ro });
      if (why) return err(why);
    }
    engine.modify(o, price, qty);
    return { status: 'ok', order: shortForm(o) };
  }

  const route = (coid: boolean) => (c: Context) =>
    batch(c, ctx, async () => {
      const signed = readSigned(await jsonBody(c), coid ? 'modifyOrdersCOID' : 'modifyOrders');
      const list = signed.op.args as unknown;
      if (!Array.isArray(list) || list.length === 0) throw new PerpsError(400, 'no orders provided');
      for (const m of list as Partial<ModifyArgs>[]) {
        const idOk = coid ? typeof m?.coid === 'string' : Number.isSafeInteger(m?.oid);
        if (!idOk || typeof m.p !== 'string' || typeof m.qty !== 'string' || !DECIMAL.test(m.p) || !DECIMAL.test(m.qty))
          throw new PerpsError(400, 'invalid modify');
      }
      const { account } = await sigs.proxyOp(signed);
      const seen = new Set<string | number>();
      return (list as ModifyArgs[]).map((m) => {
        const key = coid ? m.coid! : m.oid!;
        const id = coid ? { coid: m.coid! } : { oid: m.oid! };
        if (seen.has(key)) return { status: 'err', ...id, error: 'duplicate_order_in_batch' } as Result;
        seen.add(key);
        return modifyOne(account, coid ? ctx.orders.byCoid(account, m.coid!) : ctx.orders.find(m.oid!), m, id);
      });
    });

  return { modifyOrders: route(false), modifyOrdersCoid: route(true) };
}
