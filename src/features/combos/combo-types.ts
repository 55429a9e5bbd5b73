import type { z } from 'zod/mini';
import type { ComboActivity, ComboLeg, ComboPositionV2 } from '../../api/data/contract/schemas-combos';
import { COMBO_SORT, COMBO_STATUS, type ComboSort, type ComboStatusParam } from '../../api/data/contract/params-combos';

/** One row of /v2/positions/combos, as the client has validated it. */
export type ComboRow = z.infer<typeof ComboPositionV2>;
export type ComboActivityRow = ComboActivity;
export type ComboLegRow = ComboLeg;
export type ComboStatus = ComboStatusParam;
export type { ComboSort };

/** Every status a combo position can have, in lifecycle order (the route's own list). */
export const COMBO_STATUSES: readonly ComboStatus[] = COMBO_STATUS;

/** The sorts the route offers, first the route's default. */
export const COMBO_SORTS: readonly ComboSort[] = COMBO_SORT;
export const DEFAULT_SORT: ComboSort = 'current_value_desc';

export const STATUS_LABELS: Record<ComboStatus, string> = {
  OPEN: 'Open',
  PARTIAL: 'Partly resolved',
  RESOLVED_PARTIAL: 'Resolved, partial payout',
  RESOLVED_WIN: 'Won',
  RESOLVED_LOSS: 'Lost',
};

export const SORT_LABELS: Record<ComboSort, string> = {
  current_value_desc: 'Current value, highest first',
  first_entry_desc: 'First entry, newest first',
  entry_cost_desc: 'Cost still held, highest first',
  resolved_at_desc: 'Resolved, most recent first',
  updated_asc: 'Last update, oldest first',
};

export function isTerminal(status: ComboStatus): boolean {
  return status === 'RESOLVED_PARTIAL' || status === 'RESOLVED_WIN' || status === 'RESOLVED_LOSS';
}
