import { instrumentById } from '../../../src/api/perps/instruments';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { TpslLeg } from '../engine/types';
import { checkOrder, OrderInvalid, type CheckedOrder } from '../orders/validate';

/*
 * The field checks of an order group (facts §2.3, §5.3), before the signature and the sequencer,
 * so a malformed group is one 400 for the whole request like any other malformed order.
 *   grp "order":    the entry (no trigger), then at most one tp and one sl leg on its instrument,
 *                   each the opposite side, reduce-only, the entry's quantity, without a tif.
 *   grp "position": only legs, market triggers, qty "0" (the whole position at trigger time), at
 *                   most one tp and one sl per instrument.
 * A leg's trigger is market (`tr.market: true`, no price) or limit (a price `p`, `market` omitted).
 */

export type Group = 'order' | 'position';

/** A checked leg: the order fields, plus its trigger (the scope and parent come with placement). */
export type CheckedLeg = CheckedOrder & { trigger: Omit<TpslLeg, 'scope' | 'parent_oid'> };

function checkTrigger(raw: unknown, decimals: number): CheckedLeg['trigger'] {
  const tr = raw as { market?: unknown; trp?: unknown; tpsl?: unknown };
  if (typeof tr !== 'object' || tr === null || Array.isArray(tr)) throw new OrderInvalid('invalid trigger');
  if (tr.tpsl !== 'tp' && tr.tpsl !== 'sl') throw new OrderInvalid('invalid trigger kind');
  if (tr.market !== undefined && typeof tr.market !== 'boolean') throw new OrderInvalid('invalid trigger market flag');
  if (typeof tr.trp !== 'string') throw new OrderInvalid('invalid trigger price');
  const trp = readDecimal(tr.trp, decimals);
  if (trp === 'malformed') throw new OrderInvalid('invalid trigger price');
  if (typeof trp !== 'bigint') throw new OrderInvalid(`trigger price exceeds allowed ${trp}`);
  if (trp === 0n) throw new OrderInvalid('trigger price cannot be zero');
  return { kind: tr.tpsl, trp, market: tr.market === true };
}

/** One leg: the shared order checks (with the qty a position leg leaves at "0" set aside), then the leg's own. */
function checkLeg(raw: unknown, scope: Group): CheckedLeg {
  const o = raw as Partial<OrderArgs>;
  if (typeof o !== 'object' || o === null || o.tr === undefined) throw new OrderInvalid('invalid order');
  if (o.tif !== undefined) throw new OrderInvalid('TP/SL orders cannot have a time in force');
  if (o.po === true) throw new OrderInvalid('TP/SL orders cannot be post-only');
  if (o.ro !== true) throw new OrderInvalid('TP/SL orders must be reduce-only');
  const position = scope === 'position';
  if (position && o.qty !== '0') throw new OrderInvalid('position TP/SL quantity must be 0');
  const decimals = instrumentById(o.iid as number)?.price_decimals ?? 18;
  const trigger = checkTrigger(o.tr, decimals);
  if (trigger.market && o.p !== undefined) throw new OrderInvalid('market TP/SL orders cannot have a price');
  if (!trigger.market && o.p === undefined) throw new OrderInvalid('limit TP/SL orders require a price');
  if (position && !trigger.market) throw new OrderInvalid('position TP/SL orders must be market triggers');
  // the plain order checks, as the GTC or IOC it becomes; "1" stands in for a position leg's 0
  const { tr: _tr, ...rest } = o;
  const checked = checkOrder({ ...rest, qty: position ? '1' : o.qty, tif: trigger.market ? 'ioc' : 'gtc' });
  return { ...checked, qty: position ? 0n : checked.qty, trigger };
}

/** The orders of a group, checked: a refusal is an OrderInvalid (400). */
export function checkGroup(grp: unknown, args: unknown[]): (CheckedOrder | CheckedLeg)[] {
  if (grp !== 'order' && grp !== 'position') throw new OrderInvalid('invalid order group');
  const hasTrigger = (x: unknown) => typeof x === 'object' && x !== null && (x as OrderArgs).tr !== undefined;
  const kinds = new Set<string>();
  const once = (leg: CheckedLeg) => {
    const key = `${leg.iid}:${leg.trigger.kind}`;
    if (kinds.has(key)) throw new OrderInvalid(`at most one ${leg.trigger.kind} order per instrument`);
    kinds.add(key);
  };
  if (grp === 'position') {
    return args.map((raw) => {
      const leg = checkLeg(raw, 'position');
      once(leg);
      return leg;
    });
  }
  const [first, ...children] = args;
  if (hasTrigger(first)) throw new OrderInvalid('an order group starts with its entry order');
  if (children.length === 0) throw new OrderInvalid('an order group needs a TP or SL order');
  const entry = checkOrder(first);
  return [
    entry,
    ...children.map((raw) => {
      const leg = checkLeg(raw, 'order');
      if (leg.iid !== entry.iid) throw new OrderInvalid('TP/SL orders must be on the entry instrument');
      if (leg.buy === entry.buy) throw new OrderInvalid('TP/SL orders must be on the opposite side of the entry');
      if (leg.qty !== entry.qty) throw new OrderInvalid('TP/SL quantity must equal the entry quantity');
      once(leg);
      return leg;
    }),
  ];
}

export const isLeg = (o: CheckedOrder | CheckedLeg): o is CheckedLeg => 'trigger' in o;
