import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { OrderBook } from '../../api/trading/contract/schemas-books';
import type { MarketChannelEvent } from '../../api/trading/ws-events';
import { tradeKeys } from './queries';

/*
 * Market-channel events written into the book queries React Query already holds (no second store):
 * a book replaces the levels, a price change sets one level, a trade sets the last price. A book
 * the cache does not hold yet is left to its HTTP read.
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

export function applyMarketEvents(client: QueryClient, events: readonly MarketChannelEvent[]): void {
  const update = (tokenId: string, change: (b: Book) => Book) =>
    client.setQueryData<Book>(tradeKeys.book(tokenId), (prev) => (prev ? change(prev) : prev));
  for (const e of events) {
    if (e.event_type === 'book')
      update(e.asset_id, (b) => ({
        ...b,
        bids: e.bids,
        asks: e.asks,
        hash: e.hash,
        timestamp: e.timestamp,
        tick_size: e.tick_size ?? b.tick_size,
        last_trade_price: e.last_trade_price || b.last_trade_price,
      }));
    else if (e.event_type === 'price_change')
      for (const c of e.price_changes) update(c.asset_id, (b) => ({ ...withLevel(b, c.side, c.price, c.size), timestamp: e.timestamp }));
    else if (e.event_type === 'last_trade_price') update(e.asset_id, (b) => ({ ...b, last_trade_price: e.price }));
    else if (e.event_type === 'tick_size_change') {
      update(e.asset_id, (b) => ({ ...b, tick_size: e.new_tick_size }));
      void client.invalidateQueries({ queryKey: tradeKeys.tickSize(e.asset_id) });
    }
  }
}
