import { ACTIVITY_TYPES, type ActivityType } from '../../api/data/contract/params';
import type { WireValue } from '../../api/route-record';
import {
  DEFAULT_HISTORY_FILTERS,
  historyWindow,
  isHistoryNarrowed,
  readHistoryFilters,
  writeHistoryFilters,
  type HistoryFilters,
} from '../../lib/history-filters';

/*
 * The Activity view's state as it lives in the URL: the shared history filters plus the types
 * (`type=REDEEM,TRADE`, the API's own spelling). Types are kept in the spec's order, so one choice
 * has one URL and one cache key whatever order they were ticked in.
 */

export type ActivityFilters = HistoryFilters & { types: ActivityType[] };

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { ...DEFAULT_HISTORY_FILTERS, types: [] };

/** Rows per /v2/activity page ("load more" asks for the next one). */
export const ACTIVITY_PAGE_SIZE = 100;

export function canonicalTypes(types: Iterable<string>): ActivityType[] {
  const wanted = new Set([...types].map((t) => t.trim().toUpperCase()));
  return ACTIVITY_TYPES.filter((t) => wanted.has(t));
}

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const raw = params.get('type') ?? '';
  const types = canonicalTypes(raw.split(','));
  // every type ticked is the same as none: the plain URL says it
  return { types: types.length === ACTIVITY_TYPES.length ? [] : types, ...readHistoryFilters(params) };
}

export function activityFiltersToSearch(f: ActivityFilters): URLSearchParams {
  const out = new URLSearchParams();
  const types = canonicalTypes(f.types);
  if (types.length > 0 && types.length < ACTIVITY_TYPES.length) out.set('type', types.join(','));
  return writeHistoryFilters(f, out);
}

export function isActivityNarrowed(f: ActivityFilters): boolean {
  return f.types.length > 0 || isHistoryNarrowed(f);
}

/** What the full history depends on: every filter but the order (the walk is reversed for "oldest first"). */
export function activityScope(f: ActivityFilters): Omit<ActivityFilters, 'order'> {
  return { types: f.types, side: f.side, market: f.market, from: f.from, to: f.to };
}

/**
 * One /v2/activity request. Deposits and withdrawals need exclude_deposits_withdrawals=false even
 * when asked for by type (spec), and the view promises all twelve types, so it is always sent.
 */
export function toActivityV2Params(user: string, f: ActivityFilters) {
  const { start, end } = historyWindow(f);
  return {
    user,
    limit: ACTIVITY_PAGE_SIZE,
    sort_by: 'TIMESTAMP',
    sort_direction: f.order === 'oldest' ? 'ASC' : 'DESC',
    exclude_deposits_withdrawals: false,
    start,
    ...(end !== undefined && { end }),
    ...(f.types.length > 0 && { type: canonicalTypes(f.types) }),
    ...(f.side && { side: f.side }),
    ...(f.market && { condition: [f.market] }),
  } satisfies Record<string, WireValue>;
}

/** The same filters for the v1 walk of readFullHistory (camelCase; window given separately). */
export function toActivityV1Filters(f: Omit<ActivityFilters, 'order'>): { start: number; end?: number; query: Record<string, WireValue> } {
  const { start, end } = historyWindow(f);
  return {
    start,
    ...(end !== undefined && { end }),
    query: {
      excludeDepositsWithdrawals: false,
      ...(f.types.length > 0 && { type: canonicalTypes(f.types) }),
      ...(f.side && { side: f.side }),
      ...(f.market && { market: [f.market] }),
    },
  };
}
