import { microOf } from '../../lib/history-format';
import type { ActivityRow } from './activity-row';

/*
 * A redemption of both sides of a market arrives as one REDEEM row per outcome (spec: "rows of one
 * redemption sum to the total payout"). The list shows one entry per transaction instead, with the
 * payout of each outcome, summed exactly in bigint micro units.
 */

export type RedeemPayout = {
  conditionId: string;
  title: string;
  outcome: string;
  outcomeIndex: number;
  /** Tokens burned, micro units. */
  size: bigint;
  /** USDC paid out, micro units (0 for a losing outcome). */
  payout: bigint;
};

export type RedeemGroup = {
  kind: 'redeem';
  key: string;
  transactionHash: string;
  timestamp: number;
  /** The API rows behind the entry, in list order. */
  rows: ActivityRow[];
  payouts: RedeemPayout[];
  totalSize: bigint;
  totalPayout: bigint;
};

export type ActivityEntry = { kind: 'row'; key: string; row: ActivityRow } | RedeemGroup;

/** Combo redemptions stay single rows: each opens its own legs. */
const groupable = (r: ActivityRow) => r.type === 'REDEEM' && !r.isCombo && r.transactionHash !== '';

/**
 * Entries in list order: every row as itself, except that REDEEM rows sharing a transaction hash
 * become one entry where the first of them stood. Keys come from row positions, so they stay put
 * while later pages are appended.
 */
export function groupRedeems(rows: readonly ActivityRow[]): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  const groups = new Map<string, RedeemGroup>();
  rows.forEach((row, index) => {
    if (!groupable(row)) {
      entries.push({ kind: 'row', key: `r${index}`, row });
      return;
    }
    let group = groups.get(row.transactionHash);
    if (!group) {
      group = {
        kind: 'redeem',
        key: `g${index}`,
        transactionHash: row.transactionHash,
        timestamp: row.timestamp,
        rows: [],
        payouts: [],
        totalSize: 0n,
        totalPayout: 0n,
      };
      groups.set(row.transactionHash, group);
      entries.push(group);
    }
    const size = microOf(row.size);
    const payout = microOf(row.usdcSize);
    group.rows.push(row);
    group.totalSize += size;
    group.totalPayout += payout;
    const same = group.payouts.find((p) => p.conditionId === row.conditionId && p.outcomeIndex === row.outcomeIndex);
    if (same) {
      same.size += size;
      same.payout += payout;
    } else {
      group.payouts.push({
        conditionId: row.conditionId,
        title: row.title,
        outcome: row.outcome,
        outcomeIndex: row.outcomeIndex,
        size,
        payout,
      });
    }
  });
  return entries;
}
