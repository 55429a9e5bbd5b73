import { describe, expect, it } from 'vitest';
import { bookDepth, pickOf } from './book-depth';

// the wire's order: bids ascending, asks descending, the best price of each LAST
const book = {
  bids: [
    { price: '0.40', size: '30' },
    { price: '0.41', size: '20.5' },
    { price: '0.42', size: '10' },
  ],
  asks: [
    { price: '0.47', size: '5' },
    { price: '0.46', size: '12' },
    { price: '0.455', size: '10' },
  ],
};

describe('the book with depth', () => {
  it('lists each side best first, summing shares and dollars from the best level', () => {
    const d = bookDepth(book);
    expect(d.asks.map((l) => [l.price, l.cumShares, l.cumDollars])).toEqual([
      ['0.455', '10', '4.55'],
      ['0.46', '22', '10.07'],
      ['0.47', '27', '12.42'],
    ]);
    expect(d.bids.map((l) => [l.price, l.cumShares])).toEqual([
      ['0.42', '10'],
      ['0.41', '30.5'],
      ['0.40', '60.5'],
    ]);
  });

  it('gives the spread and midpoint exactly', () => {
    expect(bookDepth(book)).toMatchObject({ spread: '0.035', mid: '0.4375' });
    expect(bookDepth({ bids: [], asks: book.asks })).toMatchObject({ spread: undefined, mid: undefined });
  });

  it('shows up to 15 levels a side, the best ones', () => {
    const many = { bids: Array.from({ length: 20 }, (_, i) => ({ price: `0.${10 + i}`, size: '1' })), asks: [] };
    const d = bookDepth(many);
    expect(d.bids).toHaveLength(15);
    expect(d.bids[0]!.price).toBe('0.29');
    expect(d.bids[14]).toMatchObject({ price: '0.15', cumShares: '15' });
  });

  it('fills a ticket from a click: an ask is bought, a bid sold, up to that level', () => {
    const d = bookDepth(book);
    expect(pickOf('t', 'asks', d.asks[1]!)).toEqual({ tokenId: 't', side: 'BUY', price: '0.46', shares: '22', dollars: '10.07' });
    expect(pickOf('t', 'bids', d.bids[0]!)).toMatchObject({ side: 'SELL', price: '0.42', shares: '10' });
  });
});
