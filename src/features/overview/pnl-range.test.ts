import { describe, expect, it } from 'vitest';
import { FIDELITY_SECONDS, INTERVAL_SECONDS } from '../../../server/data/boards/handlers-wallet';
import { userPnlV2Query } from '../../api/data/contract/params-boards';
import { DEFAULT_FIDELITY, DEFAULT_RANGE, FIDELITIES, INTERVALS, readRange, withInterval, writeRange } from './pnl-range';

const read = (s: string) => readRange(new URLSearchParams(s));

describe('PnL chart range in the URL', () => {
  it('reads the default from a plain URL and writes nothing back for it', () => {
    expect(read('')).toEqual(DEFAULT_RANGE);
    expect(writeRange(DEFAULT_RANGE, new URLSearchParams()).toString()).toBe('');
  });

  it('round-trips every offered pair and keeps the rest of the URL', () => {
    for (const interval of INTERVALS) {
      for (const fidelity of FIDELITIES[interval]) {
        const written = writeRange({ interval, fidelity }, new URLSearchParams('status=CLOSED&interval=junk'));
        expect(written.get('status')).toBe('CLOSED');
        expect(read(written.toString())).toEqual({ interval, fidelity });
      }
    }
  });

  it('leaves a window’s own step out of the URL', () => {
    expect(writeRange(withInterval('1w'), new URLSearchParams()).toString()).toBe('interval=1w');
    expect(writeRange({ interval: '1w', fidelity: '1h' }, new URLSearchParams()).toString()).toBe('interval=1w&fidelity=1h');
  });

  it('forgives hand-edited URLs the way the API would not', () => {
    // the API matches case-sensitively: 1M is not a month
    expect(read('interval=1M')).toEqual(DEFAULT_RANGE);
    expect(read('interval=max')).toEqual(DEFAULT_RANGE);
    // a step not offered for the window falls back to the window's own
    expect(read('interval=all&fidelity=1h')).toEqual({ interval: 'all', fidelity: DEFAULT_FIDELITY.all });
    expect(read('interval=6h&fidelity=1d')).toEqual({ interval: '6h', fidelity: '1h' });
  });

  it('picks a window with its own step', () => {
    for (const interval of INTERVALS) expect(withInterval(interval)).toEqual({ interval, fidelity: DEFAULT_FIDELITY[interval] });
  });

  it('offers only pairs the API accepts, each drawable (at most ~750 points on a finite window)', () => {
    for (const interval of INTERVALS) {
      expect(FIDELITIES[interval]).toContain(DEFAULT_FIDELITY[interval]);
      for (const fidelity of FIDELITIES[interval]) {
        expect(userPnlV2Query.safeParse({ user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', interval, fidelity }).success).toBe(true);
        if (interval === 'all') continue;
        const points = Math.floor(INTERVAL_SECONDS[interval] / FIDELITY_SECONDS[fidelity]) + 1;
        expect(points).toBeGreaterThanOrEqual(2);
        expect(points).toBeLessThanOrEqual(750);
      }
    }
  });
});
