import { describe, expect, it } from 'vitest';
import { claimable, positionTotals, toWin } from './position-totals';

const row = (
  status: 'OPEN' | 'REDEEMABLE' | 'CLOSED',
  f: { size?: number; value?: number; cost?: number; upnl?: number; rpnl?: number },
) => ({
  status,
  current_size: f.size ?? 0,
  current_value: f.value ?? 0,
  entry_cost_usdc: f.cost ?? 0,
  unrealized_pnl: f.upnl ?? 0,
  realized_pnl: f.rpnl ?? 0,
  total_pnl: (f.upnl ?? 0) + (f.rpnl ?? 0),
});

describe('position totals', () => {
  it('sum value, cost and PnL exactly where floats drift', () => {
    const rows = [
      row('OPEN', { size: 10, value: 0.1, cost: 0.7, upnl: -0.6, rpnl: 0.1 }),
      row('OPEN', { size: 20.5, value: 0.2, cost: 0.1, upnl: 0.1, rpnl: 0.2 }),
      row('REDEEMABLE', { size: 3, value: 0.4, cost: 1.234567, upnl: 1.765433 }),
    ];
    // the float sum of the values is 0.7000000000000001
    expect(rows.reduce((n, r) => n + r.current_value, 0)).not.toBe(0.7);
    expect(positionTotals(rows)).toEqual({
      value: '0.7',
      cost: '2.034567',
      toWin: '30.5',
      unrealized: '1.265433',
      realized: '0.3',
      total: '1.565433',
    });
  });

  it('add up a thousand cents to ten dollars, and nothing to zero', () => {
    const cents = Array.from({ length: 1000 }, () => row('OPEN', { value: 0.01, size: 0.01, upnl: -0.01 }));
    expect(positionTotals(cents)).toMatchObject({ value: '10', toWin: '10', unrealized: '-10' });
    expect(positionTotals([])).toEqual({ value: '0', cost: '0', toWin: '0', unrealized: '0', realized: '0', total: '0' });
  });

  it('count a share as $1 to win only while its market is open', () => {
    expect(toWin({ status: 'OPEN', current_size: 123.456789 })).toBe('123.456789');
    expect(toWin({ status: 'REDEEMABLE', current_size: 5 })).toBeNull();
    expect(toWin({ status: 'CLOSED', current_size: 0 })).toBeNull();
  });

  it('claim the current value of the redeemable rows only', () => {
    const rows = [
      row('REDEEMABLE', { value: 0.1 }),
      row('REDEEMABLE', { value: 0.2 }),
      row('OPEN', { value: 50 }),
      row('REDEEMABLE', { value: 1234.000001 }),
    ];
    expect(claimable(rows)).toBe('1234.300001');
    expect(claimable([row('OPEN', { value: 1 })])).toBe('0');
  });
});
