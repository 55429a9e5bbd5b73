import { usdcMicro } from './combo-math';
import { COMBO_STATUSES, isTerminal, type ComboRow, type ComboStatus } from './combo-types';

/*
 * The client's mirror of a user's combo positions. A first load reads the whole list; after that a
 * refresh asks only for rows updated since the watermark (the route's sync mode) and upserts them by
 * (combo_condition_id, combo_position_id). The route's lower bound is inclusive, so rows at the
 * watermark come back again: merging must be idempotent.
 */

export type ComboCache = {
  rows: ComboRow[];
  /** Epoch seconds of the newest updated_at seen; null before any row has been seen. */
  watermark: number | null;
};

export type MergeResult = { cache: ComboCache; inserted: number; replaced: number };

export const comboKey = (row: Pick<ComboRow, 'combo_condition_id' | 'combo_position_id'>): string =>
  `${row.combo_condition_id}/${row.combo_position_id}`;

/** updated_at in epoch seconds (the unit of the route's updatedAfter). */
export function updatedSeconds(row: Pick<ComboRow, 'updated_at'>): number {
  return Math.floor(Date.parse(row.updated_at) / 1000);
}

export function watermarkOf(rows: readonly ComboRow[], start: number | null = null): number | null {
  let mark = start;
  for (const row of rows) {
    const t = updatedSeconds(row);
    if (Number.isFinite(t) && (mark === null || t > mark)) mark = t;
  }
  return mark;
}

/** Rows come out of one schema, so their keys are in one order and the JSON text compares content. */
const sameRow = (a: ComboRow, b: ComboRow): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Upserts `incoming` into the cache: a known key is replaced where it stands (order kept), a new
 * one is appended; an older copy of a row never overwrites a newer one. The watermark only moves
 * forward. Pure: the cache passed in is not changed.
 */
export function mergeCombos(cache: ComboCache, incoming: readonly ComboRow[]): MergeResult {
  const rows = cache.rows.slice();
  const at = new Map(rows.map((r, i) => [comboKey(r), i]));
  let inserted = 0;
  let replaced = 0;
  for (const row of incoming) {
    const key = comboKey(row);
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, rows.length);
      rows.push(row);
      inserted++;
      continue;
    }
    const current = rows[i]!;
    if (updatedSeconds(row) < updatedSeconds(current)) continue;
    if (!sameRow(current, row)) {
      rows[i] = row;
      replaced++;
    }
  }
  return { cache: { rows, watermark: watermarkOf(incoming, cache.watermark) }, inserted, replaced };
}

/** Open positions below 0.001 shares are dust: the route leaves them out of its listing (spec rule 1). */
export const DUST_FLOOR_MICRO = 1_000n;

/**
 * The rows the listing shows for a status filter, in cache order. The mirror holds every row it was
 * sent (sync mode sends dust and unrecorded resolutions too), so the route's listing rules are
 * applied here: with no filter, settled combos show once their resolution is recorded.
 */
export function listedCombos(rows: readonly ComboRow[], statuses: readonly ComboStatus[]): ComboRow[] {
  const wanted = statuses.length > 0 ? new Set(statuses) : null;
  return rows.filter((row) => {
    const terminal = isTerminal(row.status);
    if (!terminal && usdcMicro(row.shares_balance) < DUST_FLOOR_MICRO) return false;
    if (wanted) return wanted.has(row.status);
    return !terminal || row.resolved_at !== null;
  });
}

/** How many listed rows have each status (for the filter's counts). */
export function statusCounts(rows: readonly ComboRow[]): Record<ComboStatus, number> {
  const counts: Record<ComboStatus, number> = { OPEN: 0, PARTIAL: 0, RESOLVED_PARTIAL: 0, RESOLVED_WIN: 0, RESOLVED_LOSS: 0 };
  for (const row of listedCombos(rows, COMBO_STATUSES)) counts[row.status]++;
  return counts;
}
