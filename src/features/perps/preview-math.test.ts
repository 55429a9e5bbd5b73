import { describe, expect, it } from 'vitest';
import { liquidationPrice, notionalMicro, previewOrder } from './preview-math';

const BTC = { price_decimals: 0, quantity_decimals: 5, max_leverage: 50 };
const SILVER = { price_decimals: 3, quantity_decimals: 2, max_leverage: 10 };

describe('notionalMicro', () => {
  it('is price × qty exactly, in micro pUSD', () => {
    // 95,000 × 0.01000 BTC = $950
    expect(notionalMicro(BTC, 95_000n, 1_000n)).toBe(950_000_000n);
    // 48.125 × 3.07 = 147.74375
    expect(notionalMicro(SILVER, 48_125n, 307n)).toBe(147_743_750n);
  });
  it('rounds up past the sixth decimal', () => {
    expect(notionalMicro({ price_decimals: 4, quantity_decimals: 4, max_leverage: 1 }, 1n, 1n)).toBe(1n);
  });
});

describe('liquidationPrice (the gateway’s isolated formula)', () => {
  it('sits below the entry for a long and above it for a short', () => {
    // facts §6.1's example: short 0.02 BTC at 71,000, 10×, max 50 → 77,400 (within a step)
    const short = liquidationPrice(BTC, false, 71_000n, 2_000n, 10);
    expect(short).toBe(77_326n);
    const long = liquidationPrice(BTC, true, 71_000n, 2_000n, 10);
    expect(long).toBe(64_545n);
  });
  it('is zero for a long that cannot be liquidated (1× on a 1× instrument)', () => {
    expect(liquidationPrice({ ...BTC, max_leverage: 1 }, true, 71_000n, 2_000n, 1)).toBe(0n);
  });
});

describe('previewOrder', () => {
  it('gives notional, initial margin, taker fee and the margin left', () => {
    const p = previewOrder(BTC, { buy: true, price: 95_000n, qty: 1_000n, leverage: 20, maker: false, availableMicro: 1_000_000_000n });
    expect(p.notional).toBe(950_000_000n);
    expect(p.initialMargin).toBe(47_500_000n);
    expect(p.fee).toBe(380_000n); // 4 bp
    expect(p.marginLeft).toBe(1_000_000_000n - 47_500_000n - 380_000n);
  });
  it('charges the maker rate for post-only and rounds fees and margin up to the micro', () => {
    const p = previewOrder(SILVER, { buy: false, price: 48_125n, qty: 307n, leverage: 7, maker: true, availableMicro: undefined });
    expect(p.initialMargin).toBe(21_106_250n); // 147.74375 / 7 = 21.10625
    expect(p.fee).toBe(18_468n); // 147.74375 × 0.000125 = 0.018467968… → up
    expect(p.marginLeft).toBeUndefined();
  });
});
