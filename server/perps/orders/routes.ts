import type { Context } from 'hono';
import type { OpType } from '../../../src/api/perps/op-signing';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { readSigned, signatureChecks, type SignedBody } from '../auth/signed-op';
import { batch, jsonBody, PerpsError, type PerpsContext } from '../context';
import { dormant, TERMINAL, type PerpsOrder } from '../engine/types';
import { tpslOrders } from '../tpsl/triggers';
import { checkGroup, type Group } from '../tpsl/validate';
import { isOpen } from './order-view';
import { riskChecks } from './risk';
import { checkOrder, OrderInvalid, type CheckedOrder } from './validate';

/*
 * The trading writes (facts §5.1, §5.5): create, cancel by id or client id, cancel all. Each is an
 * Op signed by a proxy key. Order: the fields (400, the sheet's messages), then the signature
 * (400 invalid signature, 422 signature_already_used), then the sequencer per order (acks inside a
 * 200 array). A batch route's whole-request rejection is a one-element array (the spec's rule).
 */

const MAX_BATCH = 100;

type Ack = { status: 'ok' | 'err'; oid?: number; coid?: string; error?: string };

export function ordersResource(ctx: PerpsContext): ServedRoutes {
  const sigs = signatureChecks(ctx);
  const risk = riskChecks(ctx);
  const engine = ctx.market.engine;
  const tpsl = tpslOrders(ctx);

  const signedOf = async (c: Context, type: OpType): Promise<SignedBody> => readSigned(await jsonBody(c), type);

  function place(account: string, o: CheckedOrder & { qty: bigint }): Ack {
    const coid = o.coid ? { coid: o.coid } : {};
    const i = o.instrument;
    if (!i) return { status: 'err', error: 'instrument_not_found', ...coid };
    const why = risk.refusal(account, i, o);
    if (why) return { status: 'err', error: why, ...coid };
    // a market-style order's worst price is the edge of the mark band
    const mark = ctx.market.mark(i.instrument_id);
    const band = (mark * (readDecimal(i.price_bounds, 4) as bigint)) / 10_000n;
    const price = o.price ?? (o.buy ? mark + band : mark - band);
    const order = ctx.market.newOrder({
      account,
      iid: i.instrument_id,
      buy: o.buy,
      price,
      qty: o.qty,
      tif: o.tif,
      po: o.po,
      ro: o.ro,
      coid: o.coid,
    });
    engine.submit(order);
    return { status: 'ok', oid: order.oid, ...coid };
  }

  function cancelOne(account: string, o: PerpsOrder | undefined, id: { oid: number } | { coid: string }): Ack {
    // a TP/SL id that is not (or no longer) a live leg of this account: the sheet's TP/SL-only code (facts §5.5)
    if (o?.tpsl && (o.account !== account || TERMINAL.has(o.status))) return { status: 'err', ...id, error: 'order_not_found' };
    if (!o || o.account !== account) return { status: 'err', ...id, error: 'coid' in id ? 'order_unknown' : 'order_not_in_orderbook' };
    if (TERMINAL.has(o.status)) return { status: 'err', ...id, error: 'order_already_terminal' };
    if (o.inFlight) return { status: 'err', ...id, error: 'order_in_flight' };
    engine.cancel(o);
    return { status: 'ok', oid: o.oid, ...(o.coid ? { coid: o.coid } : {}) };
  }

  return {
    createOrders: (c: Context) =>
      batch(c, ctx, async () => {
        const signed = await signedOf(c, 'createOrders');
        const args = signed.op.args;
        if (!Array.isArray(args) || args.length === 0) throw new PerpsError(400, 'no orders provided');
        if (args.length > MAX_BATCH) throw new PerpsError(400, `at most ${MAX_BATCH} orders per request`);
        const grp = signed.op.grp as Group | undefined;
        let orders: CheckedOrder[];
        try {
          // a group (bracket or position TP/SL) is checked as a whole: tpsl/validate.ts
          orders = grp === undefined ? args.map(checkOrder) : checkGroup(grp, args);
        } catch (e) {
          if (e instanceof OrderInvalid) throw new PerpsError(400, e.message);
          throw e;
        }
        const { account } = await sigs.proxyOp(signed);
        ctx.chargeActions(account, orders.length);
        const placeOne = (o: CheckedOrder) => place(account, o as CheckedOrder & { qty: bigint });
        return grp === undefined ? orders.map(placeOne) : tpsl.placeGroup(account, grp, orders, placeOne);
      }),
    cancelOrders: (c: Context) =>
      batch(c, ctx, async () => {
        const signed = await signedOf(c, 'cancelOrders');
        const ids = signed.op.args;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((x) => Number.isSafeInteger(x)))
          throw new PerpsError(400, 'invalid order ids');
        const { account } = await sigs.proxyOp(signed);
        return (ids as number[]).map((oid) => cancelOne(account, ctx.orders.find(oid), { oid }));
      }),
    cancelOrdersCoid: (c: Context) =>
      batch(c, ctx, async () => {
        const signed = await signedOf(c, 'cancelOrdersCOID');
        const ids = signed.op.args;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((x) => typeof x === 'string'))
          throw new PerpsError(400, 'invalid client order ids');
        const { account } = await sigs.proxyOp(signed);
        return (ids as string[]).map((coid) => cancelOne(account, ctx.orders.byCoid(account, coid), { coid }));
      }),
    cancelAll: async (c: Context) => {
      const signed = await signedOf(c, 'cancelAll');
      const args = signed.op.args as { iid?: unknown };
      if (typeof args !== 'object' || args === null || (args.iid !== undefined && !Number.isSafeInteger(args.iid)))
        throw new PerpsError(400, 'invalid instrument id');
      const { account } = await sigs.proxyOp(signed);
      // an order inside the taker delay is left to its match: cancel-all ok does not mean all gone (facts §5.5)
      for (const o of [...engine.liveOf(account)])
        if ((isOpen(o) || dormant(o)) && !o.inFlight && (args.iid === undefined || o.iid === args.iid)) engine.cancel(o);
      return c.json({ status: 'ok' });
    },
  };
}
