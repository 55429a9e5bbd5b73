import { describe, expect, it } from 'vitest';
import { trackRecord } from './track-record';

describe('trackRecord', () => {
  it('counts wins and losses, and sums PnL and cost exactly', () => {
    const r = trackRecord([
      { total_pnl: 37.3632, avg_price: 0.04, total_size: 38.92 },
      { total_pnl: -12.1, avg_price: 0.55, total_size: 22 },
      { total_pnl: 0, avg_price: 0.5, total_size: 10 },
      { total_pnl: 0.1, avg_price: 0.2, total_size: 0.3 },
    ]);
    expect(r).toMatchObject({ wins: 2, losses: 2, winRate: 0.5 });
    // 37.3632 − 12.1 + 0 + 0.1, never 25.363199999999996
    expect(r.pnl).toBe('25.3632');
    // 1.5568 + 12.1 + 5 + 0.06
    expect(r.cost).toBe('18.7168');
    expect(r.roi).toBeCloseTo(25.3632 / 18.7168, 5);
  });

  it('has no rate and no ROI before anything settled', () => {
    expect(trackRecord([])).toEqual({ wins: 0, losses: 0, winRate: null, pnl: '0', cost: '0', roi: null });
  });
});
