import type { Context } from 'hono';
import { getAddress } from 'viem';
import { tradesQuery, type TradesQuery } from '../../../src/api/data/contract/params-history';
import { tradesV2Query } from '../../../src/api/data/contract/params-v2';
import { isIntFields, pageOf, readCursor } from '../../http/paging';
import { parseV1Query } from '../../http/v1-query';
import { parseV2, V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';
import { checksum, MICRO, THREE_YEARS, units } from '../shared/wire-values';
import { outcomeOf, profileWire, v2Window } from './feed-parts';
import type { TradeRow } from './rows';
import type { HistoryStore } from './store';

/*
 * /trades and /v2/trades: fills, newest first. v2 walks a keyset (timestamp, id, role) instead of
 * an offset, so a fill that lands after page 1 sorts before the cursor's anchor and never shifts a
 * later page; its cursor also pins the resolved window.
 */

const TRADES = 'v2/trades';

/**
 * The [lower, upper] ts bounds of a /trades request. A positive start on a request scoped to a
 * user alone is a plain lower bound (full history); anything scoped to markets or events, or not
 * scoped at all, keeps the 3-year floor, so start can only narrow it.
 */
export function tradesWindow(q: TradesQuery, now: number): [number, number] {
  const floor = now - THREE_YEARS;
  const userOnly = q.user !== undefined && !q.market && !q.eventId;
  const lower = q.start > 0 ? (userOnly ? q.start : Math.max(q.start, floor)) : floor;
  const upper = q.end > 0 ? q.end : now;
  return [lower, upper];
}

/** GET /trades: fills, newest first, each seen from its user's side (the taker's when unscoped). */
export function tradesV1(ctx: DataContext, store: HistoryStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, tradesQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    if (q.limit === 0) return c.json([]);
    const [lower, upper] = tradesWindow(q, ctx.now());
    const rows = store.tradesV1({ ...q, user: q.user?.toLowerCase(), lower, upper });
    return c.json(rows.map(toTrade));
  };
}

function toTrade(r: Omit<TradeRow, 'role'>) {
  return {
    proxyWallet: r.display_address ?? getAddress(r.wallet),
    side: r.side,
    asset: r.asset,
    conditionId: r.condition_id,
    size: r.size / MICRO,
    price: r.price / MICRO,
    timestamp: r.ts,
    title: r.title ?? '',
    slug: r.slug ?? '',
    icon: r.icon ?? '',
    eventSlug: r.event_slug ?? '',
    outcome: (r.outcome_index === 0 ? r.outcome0 : r.outcome_index === 1 ? r.outcome1 : '') ?? '',
    outcomeIndex: r.outcome_index,
    name: r.name ?? '',
    pseudonym: r.pseudonym ?? '',
    bio: r.bio ?? '',
    profileImage: r.profile_image ?? '',
    profileImageOptimized: r.profile_image_optimized ?? '',
    transactionHash: r.tx_hash,
  };
}

/** GET /v2/trades: the same fills as a keyset walk in the v2 envelope. */
export function tradesV2(ctx: DataContext, store: HistoryStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(tradesV2Query, raw);
    if (q.condition && q.event_id) throw new V2ParamError('condition and event_id are mutually exclusive: send one of them', 'event_id');
    const filters = {
      user: q.user ?? null,
      condition: q.condition?.join(',') ?? null,
      event_id: q.event_id?.join(',') ?? null,
      side: q.side ?? null,
      taker_only: q.taker_only,
      filter_type: q.filter_type ?? null,
      filter_amount: q.filter_amount ?? null,
      start: q.start,
      end: q.end,
    };
    const cur = readCursor(ctx, q.cursor, TRADES, filters, isIntFields('ts', 'id', 'role', 'from', 'to'));
    const [lo, hi] = cur ? [cur.key.from, cur.key.to] : v2Window(ctx.now(), q.start, q.end, q.user !== undefined);
    const limit = cur?.limit ?? q.limit;
    const after = cur ? { ts: cur.key.ts, id: cur.key.id, role: cur.key.role } : undefined;
    const fetched = store.tradesV2({ ...q, from: lo, to: hi, after, fetch: limit + 1 });
    const keyOf = (r: TradeRow) => ({ ts: r.ts, id: r.id, role: r.role, from: lo, to: hi });
    const page = pageOf(ctx, fetched, limit, cur?.offset ?? 0, TRADES, filters, keyOf);
    return c.json({ data: page.rows.map(tradeWire), pagination: page.pagination });
  };
}

function tradeWire(r: TradeRow) {
  return {
    proxy_wallet: r.display_address ?? checksum(r.wallet),
    side: r.side,
    token_id: r.asset,
    condition_id: r.condition_id,
    size: units(r.size),
    price: units(r.price),
    timestamp: r.ts,
    title: r.title ?? '',
    slug: r.slug ?? '',
    icon: r.icon ?? '',
    event_slug: r.event_slug ?? '',
    outcome: outcomeOf(r),
    outcome_index: r.outcome_index,
    ...profileWire(r),
    transaction_hash: r.tx_hash,
  };
}
