import { readDecimal } from '../../../src/api/perps/wire-decimal';
import { instrumentById } from '../../../src/api/perps/instruments';
import type { PerpsContext } from '../context';
import { dormant, TERMINAL, type OrderStatus, type PerpsOrder, type TpslLeg } from '../engine/types';
import { isOpen } from '../orders/order-view';
import type { CheckedOrder } from '../orders/validate';
import { isLeg, type CheckedLeg, type Group } from './validate';

/*
 * TP/SL legs (facts §5.3). A leg is an order held outside the book: it holds no margin and cannot
 * match until it triggers. Its life:
 *   bracket (scope order):  untriggered → armed once the entry has filled entirely; parent_cancelled
 *                           when the entry ends any other way. When one leg triggers the other is
 *                           cancelled (one-cancels-other).
 *   position (scope position): armed at once; position_closed when the position is gone before it
 *                           fires, position_flipped when it changed side.
 * An armed leg triggers when the mark crosses `trp` (TP of a long: mark ≥ trp, SL: mark ≤ trp;
 * mirrored for a short, whose legs buy). It is then `triggered` and goes to the engine under the
 * same order id, so its fills name it: a market leg as a reduce-only IOC bounded by the mark band,
 * a limit leg as a reduce-only GTC at its price; with nothing left to reduce it ends
 * reduce_only_invalid_at_trigger. A bracket leg watches its order, not the position: a position
 * closed by hand leaves it armed until it fires (and ends that way).
 *
 * `pass()` is a function of the orders, the positions and the mark only: the gateway runs it
 * beside the liquidation pass before every request, so a test moves the mark and then reads.
 */

export type Ack = { status: 'ok' | 'err'; oid?: number; coid?: string; error?: string };

/** Why a leg ended, for the tpsl channel's `reason`. */
const REASONS: Partial<Record<OrderStatus, string>> = {
  parent_cancelled: 'the entry order ended without filling',
  position_closed: 'the position closed before the trigger',
  position_flipped: 'the position changed side before the trigger',
  reduce_only_invalid_at_trigger: 'no position left to reduce at the trigger',
};

/** The tpsl channel's frame for a leg's state (facts §8). */
export const tpslFrame = (o: PerpsOrder) => ({ oid: o.oid, st: o.status, ...(REASONS[o.status] ? { reason: REASONS[o.status] } : {}) });

/** Whether the mark has reached a leg's trigger. A leg that sells closes a long. */
export function crossed(leg: { buy: boolean; tpsl: Pick<TpslLeg, 'kind' | 'trp'> }, mark: bigint): boolean {
  const up = leg.buy ? leg.tpsl.kind === 'sl' : leg.tpsl.kind === 'tp';
  return up ? mark >= leg.tpsl.trp : mark <= leg.tpsl.trp;
}

/** An order with a TP/SL leg or attached legs: modify refuses it (facts §5.4 order_has_tpsl). */
export function hasTpsl(ctx: PerpsContext, o: PerpsOrder): boolean {
  if (o.tpsl) return true;
  for (const x of ctx.market.engine.liveOf(o.account)) if (x.tpsl?.parent_oid === o.oid) return true;
  return false;
}

export function tpslOrders(ctx: PerpsContext) {
  const engine = ctx.market.engine;
  const sizeOf = (account: string, iid: number) => BigInt(ctx.ledger.perps.positionOf(account, iid)?.size ?? 0);
  /** What a leg may reduce now: the position on the side it closes. */
  const closeable = (o: PerpsOrder) => {
    const size = sizeOf(o.account, o.iid);
    return o.buy ? (size < 0n ? -size : 0n) : size > 0n ? size : 0n;
  };
  const duplicate = (account: string, coid?: string) =>
    coid !== undefined && [...engine.liveOf(account)].some((x) => x.coid === coid && (isOpen(x) || dormant(x)));

  function hold(account: string, leg: CheckedLeg, tpsl: TpslLeg, qty: bigint, status: OrderStatus): PerpsOrder {
    const o = ctx.market.newOrder({
      account,
      iid: leg.iid,
      buy: leg.buy,
      price: leg.price,
      qty,
      tif: tpsl.market ? 'ioc' : 'gtc',
      po: false,
      ro: true,
      coid: leg.coid,
      tpsl,
    });
    engine.hold(o, status);
    return o;
  }

  /** A bracket: the entry as any order (`place`), then its legs, dormant until the entry fills. */
  function bracket(account: string, orders: (CheckedOrder | CheckedLeg)[], place: (o: CheckedOrder) => Ack): Ack[] {
    const [entry, ...legs] = orders as [CheckedOrder, ...CheckedLeg[]];
    const ack = place(entry);
    const parent = ack.oid === undefined ? undefined : engine.orders.get(ack.oid);
    return [
      ack,
      ...legs.map((leg): Ack => {
        const coid = leg.coid ? { coid: leg.coid } : {};
        // a refused entry has nothing to protect: its legs are refused with it
        if (!parent) return { status: 'err', error: 'parent_cancelled', ...coid };
        if (duplicate(account, leg.coid)) return { status: 'err', error: 'duplicate_order', ...coid };
        const tpsl = {
          kind: leg.trigger.kind,
          scope: 'order' as const,
          trp: leg.trigger.trp,
          market: leg.trigger.market,
          parent_oid: parent.oid,
        };
        const o = hold(account, leg, tpsl, parent.qty, 'untriggered');
        return { status: 'ok', oid: o.oid, ...coid };
      }),
    ];
  }

  /** Position legs: armed at once on a position they close, unless the mark is already past them. */
  function onPosition(account: string, legs: CheckedLeg[]): Ack[] {
    return legs.map((leg): Ack => {
      const coid = leg.coid ? { coid: leg.coid } : {};
      const err = (error: string): Ack => ({ status: 'err', error, ...coid });
      if (!leg.instrument) return err('instrument_not_found');
      const size = sizeOf(account, leg.iid);
      if (size === 0n || (leg.buy ? size > 0n : size < 0n)) return err('reduce_only_invalid');
      // one tp and one sl per instrument: a second is refused, not swapped in (not modifiable: cancel, then place)
      const taken = [...engine.liveOf(account)].some(
        (x) => x.iid === leg.iid && dormant(x) && x.tpsl?.scope === 'position' && x.tpsl.kind === leg.trigger.kind,
      );
      if (taken) return err('position_tpsl_exists');
      if (duplicate(account, leg.coid)) return err('duplicate_order');
      const tpsl = { kind: leg.trigger.kind, scope: 'position' as const, trp: leg.trigger.trp, market: true };
      if (crossed({ buy: leg.buy, tpsl }, ctx.market.mark(leg.iid))) return err('trigger_already_crossed');
      return { status: 'ok', oid: hold(account, leg, tpsl, 0n, 'armed').oid, ...coid };
    });
  }

  /** Places a createOrders group (the fields already checked). */
  function placeGroup(account: string, grp: Group, orders: (CheckedOrder | CheckedLeg)[], place: (o: CheckedOrder) => Ack): Ack[] {
    return grp === 'order' ? bracket(account, orders, place) : onPosition(account, orders.filter(isLeg));
  }

  /** The other leg of a bracket, still waiting. */
  const sibling = (o: PerpsOrder) =>
    [...engine.liveOf(o.account)].find(
      (x) => x !== o && x.tpsl?.parent_oid !== undefined && x.tpsl.parent_oid === o.tpsl?.parent_oid && dormant(x),
    );

  function trigger(o: PerpsOrder, mark: bigint): void {
    const other = o.tpsl!.scope === 'order' ? sibling(o) : undefined;
    if (other) engine.cancel(other);
    const room = closeable(o);
    if (room === 0n) return engine.restate(o, 'reduce_only_invalid_at_trigger');
    engine.restate(o, 'triggered');
    // a position leg closes whatever the position is now; a bracket leg its entry's size, capped by the engine
    if (o.tpsl!.scope === 'position') o.qty = room;
    if (o.tpsl!.market) {
      const i = instrumentById(o.iid)!;
      const band = (mark * (readDecimal(i.price_bounds, 4) as bigint)) / 10_000n;
      o.price = o.buy ? mark + band : mark - band;
    }
    engine.submit(o);
  }

  /** One leg against the state now: arm, end, or fire it. */
  function follow(o: PerpsOrder): void {
    const t = o.tpsl!;
    if (o.status === 'untriggered') {
      const parent = ctx.orders.find(t.parent_oid!);
      if (parent?.status === 'filled') engine.restate(o, 'armed');
      else if (!parent || TERMINAL.has(parent.status)) return engine.restate(o, 'parent_cancelled');
      else return;
    }
    if (t.scope === 'position') {
      const size = sizeOf(o.account, o.iid);
      if (size === 0n) return engine.restate(o, 'position_closed');
      if (o.buy ? size > 0n : size < 0n) return engine.restate(o, 'position_flipped');
    }
    const mark = ctx.market.mark(o.iid);
    if (crossed({ buy: o.buy, tpsl: t }, mark)) trigger(o, mark);
  }

  /** Every waiting leg, oldest first (a bracket's first leg to cross wins over its sibling). */
  function pass(): void {
    for (const o of [...engine.waiting()]) follow(o);
  }

  return { placeGroup, pass };
}
