import { describe, expect, it } from 'vitest';
import { applyToBook, touches, withLevel, type Book } from './live-book';
import type { MarketChannelEvent } from './ws-events';

const book: Book = {
  market: '0xc1',
  asset_id: 'T1',
  timestamp: '1',
  hash: '0xh',
  bids: [
    { price: '0.4', size: '10' },
    { price: '0.45', size: '5' },
  ],
  asks: [
    { price: '0.6', size: '8' },
    { price: '0.55', size: '3' },
  ],
  min_order_size: '5',
  tick_size: '0.01',
  neg_risk: false,
  last_trade_price: '0.5',
};

describe('withLevel', () => {
  it('inserts, replaces and removes levels, keeping the best price last on each side', () => {
    expect(withLevel(book, 'BUY', '0.42', '7').bids.map((l) => l.price)).toEqual(['0.4', '0.42', '0.45']);
    expect(withLevel(book, 'BUY', '0.47', '1').bids.map((l) => l.price)).toEqual(['0.4', '0.45', '0.47']);
    expect(withLevel(book, 'SELL', '0.57', '2').asks.map((l) => l.price)).toEqual(['0.6', '0.57', '0.55']);
    expect(withLevel(book, 'SELL', '0.50', '2').asks.map((l) => l.price)).toEqual(['0.6', '0.55', '0.50']);
    expect(withLevel(book, 'BUY', '0.45', '9').bids).toEqual([
      { price: '0.4', size: '10' },
      { price: '0.45', size: '9' },
    ]);
    expect(withLevel(book, 'SELL', '0.550', '0').asks).toEqual([{ price: '0.6', size: '8' }]);
  });
});

describe('applyToBook', () => {
  it('applies a price change, a trade and a book of this token, in order, and ignores other tokens', () => {
    const events: MarketChannelEvent[] = [
      {
        event_type: 'price_change',
        market: '0xc1',
        timestamp: '2',
        price_changes: [
          { asset_id: 'T1', price: '0.46', size: '4', side: 'BUY', hash: '0xo' },
          { asset_id: 'T2', price: '0.54', size: '4', side: 'SELL', hash: '0xo' },
        ],
      },
      { event_type: 'last_trade_price', asset_id: 'T1', market: '0xc1', price: '0.55', size: '3', side: 'BUY', timestamp: '3' },
      { event_type: 'book', asset_id: 'T2', market: '0xc1', bids: [], asks: [], timestamp: '4', hash: '0xb' },
    ];
    expect(events.map((e) => touches(e, 'T1'))).toEqual([true, true, false]);
    const after = applyToBook(book, 'T1', events);
    expect(after.bids.at(-1)).toEqual({ price: '0.46', size: '4' });
    expect(after.asks).toEqual(book.asks);
    expect(after.last_trade_price).toBe('0.55');
    expect(after.timestamp).toBe('2');
    // applying the same events again changes nothing: two views of one book may both write it
    expect(applyToBook(after, 'T1', events)).toEqual(after);
    const fresh = applyToBook(after, 'T1', [
      {
        event_type: 'book',
        asset_id: 'T1',
        market: '0xc1',
        bids: [{ price: '0.3', size: '1' }],
        asks: [],
        timestamp: '5',
        hash: '0xn',
        last_trade_price: '',
      },
    ]);
    expect(fresh).toMatchObject({ bids: [{ price: '0.3', size: '1' }], asks: [], hash: '0xn', last_trade_price: '0.55' });
  });
});
