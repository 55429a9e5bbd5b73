import type { Context } from 'hono';
import { getAddress } from 'viem';
import { activityQuery, type ActivityQuery } from '../../../src/api/data/contract/params-history';
import type { DataContext } from '../context';
import { THREE_YEARS, MICRO } from '../shared/wire-values';
import { marks } from '../shared/sql-lists';
import { parseV1Query } from '../../http/v1-query';
import { ICON_SQL } from '../shared/joined-columns';
import type { PrepareCached } from '../../db/statement-cache';
import type { ActivityRow } from './rows';

type ActivityDbRow = ActivityRow;

type Profile = {
  display_address: string;
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  profile_image_optimized: string;
};

const SORT_COLUMN = { TIMESTAMP: 'a.ts', TOKENS: 'a.size', CASH: 'a.usdc_size' } as const;

/**
 * The [lower, upper] ts bounds of an /activity request (always user-scoped): a positive start is a
 * plain lower bound; an omitted one is the 3-year window, except that an ascending read starts at
 * the account's first row (there is nothing "recent" to default to when reading forwards).
 */
export function activityWindow(q: ActivityQuery, now: number): [number, number] {
  const lower = q.start > 0 ? q.start : q.sortDirection === 'ASC' ? Number.MIN_SAFE_INTEGER : now - THREE_YEARS;
  return [lower, q.end > 0 ? q.end : now];
}

/** GET /activity: one user's ledger rows, filtered and ordered; every order ends on the row id. */
export function activityRoute(ctx: DataContext, prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, activityQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    if (q.limit === 0) return c.json([]);
    const user = q.user.toLowerCase();
    const [lower, upper] = activityWindow(q, ctx.now());

    const conds = ['a.user = ?', 'a.ts >= ?', 'a.ts <= ?'];
    const args: unknown[] = [user, lower, upper];
    if (q.market) {
      conds.push(`a.condition_id IN (${marks(q.market.length)})`);
      args.push(...q.market);
    } else if (q.eventId) {
      conds.push(`a.condition_id IN (SELECT condition_id FROM markets WHERE event_id IN (${marks(q.eventId.length)}))`);
      args.push(...q.eventId);
    }
    if (q.type) {
      const types = [...new Set(q.type)];
      conds.push(`a.type IN (${marks(types.length)})`);
      args.push(...types);
    }
    // the default holds even when type names them: cash movements need an explicit opt-in
    if (q.excludeDepositsWithdrawals) conds.push("a.type NOT IN ('DEPOSIT', 'WITHDRAWAL')");
    if (q.side) {
      conds.push('a.side = ?');
      args.push(q.side);
    }
    const dir = q.sortDirection;
    // the subquery keeps the alias a, so one ORDER BY text serves both levels
    const order = q.sortBy === 'TIMESTAMP' ? `a.ts ${dir}, a.id ${dir}` : `${SORT_COLUMN[q.sortBy]} ${dir}, a.ts ${dir}, a.id ${dir}`;
    args.push(q.limit, q.offset);
    // Sorted by cash or size over a whole account, walking the (user, amount, ts, id) index yields
    // rows already in order and stops after the page; the planner would rather take the ts range
    // and sort everything. Scoped to markets, the (user, market) index is the better start.
    const hint =
      q.sortBy !== 'TIMESTAMP' && !q.market && !q.eventId
        ? `INDEXED BY ${q.sortBy === 'CASH' ? 'activity_user_cash' : 'activity_user_size'}`
        : '';
    // the page is chosen on the activity table alone (a sort by cash or size of a 100,000-row
    // account sorts narrow rows, not joined ones); market, event and combo columns join the page only
    const sql = `
      SELECT a.id, a.ts, a.type, a.condition_id, a.asset, a.outcome_index, a.side, a.size, a.usdc_size, a.price,
             a.is_combo, a.tx_hash, COALESCE(m.title, cb.title) AS title, m.slug, e.slug AS event_slug,
             ${ICON_SQL} AS icon, m.outcome0, m.outcome1
      FROM (SELECT a.* FROM activity a ${hint} WHERE ${conds.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?) a
      LEFT JOIN markets m ON m.condition_id = a.condition_id AND a.is_combo = 0
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN combos cb ON cb.combo_condition_id = a.condition_id AND a.is_combo = 1
      ORDER BY ${order}`;
    const rows = prepare<ActivityDbRow>(sql).all(...args);
    const profile = prepare<Profile>(
      'SELECT display_address, name, pseudonym, bio, profile_image, profile_image_optimized FROM users WHERE address = ?',
    ).get(user);
    const wallet = profile?.display_address ?? getAddress(user);
    return c.json(rows.map((r) => toActivity(r, wallet, profile)));
  };
}

function toActivity(r: ActivityDbRow, proxyWallet: string, p: Profile | undefined) {
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
