import { resting, type PerpsOrder } from './types';

/*
 * One instrument's book: price levels best first, each a FIFO queue (price-time priority). Levels
 * are kept sorted by binary search on insert; a level empties out of the array when its last order
 * leaves. Only resting GTC orders live here.
 */

export type Level = { price: bigint; orders: PerpsOrder[] };

export class Book {
  readonly bids: Level[] = [];
  readonly asks: Level[] = [];

  private side(buy: boolean): Level[] {
    return buy ? this.bids : this.asks;
  }

  /** Index of the level at `price`, or where it would go, in best-first order. */
  private find(levels: Level[], price: bigint, buy: boolean): number {
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const p = levels[mid]!.price;
      if (buy ? p > price : p < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(o: PerpsOrder): void {
    const levels = this.side(o.buy);
    const i = this.find(levels, o.price!, o.buy);
    const level = levels[i];
    if (level && level.price === o.price) level.orders.push(o);
    else levels.splice(i, 0, { price: o.price!, orders: [o] });
  }

  remove(o: PerpsOrder): boolean {
    const levels = this.side(o.buy);
    const i = this.find(levels, o.price!, o.buy);
    const level = levels[i];
    if (!level || level.price !== o.price) return false;
    const at = level.orders.indexOf(o);
    if (at < 0) return false;
    level.orders.splice(at, 1);
    if (level.orders.length === 0) levels.splice(i, 1);
    return true;
  }

  best(buy: boolean): Level | undefined {
    return this.side(buy)[0];
  }

  /** The opposite side's levels a taker could reach, best first. */
  crossing(buy: boolean, limit: bigint | null): Level[] {
    const levels = this.side(!buy);
    if (limit === null) return levels;
    let n = 0;
    while (n < levels.length && (buy ? levels[n]!.price <= limit : levels[n]!.price >= limit)) n++;
    return levels.slice(0, n);
  }

  /** Aggregated [price, quantity] of the best `depth` levels. */
  depth(buy: boolean, depth: number): [bigint, bigint][] {
    return this.side(buy)
      .slice(0, depth)
      .map((l) => [l.price, l.orders.reduce((sum, o) => sum + resting(o), 0n)]);
  }
}
