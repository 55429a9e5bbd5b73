import { notional } from '../../ledger/money';
import type { EngineOrder } from './types';

/*
 * What the owner's resting orders hold back, kept incrementally so the service can check a new
 * order against balance minus open orders in O(1). Cash is the ledger's notional (floored) of each
 * resting BUY's remaining size at its own price, summed per order (so it always equals a recount);
 * fees are NOT included: they are charged at match time, and the service adds a margin if it wants one.
 * Shares are the remaining sizes of resting SELLs, per token.
 */
export class Reservations {
  private readonly cash = new Map<string, number>();
  private readonly shares = new Map<string, Map<string, number>>();

  cashOf(owner: string): number {
    return this.cash.get(owner) ?? 0;
  }

  sharesOf(owner: string, asset: string): number {
    return this.shares.get(owner)?.get(asset) ?? 0;
  }

  /** An order starts resting with its current size. */
  add(o: EngineOrder): void {
    if (o.side === 'BUY') this.moveCash(o.owner, notional(o.size, o.price));
    else this.moveShares(o.owner, o.asset, o.size);
  }

  /** An order leaves the book with its current size (filled orders leave with 0). */
  remove(o: EngineOrder): void {
    if (o.side === 'BUY') this.moveCash(o.owner, -notional(o.size, o.price));
    else this.moveShares(o.owner, o.asset, -o.size);
  }

  /** A resting order's size went from `before` to its current size. */
  resized(o: EngineOrder, before: number): void {
    if (o.side === 'BUY') this.moveCash(o.owner, notional(o.size, o.price) - notional(before, o.price));
    else this.moveShares(o.owner, o.asset, o.size - before);
  }

  private moveCash(owner: string, delta: number): void {
    if (delta === 0) return;
    const next = (this.cash.get(owner) ?? 0) + delta;
    // owners with nothing resting leave the map, so it only ever holds active owners
    if (next === 0) this.cash.delete(owner);
    else this.cash.set(owner, next);
  }

  private moveShares(owner: string, asset: string, delta: number): void {
    if (delta === 0) return;
    let byAsset = this.shares.get(owner);
    if (!byAsset) this.shares.set(owner, (byAsset = new Map()));
    const next = (byAsset.get(asset) ?? 0) + delta;
    if (next !== 0) byAsset.set(asset, next);
    else {
      byAsset.delete(asset);
      if (byAsset.size === 0) this.shares.delete(owner);
    }
  }
}
