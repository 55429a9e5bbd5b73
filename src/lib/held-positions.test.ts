import { describe, expect, it } from 'vitest';
import { isResolvedV2, splitHeld } from './held-positions';

describe('splitHeld', () => {
  const rows = [
    { status: 'OPEN', current_value: 0.1 },
    { status: 'REDEEMABLE', current_value: 100 },
    { status: 'OPEN', current_value: 0.2 },
    { status: 'REDEEMABLE', current_value: 0 },
  ];

  it('splits by resolution, and the parts add up to the whole exactly (rows and value)', () => {
    const s = splitHeld(rows, isResolvedV2, (r) => r.current_value);
    expect(s.open.map((r) => r.current_value)).toEqual([0.1, 0.2]);
    expect(s.openPart).toEqual({ count: 2, value: '0.3', valueMicro: 300_000n });
    expect(s.resolvedPart).toEqual({ count: 2, value: '100', valueMicro: 100_000_000n });
    expect(s.all).toEqual({ count: 4, value: '100.3', valueMicro: 100_300_000n });
  });

  it('reads a CSV row as well (positions.csv’s redeemable column)', () => {
    const csv = [
      { redeemable: 'true', currentValue: '717.005' },
      { redeemable: 'false', currentValue: '2869.03121' },
    ];
    const s = splitHeld(
      csv,
      (r) => r.redeemable === 'true',
      (r) => r.currentValue,
    );
    expect([s.openPart.value, s.resolvedPart.value, s.all.value]).toEqual(['2869.03121', '717.005', '3586.03621']);
  });
});
