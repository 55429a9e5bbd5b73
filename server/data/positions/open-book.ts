import { getAddress } from 'viem';
import type { Db } from '../../db/connection';
import type { PositionSort, PositionsQuery } from '../../../src/api/data/contract/params';
import { createChangeStamp } from '../../http/change-stamp';
import { outcomeMark, valueAtMark } from '../../money/marks';
import { round6 } from '../shared/micro-math';
import { COMPARE, filterKey, filterOf, type PositionView, type SnapshotRow } from './book-views';
import { toV1 } from './book-wire';
import { openBookReader, type OpenBookTuple } from './store';

/*
 * Current positions of one user, shaped as the spec's Position rows.
 *
 * Why a per-user snapshot instead of ORDER BY ... LIMIT per request: six of the nine sort keys
 * (CURRENT, CASHPNL, PERCENTPNL, PRICE, TITLE, RESOLVING) depend on the market row, so no index on
 * positions can order them; a whale with 10,000+ positions would pay a full join and sort on every
 * page. Instead ONE query (positions ⋈ markets ⋈ events, by the positions primary key) loads all of
 * the user's open positions; the derived numbers are computed once in exact integers; each sort
 * order, and each filtered view of it, is built lazily once; a page is then a slice of a view.
 * Each row's JSON is encoded once, so a page body is a concatenation of cached bytes.
 *
 * Freshness: the cache is tagged with the service's change stamp (http/change-stamp.ts: this connection's
 * total_changes() and PRAGMA data_version for other connections). Any committed write anywhere
 * (a fill, a price move, a resolution) drops every snapshot, so a page is never older than the
 * last write that preceded the request.
 */

type Snapshot = {
  rows: SnapshotRow[];
  /** Ascending order per sort key (ties by asset); DESC reads it backwards. */
  orders: Partial<Record<PositionSort, SnapshotRow[]>>;
  /** Filtered views of those orders, by filter key then sort key. */
  views: Map<string, Partial<Record<PositionSort, SnapshotRow[]>>>;
};

/* Views kept per snapshot, and the longest filter key worth caching (a long market list is rare). */
const MAX_VIEWS = 32;
const MAX_VIEW_KEY = 2_048;

export type OpenBookOptions = {
  /** Upper bound of cached position rows across all users (about 1 KB each). */
  maxCachedRows?: number;
  /** Upper bound of cached users, so probes of many empty addresses cannot grow the map. */
  maxCachedUsers?: number;
};

export function createOpenBook(db: Db, options: OpenBookOptions = {}) {
  const maxRows = options.maxCachedRows ?? 60_000;
  const maxUsers = options.maxCachedUsers ?? 2_000;
  const load = openBookReader(db);
  const stampNow = createChangeStamp(db);

  const cache = new Map<string, Snapshot>();
  let cachedRows = 0;
  let cachedVersion = '';

  function snapshot(user: string): Snapshot {
    const version = stampNow();
    if (version !== cachedVersion) {
      cache.clear();
      cachedRows = 0;
      cachedVersion = version;
    }
    const hit = cache.get(user);
    if (hit) {
      // refresh recency: a Map iterates in insertion order, so the first key is the least recent
      cache.delete(user);
      cache.set(user, hit);
      return hit;
    }
    const proxyWallet = getAddress(user);
    const rows = load(user).map((r) => toRow(r, proxyWallet));
    markMergeable(rows);
    const snap: Snapshot = { rows, orders: {}, views: new Map() };
    cache.set(user, snap);
    cachedRows += rows.length;
    for (const [key, old] of cache) {
      if (cachedRows <= maxRows && cache.size <= maxUsers) break;
      if (old === snap) break;
      cache.delete(key);
      cachedRows -= old.rows.length;
    }
    return snap;
  }

  /** The rows of a filter in ascending sort order: built once per snapshot, filter and sort. */
  function view(snap: Snapshot, q: PositionsQuery): SnapshotRow[] {
    const order = (snap.orders[q.sortBy] ??= [...snap.rows].sort(COMPARE[q.sortBy]));
    const key = filterKey(q);
    if (key === '') return order;
    const cached = snap.views.get(key)?.[q.sortBy];
    if (cached) return cached;
    const rows = order.filter(filterOf(q));
    if (key.length <= MAX_VIEW_KEY) {
      let byKey = snap.views.get(key);
      if (!byKey) {
        // first in, first out: a snapshot lives only until the next write anyway
        if (snap.views.size >= MAX_VIEWS) snap.views.delete(snap.views.keys().next().value!);
        snap.views.set(key, (byKey = {}));
      }
      byKey[q.sortBy] = rows;
    }
    return rows;
  }

  /** The page of rows a validated query selects, in order. */
  function select(q: PositionsQuery): PositionView[] {
    if (q.limit === 0) return [];
    const snap = snapshot(q.user.toLowerCase());
    if (snap.rows.length === 0) return [];
    const rows = view(snap, q);
    const n = rows.length;
    if (q.sortDirection === 'ASC') return rows.slice(q.offset, q.offset + q.limit);
    const out: SnapshotRow[] = [];
    for (let i = n - 1 - q.offset; i >= 0 && out.length < q.limit; i--) out.push(rows[i]!);
    return out;
  }

  return {
    select,
    /** The page as the v1 wire's JSON array (UTF-8 bytes): each row is encoded once per snapshot. */
    selectJson(q: PositionsQuery): Uint8Array<ArrayBuffer> {
      const rows = select(q) as SnapshotRow[];
      if (rows.length === 0) return bytes(EMPTY);
      const parts: Buffer[] = [OPEN];
      for (const r of rows) {
        if (parts.length > 1) parts.push(COMMA);
        parts.push((r.json ??= Buffer.from(JSON.stringify(toV1(r)))));
      }
      parts.push(CLOSE);
      return bytes(Buffer.concat(parts));
    },
  };
}
export type OpenBook = ReturnType<typeof createOpenBook>;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const EMPTY = Buffer.from('[]');

/** A view of a Buffer's bytes, typed the way Response bodies want them (Buffers never use shared memory). */
function bytes(buf: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
}

function toRow(r: OpenBookTuple, proxyWallet: string): SnapshotRow {
  const [
    asset,
    conditionId,
    outcomeIndex,
    size,
    cost,
    fees,
    totalBought,
    boughtCost,
    realizedPnl,
    eventId,
    title,
    slug,
    icon,
    eventSlug,
    outcome0,
    outcome1,
    token0,
    token1,
    endDate,
    negRisk,
    archived,
    price0,
    resolvedAt,
    payout0,
    payout1,
  ] = r;
  const resolved = resolvedAt !== null;
  const first = outcomeIndex === 0;
  const curPrice = outcomeMark(outcomeIndex, { price0, resolved_at: resolvedAt, payout0, payout1 });
  const currentValue = valueAtMark(size, curPrice);
  const cashPnl = currentValue - cost;
  return {
    proxyWallet,
    asset,
    conditionId,
    outcomeIndex,
    eventId,
    size,
    cost,
    fees,
    totalBought,
    boughtCost,
    realizedPnl,
    curPrice,
    currentValue,
    cashPnl,
    percentPnl: cost === 0 ? 0 : round6((cashPnl * 100) / cost),
    percentRealizedPnl: boughtCost === 0 ? 0 : round6((realizedPnl * 100) / boughtCost),
    avgPrice: round6(cost / size),
    redeemable: resolved,
    mergeable: false,
    archived: archived !== 0,
    negativeRisk: negRisk !== 0,
    title,
    slug,
    icon: icon ?? '',
    eventSlug,
    outcome: first ? outcome0 : outcome1,
    oppositeOutcome: first ? outcome1 : outcome0,
    oppositeAsset: first ? token1 : token0,
    endDate,
  };
}

/** Mergeable: an unresolved market in which the user holds both outcomes (every loaded row has size > 0). */
function markMergeable(rows: SnapshotRow[]): void {
  const held = new Set(rows.map((r) => r.asset));
  for (const r of rows) r.mergeable = !r.redeemable && held.has(r.oppositeAsset);
}
