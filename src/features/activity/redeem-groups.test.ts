import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../../api/config';
import { createDataApi } from '../../api/data/data-api';
import { activityFromV2, type ActivityRow } from './activity-row';
import { groupRedeems, type RedeemGroup } from './redeem-groups';

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  timestamp: 1_700_000_000,
  type: 'REDEEM',
  conditionId: `0x${'a'.repeat(64)}`,
  size: 0,
  usdcSize: 0,
  price: 0,
  side: '',
  outcome: 'Yes',
  outcomeIndex: 0,
  title: 'Will it rain?',
  slug: '',
  icon: '',
  eventSlug: '',
  tokenId: '',
  transactionHash: '0xtx1',
  isCombo: false,
  ...over,
});

describe('groupRedeems on hand-made rows', () => {
  it('makes one entry per transaction, where its first row stood, with the payout per outcome', () => {
    const rows = [
      row({ type: 'TRADE', transactionHash: '0xa', side: 'BUY' }),
      row({ outcome: 'Yes', outcomeIndex: 0, size: 400, usdcSize: 200 }),
      row({ outcome: 'No', outcomeIndex: 1, size: 450, usdcSize: 0 }),
      row({ type: 'DEPOSIT', transactionHash: '0xb', conditionId: '' }),
    ];
    const entries = groupRedeems(rows);
    expect(entries.map((e) => e.kind)).toEqual(['row', 'redeem', 'row']);
    const g = entries[1] as RedeemGroup;
    expect(g.rows).toEqual([rows[1], rows[2]]);
    expect(g.payouts.map((p) => [p.outcome, p.size, p.payout])).toEqual([
      ['Yes', 400_000_000n, 200_000_000n],
      ['No', 450_000_000n, 0n],
    ]);
    expect(g.totalSize).toBe(850_000_000n);
    expect(g.totalPayout).toBe(200_000_000n);
    expect(entries.map((e) => e.key)).toEqual(['r0', 'g1', 'r3']);
  });

  it('sums exactly where floats would not (0.1 + 0.2 is 0.3)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const [g] = groupRedeems([row({ usdcSize: 0.1, size: 0.1 }), row({ outcomeIndex: 1, outcome: 'No', usdcSize: 0.2, size: 0.2 })]) as [RedeemGroup];
    expect(g.totalPayout).toBe(300_000n);
    expect(g.totalSize).toBe(300_000n);
  });

  it('merges rows of the same outcome and keeps markets apart', () => {
    const other = `0x${'b'.repeat(64)}`;
    const [g] = groupRedeems([
      row({ size: 1.5, usdcSize: 1.5 }),
      row({ size: 2.25, usdcSize: 2.25 }),
      row({ conditionId: other, title: 'Will it snow?', size: 3, usdcSize: 0.000001 }),
    ]) as [RedeemGroup];
    expect(g.payouts.map((p) => [p.conditionId, p.size, p.payout])).toEqual([
      [`0x${'a'.repeat(64)}`, 3_750_000n, 3_750_000n],
      [other, 3_000_000n, 1n],
    ]);
  });

  it('joins rows of one transaction that arrive apart (across a page boundary) and keeps other transactions separate', () => {
    const rows = [row({ usdcSize: 1 }), row({ type: 'TRADE', transactionHash: '0xc' }), row({ transactionHash: '0xtx2', usdcSize: 5 }), row({ outcomeIndex: 1, usdcSize: 2 })];
    const entries = groupRedeems(rows);
    expect(entries.map((e) => e.key)).toEqual(['g0', 'r1', 'g2']);
    expect((entries[0] as RedeemGroup).totalPayout).toBe(3_000_000n);
    expect((entries[2] as RedeemGroup).totalPayout).toBe(5_000_000n);
  });

  it('leaves combo redemptions and rows without a hash as single rows', () => {
    const entries = groupRedeems([row({ isCombo: true }), row({ isCombo: true }), row({ transactionHash: '' })]);
    expect(entries.map((e) => e.kind)).toEqual(['row', 'row', 'row']);
  });
});

describe('groupRedeems on the demo trader, read from the in-process service', () => {
  let rows: ActivityRow[] = [];
  beforeAll(async () => {
    const app = createApp(demoDb());
    const api = createDataApi('http://local/data', { fetch: ((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof fetch });
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
