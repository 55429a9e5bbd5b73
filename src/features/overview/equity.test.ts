import { describe, expect, it } from 'vitest';
import { equityParts } from './equity';

describe('equityParts', () => {
  it('takes cash and market positions from the snapshot and the open combos as what /v2/value adds, each to the cent', () => {
    const parts = equityParts({ cash: '47353.446893', positionsValue: '3586.03621', asOf: '2026-11-25T06:09:01Z' }, 3704.20621);
    expect(parts).toEqual({
      cash: '47353.45',
      positions: '3586.04',
      combos: '118.17',
      // the sum of the cents shown, not the exact total rounded (51,057.65): the breakdown adds up on screen
      total: '51057.66',
      exact: '51057.653103',
      asOf: '2026-11-25T06:09:01Z',
    });
  });

  it('adds up exactly where floats would not (0.1 + 0.2)', () => {
    const parts = equityParts({ cash: '0.1', positionsValue: '0.2', asOf: '' }, '0.3');
    expect([parts.cash, parts.positions, parts.combos, parts.total, parts.exact]).toEqual(['0.1', '0.2', '0.1', '0.4', '0.4']);
  });
});
