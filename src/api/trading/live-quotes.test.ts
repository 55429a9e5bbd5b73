import { describe, expect, it } from 'vitest';
import { applyQuoteEvents, quotePrice, type Quote } from './live-quotes';
import type { MarketChannelEvent } from './ws-events';

const T = '101';
const book = (bids: string[], asks: string[], last = ''): MarketChannelEvent => ({
  event_type: 'book',
  asset_id: T,
  market: '0xm',
  bids: bids.map((price) => ({ price, size: '10' })),
  asks: asks.map((price) => ({ price, size: '10' })),
  timestamp: '1',
  hash: 'h',
  last_trade_price: last,
});
const change = (asset: string, best_bid: string, best_ask: string): MarketChannelEvent => ({
  event_type: 'price_change',
  market: '0xm',
  timestamp: '2',
  price_changes: [{ asset_id: asset, price: best_bid, size: '5', side: 'BUY', hash: 'o', best_bid, best_ask }],
});
const trade = (price: string): MarketChannelEvent => ({
  event_type: 'last_trade_price',
  asset_id: T,
  market: '0xm',
  price,
  size: '5',
  side: 'BUY',
  timestamp: '3',
});

describe('quotePrice', () => {
  it('is the midpoint of a spread of 10¢ or less, exactly', () => {
    expect(quotePrice({ bid: '0.53', ask: '0.54' })).toBe('0.535');
    expect(quotePrice({ bid: '0.001', ask: '0.002' })).toBe('0.0015');
    expect(quotePrice({ bid: '0.45', ask: '0.55', last: '0.9' })).toBe('0.5');
  });

  it('is the last trade when the spread is wider, or a side is empty', () => {
    expect(quotePrice({ bid: '0.2', ask: '0.31', last: '0.27' })).toBe('0.27');
    expect(quotePrice({ bid: '0', ask: '0.4', last: '0.38' })).toBe('0.38');
    expect(quotePrice({ bid: '0.6', ask: '1', last: '0.61' })).toBe('0.61');
  });

  it('says nothing it does not know', () => {
    expect(quotePrice({})).toBeUndefined();
    expect(quotePrice({ bid: '0.2', ask: '0.5' })).toBeUndefined();
  });
});

describe('applyQuoteEvents', () => {
  it('takes the best levels of a book (listed best last), then each change and trade in order', () => {
    const quotes = new Map<string, Quote>();
    expect([...applyQuoteEvents(quotes, [book(['0.5', '0.52'], ['0.58', '0.56'], '0.53')])]).toEqual([T]);
    expect(quotes.get(T)).toEqual({ bid: '0.52', ask: '0.56', last: '0.53' });
    expect(quotePrice(quotes.get(T)!)).toBe('0.54');

    applyQuoteEvents(quotes, [change(T, '0.4', '0.56'), trade('0.41')]);
    expect(quotes.get(T)).toEqual({ bid: '0.4', ask: '0.56', last: '0.41' });
    expect(quotePrice(quotes.get(T)!)).toBe('0.41');
  });

  it('reads an empty side as no price, and answers only the tokens an event names', () => {
    const quotes = new Map<string, Quote>();
    applyQuoteEvents(quotes, [book([], [])]);
    expect(quotes.get(T)).toEqual({ bid: '0', ask: '1' });
    expect(quotePrice(quotes.get(T)!)).toBeUndefined();
    expect([...applyQuoteEvents(quotes, [change('202', '0.3', '0.31')])]).toEqual(['202']);
    expect(quotes.get(T)).toEqual({ bid: '0', ask: '1' });
  });
});
