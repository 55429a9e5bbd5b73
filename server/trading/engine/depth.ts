import type { BookSide, MarketBook } from './book';
import { ONE, type Depth, type DepthLevel, type OutcomeIndex } from './types';

/* Read views of a book: aggregated depth in outcome-0 terms, and the outcome-1 book as its mirror. */

function levels(side: BookSide, limit: number): DepthLevel[] {
  const out: DepthLevel[] = [];
  // keys hold the best price last
  for (let i = side.keys.length - 1; i >= 0 && out.length < limit; i--) {
    const level = side.levels.get(side.priceOf(side.keys[i]!))!;
    if (level.size > 0) out.push({ price: level.price, size: level.size });
  }
  return out;
}

/** Outcome-0 depth, best first on both sides; an unknown market is an empty book. */
export function bookDepth(book: MarketBook | undefined, limit = Infinity): Depth {
  if (!book) return { bids: [], asks: [] };
  return { bids: levels(book.bids, limit), asks: levels(book.asks, limit) };
}

/**
 * The other outcome's view of the same book: buying outcome 1 at q is selling outcome 0 at 1 − q, so
 * its bids are the outcome-0 asks at 1 − p and its asks the outcome-0 bids. Best-first order is kept.
 */
export function mirrorDepth(d: Depth): Depth {
  const flip = (l: DepthLevel): DepthLevel => ({ price: ONE - l.price, size: l.size });
  return { bids: d.asks.map(flip), asks: d.bids.map(flip) };
}

/** Depth as seen by the holder of `outcome`'s token. */
export function depthFor(d: Depth, outcome: OutcomeIndex): Depth {
  return outcome === 0 ? d : mirrorDepth(d);
}
