import type { PerpsOrder } from './types';
import { resting } from './types';

/*
 * Running sums of each account's open orders (resting, partial, or in their taker delay), kept as
 * the engine changes them, so the per-order checks read an account's whole order book in O(1)
 * instead of walking up to a thousand orders for every new one. Each order's share is taken out
 * and put back in at every change of its state (the engine's one `set`), so the sums are always
 * the orders' current figures.
 */

/** What rests on one instrument: quantities each way (reduce-only apart) and Σ price × quantity. */
export type InstrumentSums = { buys: bigint; sells: bigint; roBuys: bigint; roSells: bigint; priceQty: bigint };
export type AccountSums = { count: number; coids: Map<string, number>; byInstrument: Map<number, InstrumentSums> };

type Share = { iid: number; buy: boolean; ro: boolean; rest: bigint; priceQty: bigint; coid?: string };

const isOpenStatus = (o: PerpsOrder) => o.status === 'open' || o.status === 'partial' || o.status === 'accepted';
const EMPTY: AccountSums = { count: 0, coids: new Map(), byInstrument: new Map() };

export class OpenOrderSums {
  private readonly accounts = new Map<string, AccountSums>();
  private readonly shares = new Map<PerpsOrder, Share>();

  of(account: string): AccountSums {
    return this.accounts.get(account) ?? EMPTY;
  }

  /** Brings `o`'s share up to date: out with the old figures, in with the new if it is open. */
  recount(o: PerpsOrder): void {
    const old = this.shares.get(o);
    if (old) this.apply(o.account, old, -1);
    if (!isOpenStatus(o)) {
      this.shares.delete(o);
      return;
    }
    const rest = resting(o);
    const share: Share = { iid: o.iid, buy: o.buy, ro: o.ro, rest, priceQty: (o.price ?? 0n) * rest, coid: o.coid };
    this.shares.set(o, share);
    this.apply(o.account, share, 1);
  }

  private apply(account: string, s: Share, sign: 1 | -1): void {
    let a = this.accounts.get(account);
    if (!a) this.accounts.set(account, (a = { count: 0, coids: new Map(), byInstrument: new Map() }));
    a.count += sign;
    if (s.coid) {
      const n = (a.coids.get(s.coid) ?? 0) + sign;
      if (n === 0) a.coids.delete(s.coid);
      else a.coids.set(s.coid, n);
    }
    let i = a.byInstrument.get(s.iid);
    if (!i) a.byInstrument.set(s.iid, (i = { buys: 0n, sells: 0n, roBuys: 0n, roSells: 0n, priceQty: 0n }));
    const d = sign === 1 ? s.rest : -s.rest;
    if (s.buy) i.buys += d;
    else i.sells += d;
    if (s.ro && s.buy) i.roBuys += d;
    if (s.ro && !s.buy) i.roSells += d;
    i.priceQty += sign === 1 ? s.priceQty : -s.priceQty;
    if (a.count === 0) this.accounts.delete(account);
  }
}
