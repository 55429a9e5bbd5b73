import type { EngineOrder } from './types';

/*
 * The data structures of one market's book. A side is a sorted array of its active prices plus a
 * Map from price to a FIFO level; a level is an array with a head index, so taking from the front is
 * O(1) and removing from the middle (a cancel, an expiry, a fill past a skipped self order) marks the
 * entry dead in O(1) and leaves the slot to tidy().
 */

/** A resting order and where it sits. */
export type Resting = {
  order: EngineOrder;
  /** Outcome-0 price, the key of its level. */
  price: number;
  live: boolean;
  level: Level;
  side: BookSide;
  book: MarketBook;
};

/** Dead slots tolerated before a level rewrites its array (amortizes the rewrite over many removals). */
const SLACK = 32;

export class Level {
  entries: Resting[] = [];
  head = 0;
  /** Live entries and the sum of their remaining sizes. */
  live = 0;
  size = 0;

  constructor(readonly price: number) {}

  /** Adds in `seq` order: at the end for a new order, in place for one restored out of order. */
  push(r: Resting): void {
    const e = this.entries;
    const seq = r.order.seq;
    if (e.length > this.head && e[e.length - 1]!.order.seq > seq) {
      // entries from head on stay sorted by seq (dead ones included), so a binary search finds the slot
      let lo = this.head;
      let hi = e.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (e[mid]!.order.seq < seq) lo = mid + 1;
        else hi = mid;
      }
      e.splice(lo, 0, r);
    } else e.push(r);
    this.live++;
    this.size += r.order.size;
  }

  /** Forgets an entry in O(1); call with the order's remaining size still set. */
  drop(r: Resting): void {
    r.live = false;
    this.live--;
    this.size -= r.order.size;
  }

  /** Reclaims dead slots: advances the head, and rewrites the array once dead slots outnumber live ones. */
  tidy(): void {
    const e = this.entries;
    while (this.head < e.length && !e[this.head]!.live) this.head++;
    if (this.head === e.length) {
      this.entries = [];
      this.head = 0;
      return;
    }
    const dead = e.length - this.live;
    if (dead > SLACK && dead > this.live) {
      this.entries = e.slice(this.head).filter((x) => x.live);
      this.head = 0;
    }
  }
}

/** Index of the first key ≥ k in an ascending array. */
function lowerBound(keys: number[], k: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class BookSide {
  /**
   * Sort keys ascending with the best price LAST (price for bids, −price for asks): the best level is
   * the one most often added and removed, and the end of an array is where that is cheap.
   */
  readonly keys: number[] = [];
  readonly levels = new Map<number, Level>();

  constructor(readonly bid: boolean) {}

  keyOf(price: number): number {
    return this.bid ? price : -price;
  }

  priceOf(key: number): number {
    return this.bid ? key : -key;
  }

  /** Appends to the price's level, creating it when new. */
  levelFor(price: number): Level {
    let level = this.levels.get(price);
    if (!level) {
      level = new Level(price);
      this.levels.set(price, level);
      const k = this.keyOf(price);
      const at = lowerBound(this.keys, k);
      if (at === this.keys.length) this.keys.push(k);
      else this.keys.splice(at, 0, k);
    }
    return level;
  }

  /** Removes an empty level, by its index in `keys` when the caller has it. */
  removeLevel(price: number, index?: number): void {
    this.levels.delete(price);
    const at = index ?? lowerBound(this.keys, this.keyOf(price));
    if (at === this.keys.length - 1) this.keys.pop();
    else this.keys.splice(at, 1);
  }

  best(): number | undefined {
    const n = this.keys.length;
    return n ? this.priceOf(this.keys[n - 1]!) : undefined;
  }
}

export class MarketBook {
  readonly bids = new BookSide(true);
  readonly asks = new BookSide(false);
  readonly orders = new Map<string, Resting>();

  constructor(readonly market: string) {}
}
