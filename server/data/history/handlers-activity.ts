import type { Context } from 'hono';
import { getAddress } from 'viem';
import { activityQuery, type ActivityQuery } from '../../../src/api/data/contract/params-history';
import { activityV2Query } from '../../../src/api/data/contract/params-v2';
import { CursorError } from '../../http/cursor';
import { isIntFields, pageOf, readCursor } from '../../http/paging';
import { parseV1Query } from '../../http/v1-query';
import { parseV2, V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';
import { checksum, MICRO, THREE_YEARS, units } from '../shared/wire-values';
import { outcomeOf, profileWire, v2Window } from './feed-parts';
import type { ActivityFeedRow, ActivityRow, Profile } from './rows';
import type { HistoryStore } from './store';

/*
 * /activity and /v2/activity: one user's ledger. v2 walks a keyset (timestamp, id) instead of an
 * offset, so a row that lands after page 1 can never push a row of page 2 onto page 3 or repeat one;
 * its cursor also pins the resolved window and direction, so every page of a walk keeps them.
 */

const ACTIVITY = 'v2/activity';

/**
 * The [lower, upper] ts bounds of an /activity request (always user-scoped): a positive start is a
 * plain lower bound; an omitted one is the 3-year window, except that an ascending read starts at
 * the account's first row (there is nothing "recent" to default to when reading forwards).
 */
export function activityWindow(q: ActivityQuery, now: number): [number, number] {
  const lower = q.start > 0 ? q.start : q.sortDirection === 'ASC' ? Number.MIN_SAFE_INTEGER : now - THREE_YEARS;
  return [lower, q.end > 0 ? q.end : now];
}

/** GET /activity: one user's ledger rows, filtered and ordered. */
export function activityV1(ctx: DataContext, store: HistoryStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, activityQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    if (q.limit === 0) return c.json([]);
    const user = q.user.toLowerCase();
    const [lower, upper] = activityWindow(q, ctx.now());
    const rows = store.activityV1({ ...q, user, lower, upper });
    const profile = store.profile(user);
    const wallet = profile?.display_address ?? getAddress(user);
    return c.json(rows.map((r) => toActivity(r, wallet, profile)));
  };
}

function toActivity(r: ActivityRow, proxyWallet: string, p: Profile | undefined) {
  return {
    proxyWallet,
    timestamp: r.ts,
    conditionId: r.condition_id,
    type: r.type,
    size: r.size / MICRO,
    usdcSize: r.usdc_size / MICRO,
    transactionHash: r.tx_hash,
    price: r.price / MICRO,
    asset: r.asset,
    side: r.side,
    // 999 (undeterminable, e.g. SPLIT/MERGE/CONVERSION) has no outcome label
    outcomeIndex: r.outcome_index,
    title: r.title ?? '',
    slug: r.slug ?? '',
    icon: r.type === 'CONVERSION' ? '' : (r.icon ?? ''),
    eventSlug: r.event_slug ?? '',
    outcome: (r.outcome_index === 0 ? r.outcome0 : r.outcome_index === 1 ? r.outcome1 : '') ?? '',
    name: p?.name ?? '',
    pseudonym: p?.pseudonym ?? '',
    bio: p?.bio ?? '',
    profileImage: p?.profile_image ?? '',
    profileImageOptimized: p?.profile_image_optimized ?? '',
    // flag only on combo rows; omitted (not false) elsewhere
    ...(r.is_combo === 1 ? { isCombo: true as const } : {}),
  };
}

/** GET /v2/activity: the same ledger as a keyset walk in the v2 envelope. */
export function activityV2(ctx: DataContext, store: HistoryStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(activityV2Query, raw);
    if (q.condition && q.event_id) throw new V2ParamError('condition and event_id are mutually exclusive: send one of them', 'event_id');
    const filters = {
      user: q.user,
      type: q.type?.slice().sort().join(',') ?? null,
      condition: q.condition?.join(',') ?? null,
      event_id: q.event_id?.join(',') ?? null,
      side: q.side ?? null,
      start: q.start,
      end: q.end,
      exclude_deposits_withdrawals: q.exclude_deposits_withdrawals,
    };
    const cur = readCursor(ctx, q.cursor, ACTIVITY, filters, isIntFields('ts', 'id', 'from', 'to', 'ascending'));
    const asc = cur ? cur.key.ascending === 1 : q.sort_direction === 'ASC';
    if (cur && q.sort_direction !== undefined && (q.sort_direction === 'ASC') !== asc) {
      throw new CursorError('invalid cursor: sort_direction contradicts the one the walk started with');
    }
    // an ascending walk with no start reads from the beginning of the account (v1 rule)
    const [lo, hi] = cur ? [cur.key.from, cur.key.to] : v2Window(ctx.now(), q.start, q.end, true, asc);
    const limit = cur?.limit ?? q.limit;
    // the default applies even when type names them (v1 rule): send false to receive them
    const types = q.exclude_deposits_withdrawals && q.type ? q.type.filter((t) => t !== 'DEPOSIT' && t !== 'WITHDRAWAL') : q.type;
    const after = cur ? { ts: cur.key.ts, id: cur.key.id } : undefined;
    const fetched = store.activityV2({ ...q, types, from: lo, to: hi, ascending: asc, after, fetch: limit + 1 });
    const keyOf = (r: ActivityFeedRow) => ({ ts: r.ts, id: r.id, from: lo, to: hi, ascending: asc ? 1 : 0 });
    const page = pageOf(ctx, fetched, limit, cur?.offset ?? 0, ACTIVITY, filters, keyOf);
    return c.json({ data: page.rows.map(activityWire), pagination: page.pagination });
  };
}

function activityWire(r: ActivityFeedRow) {
  return {
    proxy_wallet: r.display_address ?? checksum(r.wallet),
    timestamp: r.ts,
    condition_id: r.condition_id,
    type: r.type,
    size: units(r.size),
    usdc_size: units(r.usdc_size),
    transaction_hash: r.tx_hash,
    price: units(r.price),
    token_id: r.asset,
    side: r.side,
    outcome_index: r.outcome_index,
    title: r.title ?? '',
    slug: r.slug ?? '',
    icon: r.type === 'CONVERSION' ? '' : (r.icon ?? ''),
    event_slug: r.event_slug ?? '',
    outcome: outcomeOf(r),
    ...profileWire(r),
    ...(r.is_combo ? { is_combo: true } : {}),
  };
}
