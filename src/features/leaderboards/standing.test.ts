import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { pageOfRank, placement, rankFor, sameAddress } from './standing';

describe('standing derivation', () => {
  it('takes the rank of the board being read', () => {
    const s = { rank_pnl: 294, rank_volume: 52 };
    expect(rankFor(s, 'PNL')).toBe(294);
    expect(rankFor(s, 'VOLUME')).toBe(52);
    expect(rankFor({ rank_pnl: null, rank_volume: 3 }, 'PNL')).toBeNull();
  });

  it('finds the page of a rank', () => {
    expect(pageOfRank(1, 25)).toBe(1);
    expect(pageOfRank(25, 25)).toBe(1);
    expect(pageOfRank(26, 25)).toBe(2);
    expect(pageOfRank(294, 25)).toBe(12);
  });

  it('places a rank relative to the page on screen', () => {
    expect(placement(null, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'unranked' });
    expect(placement(1, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'on-page' });
    expect(placement(25, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'on-page' });
    expect(placement(26, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'elsewhere', page: 2, before: false });
    expect(placement(3, { offset: 25, rows: 25 }, 25)).toEqual({ kind: 'elsewhere', page: 1, before: true });
    // a short last page holds only its own rows
    expect(placement(30, { offset: 25, rows: 4 }, 25)).toEqual({ kind: 'elsewhere', page: 2, before: false });
    expect(placement(7, undefined, 25)).toEqual({ kind: 'elsewhere', page: 1, before: false });
  });

  it('compares addresses without regard to case', () => {
    expect(sameAddress(DEMO_TRADER, DEMO_TRADER.toLowerCase())).toBe(true);
    expect(sameAddress('', '')).toBe(false);
  });
});
