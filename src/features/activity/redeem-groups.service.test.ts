import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { activityFromV2, type ActivityRow } from './activity-row';
import { groupRedeems, type RedeemGroup } from './redeem-groups';
import { localService } from '../../testing/local-service';

describe('groupRedeems on the demo trader, read from the in-process service', () => {
  let rows: ActivityRow[] = [];
  beforeAll(async () => {
    const api = localService().data;
    const page = await api.v2.activity({ user: DEMO_TRADER, start: 1, limit: 1000, exclude_deposits_withdrawals: false });
    expect(page.pagination.has_more).toBe(false);
    rows = page.data.map(activityFromV2);
  });

  it('keeps every row, and each redemption total is the exact sum of its rows', () => {
    const entries = groupRedeems(rows);
    const covered = entries.flatMap((e) => (e.kind === 'row' ? [e.row] : e.rows));
    expect(covered).toHaveLength(rows.length);
    expect(new Set(covered)).toEqual(new Set(rows));

    const groups = entries.filter((e): e is RedeemGroup => e.kind === 'redeem');
    const multi = groups.filter((g) => g.rows.length > 1);
    expect(multi.length, 'the demo trader redeems both sides of some markets').toBeGreaterThan(0);
    for (const g of groups) {
      // integer cents of the wire's six-decimal numbers, summed independently of the module
      const expected = g.rows.reduce((s, r) => s + BigInt(Math.round(r.usdcSize * 1e6)), 0n);
      expect(g.totalPayout).toBe(expected);
      expect(g.payouts.reduce((s, p) => s + p.payout, 0n)).toBe(g.totalPayout);
      expect(new Set(g.rows.map((r) => r.transactionHash)).size).toBe(1);
      expect(g.rows.every((r) => r.type === 'REDEEM' && !r.isCombo)).toBe(true);
    }
    // no transaction is split over two entries
    expect(new Set(groups.map((g) => g.transactionHash)).size).toBe(groups.length);
  });

  it('puts every other row in the order the service gave', () => {
    const singles = groupRedeems(rows).flatMap((e) => (e.kind === 'row' ? [e.row] : []));
    expect(singles).toEqual(rows.filter((r) => !(r.type === 'REDEEM' && !r.isCombo)));
  });
});
