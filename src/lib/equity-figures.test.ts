import { describe, expect, it } from 'vitest';
import { equityFigures, toCents } from './equity-figures';

describe('equityFigures', () => {
  it('takes cash and market positions from the snapshot and the open combos as what /v2/value adds, each to the cent', () => {
    const f = equityFigures({ cash: '47353.446893', positionsValue: '3586.03621', portfolioValue: 3704.20621 });
    expect(f).toEqual({
      cash: '47353.45',
      positions: '3586.04',
      // Accounting's figure: the same cents, summed the same way (not 50,939.48, the exact sum rounded)
      marketEquity: '50939.49',
      marketEquityExact: '50939.483103',
      combos: '118.17',
      perps: null,
      // the sum of the cents shown, not the exact total rounded (51,057.65): the breakdown adds up on screen
      total: '51057.66',
      exact: '51057.653103',
    });
  });

  it('the demo trader: the Overview total is Accounting’s total plus the open combos, to the cent', () => {
    const overview = equityFigures({ cash: '47348.311104', positionsValue: '3586.03621', portfolioValue: '3704.20621' });
    const accounting = equityFigures({ cash: '47348.311104', positionsValue: '3586.03621' });
    expect(accounting.marketEquity).toBe(overview.marketEquity);
    expect(accounting.combos).toBeNull();
    expect(toCents(BigInt(overview.total!.replace('.', '')) * 10_000n)).toBe(
      toCents((BigInt(overview.marketEquity.replace('.', '')) + BigInt(overview.combos!.replace('.', ''))) * 10_000n),
    );
    expect([overview.marketEquity, overview.combos, overview.total]).toEqual(['50934.35', '118.17', '51052.52']);
  });

  it('adds up exactly where floats would not (0.1 + 0.2)', () => {
    const f = equityFigures({ cash: '0.1', positionsValue: '0.2', portfolioValue: '0.3' });
    expect([f.cash, f.positions, f.combos, f.marketEquity, f.total, f.exact]).toEqual(['0.1', '0.2', '0.1', '0.3', '0.4', '0.4']);
  });

  it('rounds half away from zero, negatives included', () => {
    expect([toCents(5_000n), toCents(4_999n), toCents(-5_000n), toCents(-4_999n)]).toEqual([1n, 0n, -1n, 0n]);
  });

  it('the perps account joins the total as a part of its own, to the cent, the exact total to the micro', () => {
    const f = equityFigures({ cash: '100.004', positionsValue: '50.004', portfolioValue: '50.004', perpsEquity: '998.299624' });
    expect([f.cash, f.positions, f.combos, f.perps, f.total]).toEqual(['100', '50', '0', '998.3', '1148.3']);
    expect(f.exact).toBe('1148.307624');
    expect(f.marketEquity).toBe('150');
  });
});
