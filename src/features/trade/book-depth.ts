import { add, cmp, dec, mul, mustParse, show, sub, type Dec } from '../../api/trading/exact-decimal';
import type { Book, Side } from '../../api/trading/amounts';

/*
 * The book as the desk reads it: each side best price first, with the shares and dollars summed
 * from the best level down to each one (what an order reaching that level takes), the spread and
 * the midpoint. Exact decimals: a cumulative size is what the ticket is filled with.
 */

/** How many levels of each side the book shows (in a scroll past the first few). */
export const BOOK_DEPTH = 15;

export type DepthLevel = {
  price: string;
  size: string;
  /** shares from the best level to this one, inclusive */
  cumShares: string;
  /** dollars (price × size) from the best level to this one, inclusive */
  cumDollars: string;
};

export type Depth = { asks: DepthLevel[]; bids: DepthLevel[]; spread: string | undefined; mid: string | undefined };

/** The wire's side (best price LAST) as cumulative levels, best first. */
function side(levels: Book['asks'], depth: number): DepthLevel[] {
  let shares: Dec = dec(0n, 0);
  let dollars: Dec = dec(0n, 0);
  return levels
    .slice(-depth)
    .reverse()
    .map((l) => {
      const size = mustParse(l.size, 'book size');
      shares = add(shares, size);
      dollars = add(dollars, mul(size, mustParse(l.price, 'book price')));
      return { price: l.price, size: l.size, cumShares: show(shares), cumDollars: show(dollars) };
    });
}

export function bookDepth(book: Book, depth = BOOK_DEPTH): Depth {
  const asks = side(book.asks, depth);
  const bids = side(book.bids, depth);
  const ask = asks[0] && mustParse(asks[0].price, 'ask');
  const bid = bids[0] && mustParse(bids[0].price, 'bid');
  if (!ask || !bid || cmp(ask, bid) < 0) return { asks, bids, spread: undefined, mid: undefined };
  return { asks, bids, spread: show(sub(ask, bid)), mid: show(mul(add(ask, bid), dec(5n, 1))) };
}

/** What a click on a level fills the ticket with: an ask is bought, a bid sold, up to and including that level. */
export type LevelPick = { tokenId: string; side: Side; price: string; shares: string; dollars: string };

export const pickOf = (tokenId: string, book: 'asks' | 'bids', level: DepthLevel): LevelPick => ({
  tokenId,
  side: book === 'asks' ? 'BUY' : 'SELL',
  price: level.price,
  shares: level.cumShares,
  dollars: level.cumDollars,
});
