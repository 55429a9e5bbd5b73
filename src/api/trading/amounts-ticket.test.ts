import { describe, expect, it } from 'vitest';
import { fillPreview, marketPrice, priceError, sizeError, type Book } from './amounts';

/* What a ticket shows while a trader types: form messages, the market price and the fill preview. */

// bids ascending and asks descending: the best price of each side is LAST, as /book lists them
const BOOK: Book = {
  bids: [
    { price: '0.40', size: '100' },
    { price: '0.45', size: '20' },
    { price: '0.48', size: '10' },
  ],
  asks: [
    { price: '0.60', size: '100' },
    { price: '0.55', size: '20' },
    { price: '0.52', size: '10' },
  ],
};

describe('priceError', () => {
  it.each([
    ['0.55', '0.01', undefined],
    ['0.01', '0.01', undefined],
    ['0.99', '0.01', undefined],
    ['0.550', '0.01', undefined],
    ['.5', '0.1', undefined],
    ['0.115', '0.005', undefined],
    ['0.9975', '0.0025', undefined],
    ['', '0.01', 'Enter a price'],
    ['abc', '0.01', 'Price must be a number'],
    ['-0.5', '0.01', 'Price must be a number'],
    ['0', '0.01', 'Price must be between 1¢ and 99¢.'],
    ['1', '0.01', 'Price must be between 1¢ and 99¢.'],
    ['0.9999', '0.001', 'Price must be between 0.1¢ and 99.9¢.'],
    ['0.555', '0.01', 'Prices in this market move in steps of 1¢.'],
    ['0.112', '0.005', 'Prices in this market move in steps of 0.5¢.'],
    ['0.3326', '0.0025', 'Prices in this market move in steps of 0.25¢.'],
  ] as const)('%s at tick %s → %s', (price, tick, message) => {
    expect(priceError(price, tick)).toBe(message);
  });
});

describe('sizeError', () => {
  it.each([
    ['5', '5', undefined],
    ['12.34', '5', undefined],
    ['12.340', '5', undefined],
    ['', '5', 'Enter a size'],
    ['ten', '5', 'Size must be a number'],
    ['0', '5', 'Size must be more than 0'],
    ['4.99', '5', 'The smallest order in this market is 5 shares.'],
    ['12.345', '5', 'Size can have at most 2 decimals.'],
  ] as const)('%s with minimum %s → %s', (size, min, message) => {
    expect(sizeError(size, min)).toBe(message);
  });
});

describe('marketPrice', () => {
  it('walks from the best level until the amount is covered: dollars for a BUY, shares for a SELL', () => {
    expect(marketPrice(BOOK, 'BUY', '5.2', 'FOK')).toBe('0.52'); // 10 × 0.52 covers 5.2
    expect(marketPrice(BOOK, 'BUY', '5.21', 'FOK')).toBe('0.55');
    expect(marketPrice(BOOK, 'BUY', '76.2', 'FOK')).toBe('0.60'); // 5.2 + 11 + 60
    expect(marketPrice(BOOK, 'SELL', '10', 'FOK')).toBe('0.48');
    expect(marketPrice(BOOK, 'SELL', '30', 'FAK')).toBe('0.45');
  });

  it('without enough depth: FOK has no price, FAK takes the last level; an empty side has none', () => {
    expect(marketPrice(BOOK, 'BUY', '1000', 'FOK')).toBeUndefined();
    expect(marketPrice(BOOK, 'BUY', '1000', 'FAK')).toBe('0.60');
    expect(marketPrice(BOOK, 'SELL', '131', 'FAK')).toBe('0.40');
    expect(marketPrice({ bids: [], asks: [] }, 'BUY', '1', 'FAK')).toBeUndefined();
  });
});

describe('fillPreview', () => {
  it('a market BUY spends dollars level by level, the last level in part', () => {
    // 10 @ 0.52 = 5.2, 20 @ 0.55 = 11, then 3.8 / 0.60 = 6.333333 shares
    expect(fillPreview(BOOK, 'BUY', '20', 'market')).toEqual({
      shares: '36.333333',
      cost: '20.000000', // 19.9999998, to six places
      fee: '0.000000',
      total: '20.000000',
      averagePrice: '0.550459',
      payoutIfWins: '36.333333',
      filledShares: '36.333333',
      restingShares: '0.000000',
    });
  });

  it('a market SELL sells shares into the bids', () => {
    expect(fillPreview(BOOK, 'SELL', '25', 'market')).toEqual({
      shares: '25.000000',
      cost: '11.550000', // 10 × 0.48 + 15 × 0.45
      fee: '0.000000',
      total: '11.550000',
      averagePrice: '0.462000',
      payoutIfWins: '11.550000',
      filledShares: '25.000000',
      restingShares: '0.000000',
    });
  });

  it('a limit BUY takes the asks at or below its price and rests the rest at its price', () => {
    expect(fillPreview(BOOK, 'BUY', '50', 'limit', '0.55')).toEqual({
      shares: '50.000000',
      cost: '27.200000', // 10 × 0.52 + 20 × 0.55 + 20 resting × 0.55
      fee: '0.000000',
      total: '27.200000',
      averagePrice: '0.544000',
      payoutIfWins: '50.000000',
      filledShares: '30.000000',
      restingShares: '20.000000',
    });
  });

  it('a limit SELL that crosses nothing all rests', () => {
    expect(fillPreview(BOOK, 'SELL', '10', 'limit', '0.5')).toMatchObject({
      shares: '10.000000',
      cost: '5.000000',
      fee: '0.000000',
      total: '5.000000',
      filledShares: '0.000000',
      restingShares: '10.000000',
    });
  });

  it('an empty book fills nothing and has no average price', () => {
    expect(fillPreview({ bids: [], asks: [] }, 'BUY', '10', 'market')).toEqual({
      shares: '0.000000',
      cost: '0.000000',
      fee: '0.000000',
      total: '0.000000',
      averagePrice: undefined,
      payoutIfWins: '0.000000',
      filledShares: '0.000000',
      restingShares: '0.000000',
    });
    expect(() => fillPreview(BOOK, 'BUY', '10', 'limit')).toThrow(/needs a price/);
  });
});
