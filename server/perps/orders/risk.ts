import { instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import { accountQueries } from '../account/portfolio';
import type { PerpsContext } from '../context';
import { resting } from '../engine/types';
import { notionalMicro } from '../market/units';
import { isOpen } from './order-view';
import type { CheckedOrder } from './validate';

/*
 * The sequencer's per-order checks that read the account (facts §5.1, §5.3, §6.2): reduce-only
 * must shrink the position by no more than what other resting reduce-only orders leave; a new
 * order must fit the initial margin on its worst case max(|pos + buys|, |pos − sells|) at mark and
 * the configured leverage, next to every other position's and order's requirement.
 */

const ceil = (a: bigint, d: bigint) => (a + d - 1n) / d;
export const OPEN_ORDERS_LIMIT = 1000;

export function riskChecks(ctx: PerpsContext) {
  const q = accountQueries(ctx);

  const openOf = (account: string) => [...ctx.market.engine.liveOf(account)].filter(isOpen);

  /** Why the order cannot be accepted, or undefined. */
  function refusal(account: string, i: SeededInstrument, o: CheckedOrder & { qty: bigint }): string | undefined {
    const open = openOf(account);
    if (open.length >= OPEN_ORDERS_LIMIT) return 'open_orders_limit';
    if (o.coid && open.some((x) => x.coid === o.coid)) return 'duplicate_order';
    // a scope being liquidated takes no new orders (facts §6.4)
    if (ctx.liquidations.covers(account, i.instrument_id, q.leverageOf(account, i).cross)) return 'account_liquidating';
    const size = BigInt(ctx.ledger.perps.positionOf(account, i.instrument_id)?.size ?? 0);
    const price = o.price ?? ctx.market.mark(i.instrument_id);
    if (notionalMicro(i, price, o.qty) < BigInt(i.min_notional) * 1_000_000n && !o.ro) return 'order_below_min_notional';
    if (o.ro) {
      const closing = o.buy ? size < 0n : size > 0n;
      const others = open.filter((x) => x.iid === i.instrument_id && x.ro && x.buy === o.buy).reduce((s, x) => s + resting(x), 0n);
      const abs = size < 0n ? -size : size;
      return closing && o.qty + others <= abs ? undefined : 'reduce_only_invalid';
    }
    return fitsMargin(account, i, o, open) ? undefined : 'insufficient_margin';
  }

  function fitsMargin(account: string, i: SeededInstrument, o: CheckedOrder & { qty: bigint }, open: ReturnType<typeof openOf>): boolean {
    const p = q.portfolio(account);
    const mark = ctx.market.mark(i.instrument_id);
    // one leverage read per instrument, however many orders rest on it
    const levs = new Map<number, bigint>();
    const leverage = (x: SeededInstrument) => {
      let l = levs.get(x.instrument_id);
      if (l === undefined) levs.set(x.instrument_id, (l = BigInt(q.leverageOf(account, x).leverage)));
      return l;
    };
    const lev = leverage(i);
    // every other instrument's requirement as the portfolio counts it
    const others = p.list.filter((f) => f.instrument.instrument_id !== i.instrument_id).reduce((s, f) => s + f.im, 0n);
    const otherOrders = open
      .filter((x) => x.iid !== i.instrument_id)
      .reduce((s, x) => {
        const xi = instrumentById(x.iid)!;
        const notional = notionalMicro(xi, x.price ?? ctx.market.mark(x.iid), resting(x));
        return s + ceil(notional, leverage(xi));
      }, 0n);
    const size = BigInt(ctx.ledger.perps.positionOf(account, i.instrument_id)?.size ?? 0);
    const mine = open.filter((x) => x.iid === i.instrument_id);
    const buys = mine.filter((x) => x.buy).reduce((s, x) => s + resting(x), 0n) + (o.buy ? o.qty : 0n);
    const sells = mine.filter((x) => !x.buy).reduce((s, x) => s + resting(x), 0n) + (o.buy ? 0n : o.qty);
    const long = size + buys;
    const short = size - sells;
    const worst = (long < 0n ? -long : long) > (short < 0n ? -short : short) ? long : short;
    const need = ceil(notionalMicro(i, mark, worst < 0n ? -worst : worst), lev);
    return others + otherOrders + need <= p.equity;
  }

  return { refusal };
}
