import { instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import { accountQueries } from '../account/portfolio';
import type { PerpsContext } from '../context';
import { notionalMicro } from '../market/units';
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

  /**
   * The account's open orders, from the engine's running sums: their count, a client id clash, what
   * rests on this instrument each way (reduce-only on the order's side apart), and the initial
   * margin the orders on other instruments hold.
   */
  function openOrders(account: string, i: SeededInstrument, o: CheckedOrder, leverage: (x: SeededInstrument) => bigint) {
    const sums = ctx.market.engine.sums.of(account);
    const here = sums.byInstrument.get(i.instrument_id);
    let otherIm = 0n;
    for (const [iid, x] of sums.byInstrument) {
      if (iid === i.instrument_id || x.priceQty === 0n) continue;
      const xi = instrumentById(iid)!;
      otherIm += ceil(x.priceQty * 10n ** BigInt(6 - xi.price_decimals - xi.quantity_decimals), leverage(xi));
    }
    return {
      count: sums.count,
      coidTaken: o.coid !== undefined && sums.coids.has(o.coid),
      buys: here?.buys ?? 0n,
      sells: here?.sells ?? 0n,
      reduceOnly: (o.buy ? here?.roBuys : here?.roSells) ?? 0n,
      otherIm,
    };
  }

  /** Why the order cannot be accepted, or undefined. */
  function refusal(account: string, i: SeededInstrument, o: CheckedOrder & { qty: bigint }): string | undefined {
    // one leverage read per instrument, however many orders rest on it
    const levs = new Map<number, { leverage: number; cross: boolean }>();
    const config = (x: SeededInstrument) => {
      let l = levs.get(x.instrument_id);
      if (l === undefined) levs.set(x.instrument_id, (l = q.leverageOf(account, x)));
      return l;
    };
    const leverage = (x: SeededInstrument) => BigInt(config(x).leverage);
    const open = openOrders(account, i, o, leverage);
    if (open.count >= OPEN_ORDERS_LIMIT) return 'open_orders_limit';
    if (open.coidTaken) return 'duplicate_order';
    // a scope being liquidated takes no new orders (facts §6.4)
    if (ctx.liquidations.covers(account, i.instrument_id, config(i).cross)) return 'account_liquidating';
    const size = BigInt(ctx.ledger.perps.positionOf(account, i.instrument_id)?.size ?? 0);
    const price = o.price ?? ctx.market.mark(i.instrument_id);
    if (notionalMicro(i, price, o.qty) < BigInt(i.min_notional) * 1_000_000n && !o.ro) return 'order_below_min_notional';
    if (o.ro) {
      const closing = o.buy ? size < 0n : size > 0n;
      const abs = size < 0n ? -size : size;
      return closing && o.qty + open.reduceOnly <= abs ? undefined : 'reduce_only_invalid';
    }
    // every other instrument's positions as the portfolio counts them, and the equity they leave
    const list = q.figures(account);
    const equity = BigInt(ctx.ledger.perps.collateralOf(account)) + list.reduce((s, f) => s + f.upnl, 0n);
    const others = list.filter((f) => f.instrument.instrument_id !== i.instrument_id).reduce((s, f) => s + f.im, 0n);
    const long = size + open.buys + (o.buy ? o.qty : 0n);
    const short = size - open.sells - (o.buy ? 0n : o.qty);
    const worst = (long < 0n ? -long : long) > (short < 0n ? -short : short) ? long : short;
    const need = ceil(notionalMicro(i, ctx.market.mark(i.instrument_id), worst < 0n ? -worst : worst), leverage(i));
    return others + open.otherIm + need <= equity ? undefined : 'insufficient_margin';
  }

  return { refusal };
}
