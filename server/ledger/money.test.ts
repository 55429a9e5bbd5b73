import { describe, expect, it } from 'vitest';
import { allocateByPrice, allocateByWeights, feeFor, mulDiv, mulDivRound, notional, proRata } from './money';
import { comboPayoutPerShare, comboStatus } from './combo-status';

describe('integer money maths', () => {
  it('mulDiv is exact beyond 2^53', () => {
    expect(mulDiv(123_456_789_012, 987_654, 1_000_000)).toBe(Number((123_456_789_012n * 987_654n) / 1_000_000n));
    expect(mulDiv(9_007_199_254_740_991, 3, 7)).toBe(Number((9_007_199_254_740_991n * 3n) / 7n));
    expect(mulDiv(10, 3, 4)).toBe(7);
    expect(mulDivRound(10, 3, 4)).toBe(8);
    expect(mulDivRound(5, 1, 2)).toBe(3);
  });

  it('notional and fee of a fill', () => {
    expect(notional(7_000_000, 330_000)).toBe(2_310_000); // BUY 7 @ 0.33
    expect(feeFor(100_000_000, 900_000, 200)).toBe(200_000); // 100 × min(0.9, 0.1) × 2%
    expect(feeFor(100_000_000, 500_000, 0)).toBe(0);
  });

  it('pro-rata removal never leaves a remainder on the last part', () => {
    expect(proRata(1_000, 1, 3)).toBe(333);
    expect(proRata(1_000, 3, 3)).toBe(1_000);
    expect(proRata(0, 1, 3)).toBe(0);
  });

  it('allocations add up exactly', () => {
    expect(allocateByPrice(10_000_000, 333_333)).toEqual([3_333_330, 6_666_670]);
    expect(allocateByPrice(1, 500_000)).toEqual([1, 0]);
    const parts = allocateByWeights(100, [1, 1, 1]);
    expect(parts).toEqual([34, 33, 33]);
    expect(allocateByWeights(7, [0, 0])).toEqual([4, 3]);
    expect(allocateByWeights(1_000_001, [3, 5, 7]).reduce((a, b) => a + b, 0)).toBe(1_000_001);
  });
});

describe('combo status from legs', () => {
  const open = { outcome_index: 0, resolved_at: null, payout0: null, payout1: null };
  const won = { outcome_index: 0, resolved_at: 1, payout0: 1_000_000, payout1: 0 };
  const lost = { outcome_index: 1, resolved_at: 1, payout0: 1_000_000, payout1: 0 };
  const half = { outcome_index: 1, resolved_at: 1, payout0: 500_000, payout1: 500_000 };
  it('classifies every status', () => {
    expect(comboStatus([open, open])).toBe('OPEN');
    expect(comboStatus([won, open])).toBe('PARTIAL');
    expect(comboStatus([half, open])).toBe('PARTIAL');
    expect(comboStatus([won, half])).toBe('RESOLVED_PARTIAL');
    expect(comboStatus([won, won])).toBe('RESOLVED_WIN');
    expect(comboStatus([lost, open])).toBe('RESOLVED_LOSS');
  });
  it('pays the product of the legs', () => {
    expect(comboPayoutPerShare([won, half, half])).toBe(250_000);
    expect(comboPayoutPerShare([lost, open])).toBe(0);
    expect(comboPayoutPerShare([won, open])).toBeNull();
  });
});
