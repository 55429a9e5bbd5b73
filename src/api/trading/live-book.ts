import type { z } from 'zod/mini';
import type { OrderBook } from './contract/schemas-books';
import type { MarketChannelEvent } from './ws-events';

/*
 * A book read over HTTP, kept current by the market channel's events: a book replaces the levels, a
 * price change sets one level, a trade sets the last price. Every event sets rather than adds, so
 * applying one twice (two views of one book) changes nothing.
 */

export type Book = z.infer<typeof OrderBook>;

/**
 * The book with one level set to `size` ("0" removes it). Both sides keep the wire's order, the
 * best price last: bids ascending, asks descending.
 */
export function withLevel(book: Book, side: 'BUY' | 'SELL', price: string, size: string): Book {
  const key = side === 'BUY' ? 'bids' : 'asks';
  const p = Number(price);
  const levels = book[key].filter((l) => Number(l.price) !== p);
  if (Number(size) > 0) {
    const after = (l: { price: string }) => (side === 'BUY' ? Number(l.price) > p : Number(l.price) < p);
    const at = levels.findIndex(after);
    levels.splice(at < 0 ? levels.length : at, 0, { price, size });
  }
  return { ...book, [key]: levels };
}

/** Does this event change the book of `tokenId`? */
export function touches(e: MarketChannelEvent, tokenId: string): boolean {
  if (e.event_type === 'price_change') return e.price_changes.some((c) => c.asset_id === tokenId);
  return 'asset_id' in e && e.asset_id === tokenId;
}

/** One token's book after the channel's events, applied in order. */
export function applyToBook(book: Book, tokenId: string, events: readonly MarketChannelEvent[]): Book {
  let b = book;
  for (const e of events) {
    if (e.event_type === 'book' && e.asset_id === tokenId)
      b = {
        ...b,
        bids: e.bids,
        asks: e.asks,
        hash: e.hash,
        timestamp: e.timestamp,
        tick_size: e.tick_size ?? b.tick_size,
        last_trade_price: e.last_trade_price || b.last_trade_price,
      };
    else if (e.event_type === 'price_change') {
      for (const c of e.price_changes) if (c.asset_id === tokenId) b = { ...withLevel(b, c.side, c.price, c.size), timestamp: e.timestamp };
    } else if (e.event_type === 'last_trade_price' && e.asset_id === tokenId) b = { ...b, last_trade_price: e.price };
    else if (e.event_type === 'tick_size_change' && e.asset_id === tokenId) b = { ...b, tick_size: e.new_tick_size };
  }
  return b;
}
