import { ACTIVITY_LIMIT, ACTIVITY_OFFSET_MAX, TRADES_LIMIT, TRADES_OFFSET_MAX } from './contract/params-history';
import type { WireValue } from '../route-record';
import type { Activity, Trade } from './contract/schemas-history';

/*
 * A user's whole v1 trade or activity history, past the offset caps (/trades ≤ 10,000, /activity
 * ≤ 5,000). The spec's way deeper is to page inside start/end windows, each with its own offset
 * budget: read newest first until the next offset would pass the cap, then close the window at the
 * oldest timestamp seen (end is inclusive, so that second is read again from offset 0 and the rows
 * already seen are dropped) and go on. A window whose rows all share one timestamp cannot move its
 * end; that second is read on its own, from both ends where the route can sort both ways, and what
 * still cannot be reached is reported as a gap instead of looping.
 */

export type HistoryKind = 'trades' | 'activity';
export type HistoryRow<K extends HistoryKind> = K extends 'trades' ? Trade : Activity;

/** What one page request carries; a typed route client's trades or activity function accepts it. */
export type HistoryPageParams = {
  user: string;
  limit: number;
  offset: number;
  start: number;
  end?: number;
  sortBy?: 'TIMESTAMP';
  sortDirection?: 'ASC' | 'DESC';
  [name: string]: WireValue | undefined;
};

export type HistoryFetch<T> = (params: HistoryPageParams, opts: { signal?: AbortSignal }) => Promise<readonly T[]>;

export type HistoryProgress = { rows: number; oldestTimestamp: number | null; requests: number; windows: number; gaps: number };

/** A second holding more rows than could be reached; `rowsRead` of them are in the result. */
export type HistoryGap = { timestamp: number; rowsRead: number };

export type HistoryResult<T> = { rows: T[]; gaps: HistoryGap[]; complete: boolean; requests: number; windows: number };

export type HistoryOptions = {
  user: string;
  signal?: AbortSignal;
  onProgress?: (p: HistoryProgress) => void;
  /** Rows per request (clamped to the route's limit cap). */
  pageSize?: number;
  /** Highest offset ever sent (clamped to the route's cap); smaller values make windows smaller. */
  offsetCap?: number;
  /** Largest limit the route serves (clamped to the spec's); used to read a crowded second at once. */
  limitCap?: number;
  /** Oldest second wanted, epoch seconds. Default 1: the whole history (0 or omitted upstream means 3 years). */
  start?: number;
  /** Newest second wanted; default now. */
  end?: number;
  /**
   * Other filters of the route (takerOnly, side, type, excludeDepositsWithdrawals...). Market or
   * event filters on /trades keep the service's 3-year floor, whatever start says.
   */
  query?: Record<string, WireValue>;
  /** Throw on a gap instead of reporting it in the result. */
  strict?: boolean;
};

export class HistoryReadError extends Error {
  override readonly name = 'HistoryReadError';
  constructor(
    readonly code: 'repeated_page' | 'out_of_window' | 'out_of_order' | 'timestamp_overflow',
    message: string,
  ) {
    super(message);
  }
}

const CAPS = {
  trades: { limit: TRADES_LIMIT.max, offset: TRADES_OFFSET_MAX },
  activity: { limit: ACTIVITY_LIMIT.max, offset: ACTIVITY_OFFSET_MAX },
} as const;

const RESERVED = new Set(['user', 'limit', 'offset', 'start', 'end', 'sortBy', 'sortDirection']);

/**
 * A row's identity. Neither route serves a row id, so it is every field that tells two fills or
 * ledger rows apart; two rows can still be identical (one order filled twice at the same price and
 * size in one transaction), which is why duplicates are counted, not just flagged (see `absorb`).
 */
export function tradeKey(t: Trade): string {
  return [t.proxyWallet, t.timestamp, t.transactionHash, t.conditionId, t.asset, t.outcomeIndex, t.side, t.size, t.price].join('|');
}

export function activityKey(a: Activity): string {
  return [
    a.proxyWallet,
    a.timestamp,
    a.transactionHash,
    a.type,
    a.conditionId,
    a.asset,
    a.outcomeIndex,
    a.side,
    a.size,
    a.usdcSize,
    a.price,
    a.isCombo ? 1 : 0,
  ].join('|');
}

type Walk = { start: number; end: number | undefined; limit: number; from: number; asc?: boolean };

export async function readFullHistory<K extends HistoryKind>(
  kind: K,
  fetchPage: HistoryFetch<HistoryRow<K>>,
  options: HistoryOptions,
): Promise<HistoryResult<HistoryRow<K>>> {
  type T = HistoryRow<K>;
  const { signal, onProgress } = options;
  const caps = CAPS[kind];
  const limitCap = clamp(options.limitCap ?? caps.limit, 1, caps.limit);
  const pageSize = clamp(options.pageSize ?? Math.min(500, limitCap), 1, limitCap);
  const offsetCap = clamp(options.offsetCap ?? caps.offset, 0, caps.offset);
  const start = Math.max(1, Math.floor(options.start ?? 1));
  const keyOf = (kind === 'trades' ? tradeKey : activityKey) as (row: T) => string;
  const extra = Object.fromEntries(Object.entries(options.query ?? {}).filter(([k]) => !RESERVED.has(k)));

  const rows: T[] = [];
  const gaps: HistoryGap[] = [];
  // how many rows of each identity are in the result: the most any single ordered read has seen
  const emitted = new Map<string, number>();
  let requests = 0;
  let windows = 0;
  let oldest: number | null = null;

  const progress = () => onProgress?.({ rows: rows.length, oldestTimestamp: oldest, requests, windows, gaps: gaps.length });

  /**
   * Adds the rows of one ordered read that the result does not hold yet. Within one read every row
   * sits at its own position, so the n-th copy of an identity is new only if no read saw n before.
   */
  const absorb = (page: readonly T[], seen: Map<string, number>) => {
    for (const row of page) {
      const k = keyOf(row);
      const n = (seen.get(k) ?? 0) + 1;
      seen.set(k, n);
      if (n > (emitted.get(k) ?? 0)) {
        emitted.set(k, n);
        rows.push(row);
        if (oldest === null || row.timestamp < oldest) oldest = row.timestamp;
      }
    }
  };

  const params = (w: Walk, end: number | undefined, offset: number, limit: number): HistoryPageParams => ({
    ...extra,
    user: options.user,
    start: w.start,
    ...(end !== undefined ? { end } : {}),
    limit,
    offset,
    ...(kind === 'activity' ? { sortBy: 'TIMESTAMP' as const, sortDirection: w.asc ? ('ASC' as const) : ('DESC' as const) } : {}),
  });

  /**
   * Pages one query from offset `from` while the offset stays within the cap. The first window has
   * no end yet: it is pinned to the newest row, so rows arriving meanwhile do not shift the offsets.
   */
  async function walk(
    w: Walk,
    onPage: (page: readonly T[]) => void,
  ): Promise<{ full: boolean; end: number | undefined; lastTs: number | undefined }> {
    let end = w.end;
    let lastTs: number | undefined;
    let previous: string | undefined;
    for (let offset = w.from; ; offset += w.limit) {
      signal?.throwIfAborted();
      requests++;
      const page = await fetchPage(params(w, end, offset, w.limit), { signal });
      signal?.throwIfAborted();
      if (end === undefined && page[0]) end = page[0].timestamp;
      const signature = page.map(keyOf).join('\n');
      if (page.length > 0 && signature === previous) {
        throw new HistoryReadError(
          'repeated_page',
          `offset ${offset} answered the same rows as offset ${offset - w.limit}: the service ignored the offset`,
        );
      }
      previous = signature;
      for (const row of page) {
        const ts = row.timestamp;
        if (ts < w.start || (end !== undefined && ts > end)) {
          throw new HistoryReadError(
            'out_of_window',
            `a row at ${ts} lies outside the window ${w.start}..${end}: the service ignored start/end`,
          );
        }
        if (lastTs !== undefined && (w.asc ? ts < lastTs : ts > lastTs)) {
          throw new HistoryReadError('out_of_order', `rows are not ordered by timestamp (${lastTs} then ${ts})`);
        }
        lastTs = ts;
      }
      onPage(page);
      progress();
      if (page.length < w.limit) return { full: false, end, lastTs };
      if (offset + w.limit > offsetCap) return { full: true, end, lastTs };
    }
  }

  /** A second with more rows than one window holds: read its tail, then (activity) from the other end. */
  async function crowdedSecond(ts: number, windowSeen: Map<string, number>): Promise<void> {
    const seenHere = new Map(windowSeen);
    const tail = new Map<string, number>();
    const more = await walk({ start: ts, end: ts, limit: limitCap, from: offsetCap }, (page) => {
      absorb(page, tail);
      for (const row of page) seenHere.set(keyOf(row), 1);
    });
    if (!more.full) return;
    if (kind === 'activity') {
      // ascending order is stable too; once the two ends overlap, every row of the second is read
      const fromOldest: T[] = [];
      const asc = await walk({ start: ts, end: ts, limit: limitCap, from: 0, asc: true }, (page) => fromOldest.push(...page));
      const met = fromOldest.some((row) => seenHere.has(keyOf(row)));
      absorb([...fromOldest].reverse(), new Map());
      progress();
      if (met || !asc.full) return;
    }
    const rowsRead = rows.filter((r) => r.timestamp === ts).length;
    const gap = { timestamp: ts, rowsRead };
    if (options.strict) {
      throw new HistoryReadError(
        'timestamp_overflow',
        `more than ${rowsRead} rows share the second ${ts}: the rest cannot be reached within the offset cap`,
      );
    }
    gaps.push(gap);
    progress();
  }

  let end = options.end !== undefined && options.end > 0 ? Math.floor(options.end) : undefined;
  while (end === undefined || end >= start) {
    windows++;
    const seen = new Map<string, number>();
    const w = await walk({ start, end, limit: pageSize, from: 0 }, (page) => absorb(page, seen));
    if (!w.full || w.lastTs === undefined || w.end === undefined) break;
    if (w.lastTs < w.end) {
      end = w.lastTs;
      continue;
    }
    // every row of a full window shares the second `end`: moving on needs end - 1
    await crowdedSecond(w.lastTs, seen);
    end = w.lastTs - 1;
  }
  return { rows, gaps, complete: gaps.length === 0, requests, windows };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.floor(n)));
}
