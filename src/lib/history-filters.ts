/*
 * The URL state the two history views (Activity, Trades) share: side, one market, a date range and
 * the order. Like search-params.ts, readers never throw: a hand-edited URL falls back to defaults.
 * Dates are whole UTC days written YYYY-MM-DD, the form <input type="date"> reads and writes.
 */

export const HISTORY_ORDERS = ['newest', 'oldest'] as const;
export type HistoryOrder = (typeof HISTORY_ORDERS)[number];

export const HISTORY_SIDES = ['BUY', 'SELL'] as const;
export type HistorySide = '' | (typeof HISTORY_SIDES)[number];

export type HistoryFilters = {
  side: HistorySide;
  /** A market's condition id (0x + 64 hex, lower case) or ''. */
  market: string;
  /** First day shown, YYYY-MM-DD, or ''. */
  from: string;
  /** Last day shown (inclusive), YYYY-MM-DD, or ''. */
  to: string;
  order: HistoryOrder;
};

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { side: '', market: '', from: '', to: '', order: 'newest' };

export const SECONDS_PER_DAY = 86_400;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CONDITION_RE = /^0x[0-9a-fA-F]{64}$/;

/** Epoch seconds of the UTC midnight that starts `day`, or null when it is not a real calendar day. */
export function dayStart(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March; a day that does not round-trip is not a day
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || y < 1970) return null;
  return ms / 1000;
}

/** The last second of `day` (end bounds are inclusive on the wire). */
export function dayEnd(day: string): number | null {
  const start = dayStart(day);
  return start === null ? null : start + SECONDS_PER_DAY - 1;
}

export function isConditionId(text: string): boolean {
  return CONDITION_RE.test(text);
}

function readDay(params: URLSearchParams, key: string): string {
  const raw = params.get(key)?.trim() ?? '';
  return dayStart(raw) === null ? '' : raw;
}

export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const side = params.get('side')?.trim().toUpperCase() ?? '';
  const market = params.get('market')?.trim() ?? '';
  const order = params.get('order')?.trim().toLowerCase() ?? '';
  return {
    side: (HISTORY_SIDES as readonly string[]).includes(side) ? (side as HistorySide) : '',
    market: isConditionId(market) ? market.toLowerCase() : '',
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    order: (HISTORY_ORDERS as readonly string[]).includes(order) ? (order as HistoryOrder) : 'newest',
  };
}

/** Appends the non-default values to `out`, in a fixed key order, so one state has one URL. */
export function writeHistoryFilters(f: HistoryFilters, out = new URLSearchParams()): URLSearchParams {
  if (f.side) out.set('side', f.side);
  if (f.market) out.set('market', f.market);
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  if (f.order !== 'newest') out.set('order', f.order);
  return out;
}

/**
 * The time window to request. Without a first day the request says start=1: the spec's way of
 * asking for the whole account (an omitted start means only the last three years).
 */
export function historyWindow(f: Pick<HistoryFilters, 'from' | 'to'>): { start: number; end?: number } {
  const start = (f.from && dayStart(f.from)) || 1;
  const end = f.to ? dayEnd(f.to) : null;
  return end === null ? { start } : { start, end };
}

/** Whether anything beyond the order narrows the list (drives the empty state's advice). */
export function isHistoryNarrowed(f: HistoryFilters): boolean {
  return f.side !== '' || f.market !== '' || f.from !== '' || f.to !== '';
}

/** A first day after the last day can match nothing: worth saying instead of showing an empty list. */
export function isRangeInverted(f: Pick<HistoryFilters, 'from' | 'to'>): boolean {
  return f.from !== '' && f.to !== '' && f.from > f.to;
}

/**
 * How much of a newest-first walk is done, by time: the share of [floor, newest] already read back
 * from `newest` to `oldest`. Null while any bound is unknown (then a bar can only say "busy").
 */
export function coverageFraction(newest: number | null, oldest: number | null, floor: number | null): number | null {
  if (newest === null || oldest === null || floor === null || newest <= floor) return null;
  return Math.min(1, Math.max(0, (newest - oldest) / (newest - floor)));
}
