import type { PositionSortV2, PositionStatus } from '../../../src/api/data/contract/params-v2';

/*
 * The v2 positions sorts, in one place: which key a status sorts by when the request names none,
 * which key it really ranks by, and each key's value. The client offers only the keys a tab ranks by
 * (src/features/positions/filters.ts); the server still answers every key on every tab.
 */

/** The sort when none is sent: value for what is held, realized PnL for what was closed. */
export const defaultSort = (status: PositionStatus): PositionSortV2 => (status === 'CLOSED' ? 'REALIZED_PNL' : 'CURRENT_VALUE');

/* Keys that measure a holding; a closed position no longer has one. */
const HOLDING_KEYS: readonly PositionSortV2[] = ['TOKENS', 'CURRENT_VALUE', 'PRICE', 'UNREALIZED_PNL'];

/** The key a page really ranks by: on CLOSED the holding keys describe nothing that still exists, so realized PnL. */
export const rankedBy = (status: PositionStatus, sortBy: PositionSortV2): PositionSortV2 =>
  status === 'CLOSED' && HOLDING_KEYS.includes(sortBy) ? 'REALIZED_PNL' : sortBy;

/** What a row of the sort needs, in micro (TIMESTAMP in epoch seconds). */
export type Sortable = { currentValue: number; curPrice: number; size: number; unrealized: number; realized_pnl: number; last_ts: number };

export const SORT_VALUE: Record<PositionSortV2, (r: Sortable) => number> = {
  CURRENT_VALUE: (r) => r.currentValue,
  PRICE: (r) => r.curPrice,
  TOKENS: (r) => r.size,
  UNREALIZED_PNL: (r) => r.unrealized,
  REALIZED_PNL: (r) => r.realized_pnl,
  TOTAL_PNL: (r) => r.realized_pnl + r.unrealized,
  TIMESTAMP: (r) => r.last_ts,
};
