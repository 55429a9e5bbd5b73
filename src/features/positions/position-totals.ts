import { formatMicro, sumMicro, toMicro } from '../../lib/decimal';
import type { PositionRow } from './queries';

/*
 * The figures summed over the rows on screen: bigint micro units, rounded once when shown, so a
 * total never drifts the way fifty float additions do. The API pages by cursor and never says how
 * many rows follow, so these are totals of what is listed, and say so where they are shown.
 */

type Row = Pick<
  PositionRow,
  'status' | 'current_size' | 'current_value' | 'entry_cost_usdc' | 'unrealized_pnl' | 'realized_pnl' | 'total_pnl'
>;

/** Exact decimal strings, for Money and Pnl. */
export type PositionTotals = {
  value: string;
  cost: string;
  toWin: string;
  unrealized: string;
  realized: string;
  total: string;
};

/** What an open position pays if its outcome wins: $1 a share. A resolved one has nothing left to win (null). */
export const toWin = (p: Pick<Row, 'status' | 'current_size'>): string | null =>
  p.status === 'OPEN' ? formatMicro(toMicro(p.current_size)) : null;

const sumOf = <K extends keyof Row>(rows: readonly Row[], key: K) => formatMicro(sumMicro(rows.map((r) => r[key] as number)));

export function positionTotals(rows: readonly Row[]): PositionTotals {
  return {
    value: sumOf(rows, 'current_value'),
    cost: sumOf(rows, 'entry_cost_usdc'),
    toWin: sumOf(
      rows.filter((r) => r.status === 'OPEN'),
      'current_size',
    ),
    unrealized: sumOf(rows, 'unrealized_pnl'),
    realized: sumOf(rows, 'realized_pnl'),
    total: sumOf(rows, 'total_pnl'),
  };
}

/** The Redeemable tab's headline: what the listed redeemable rows pay if claimed now, their current value. */
export const claimable = (rows: readonly Row[]): string =>
  sumOf(
    rows.filter((r) => r.status === 'REDEEMABLE'),
    'current_value',
  );
