import { describe, expect, it } from 'vitest';
import { priceSummary } from './price-summary';

describe('the Trade view chart summary', () => {
  it('says the last price and the move over the window', () => {
    expect(priceSummary([])).toBe('');
    expect(
      priceSummary([
        { t: 1, price: 0.52 },
        { t: 2, price: 0.55 },
      ]),
    ).toBe('Last 55.0¢, up 3.0¢ over the window');
    expect(
      priceSummary([
        { t: 1, price: 0.6 },
        { t: 2, price: 0.45 },
      ]),
    ).toBe('Last 45.0¢, down 15.0¢ over the window');
    expect(priceSummary([{ t: 1, price: 0.3 }])).toBe('Last 30.0¢, unchanged over the window');
  });
});
