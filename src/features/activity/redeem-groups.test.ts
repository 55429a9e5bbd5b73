import { describe, expect, it } from 'vitest';
import { type ActivityRow } from './activity-row';
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
    const [g] = groupRedeems([row({ usdcSize: 0.1, size: 0.1 }), row({ outcomeIndex: 1, outcome: 'No', usdcSize: 0.2, size: 0.2 })]) as [
      RedeemGroup,
    ];
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
    const rows = [
      row({ usdcSize: 1 }),
      row({ type: 'TRADE', transactionHash: '0xc' }),
      row({ transactionHash: '0xtx2', usdcSize: 5 }),
      row({ outcomeIndex: 1, usdcSize: 2 }),
    ];
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
