import type { Context } from 'hono';
import { getAddress } from 'viem';
import { tradesQuery, type TradesQuery } from '../../../src/api/data/contract/params-history';
import type { DataContext } from '../context';
import { THREE_YEARS, MICRO } from '../shared/wire-values';
import { marks } from '../shared/sql-lists';
import { parseV1Query } from '../../http/v1-query';
import { ICON_SQL, type MarketCols, type UserCols } from '../shared/joined-columns';
import { INT64_MAX, type PrepareCached } from '../../db/statement-cache';
import { thresholdMicro } from '../shared/micro-math';

type TradeDbRow = {
  id: number;
  ts: number;
  condition_id: string;
  asset: string;
  outcome_index: number;
  size: number;
  price: number;
  tx_hash: string;
  who: string;
  side: string;
} & MarketCols &
  UserCols;

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
export function tradesRoute(ctx: DataContext, prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, tradesQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    if (q.limit === 0) return c.json([]);
    const [lower, upper] = tradesWindow(q, ctx.now());

    // conditions shared by both branches (the user's taker fills and, unless takerOnly, maker fills)
    const conds = ['t.ts >= ?', 't.ts <= ?'];
    const args: unknown[] = [lower, upper];
    if (q.market) {
      conds.push(`t.condition_id IN (${marks(q.market.length)})`);
      args.push(...q.market);
    } else if (q.eventId) {
      conds.push(`t.condition_id IN (SELECT condition_id FROM markets WHERE event_id IN (${marks(q.eventId.length)}))`);
      args.push(...q.eventId);
    }
    if (q.filterType !== undefined) {
      const min = BigInt(thresholdMicro(q.filterAmount));
      if (q.filterType === 'TOKENS') {
        conds.push('t.size >= ?');
        args.push(min > INT64_MAX ? INT64_MAX : min);
      } else {
        // usdc = size × price / 1e6 >= min  ⇔  size × price >= min × 1e6, exact in integers
        const scaled = min * BigInt(MICRO);
        conds.push('t.size * t.price >= ?');
        args.push(scaled > INT64_MAX ? INT64_MAX : scaled);
      }
    }
    const cols = 't.id, t.ts, t.condition_id, t.asset, t.outcome_index, t.size, t.price, t.tx_hash';
    const opposite = "CASE t.taker_side WHEN 'BUY' THEN 'SELL' ELSE 'BUY' END";
    // Each branch walks its own (user, ts, id) index newest first and stops after offset+limit rows,
    // so a page costs O(offset+limit) however long the account's history is; the market, event and
    // user columns are joined to the served page only. The side filter sits inside each branch (a
    // maker's side is the taker's opposite), or the branch's LIMIT could cut rows the page needs.
    const depth = q.offset + q.limit;
    const order = 'ORDER BY t.ts DESC, t.id DESC LIMIT ?';
    const branches: string[] = [];
    const params: unknown[] = [];
    const user = q.user?.toLowerCase();
    const sideCond = (column: string) => (q.side ? ` AND ${column} = ?` : '');
    if (user === undefined) {
      branches.push(
        `SELECT ${cols}, t.taker AS who, t.taker_side AS side FROM trades t WHERE ${conds.join(' AND ')}${sideCond('t.taker_side')} ${order}`,
      );
      params.push(...args, ...(q.side ? [q.side] : []), depth);
    } else {
      branches.push(
        `SELECT ${cols}, t.taker AS who, t.taker_side AS side FROM trades t WHERE t.taker = ? AND ${conds.join(' AND ')}${sideCond('t.taker_side')} ${order}`,
      );
      params.push(user, ...args, ...(q.side ? [q.side] : []), depth);
      if (!q.takerOnly) {
        // a self-fill (taker = maker) is listed once, from the taker's side
        branches.push(
          `SELECT ${cols}, t.maker AS who, ${opposite} AS side FROM trades t WHERE t.maker = ? AND t.taker != ? AND ${conds.join(' AND ')}${sideCond(opposite)} ${order}`,
        );
        params.push(user, user, ...args, ...(q.side ? [q.side] : []), depth);
      }
    }
    params.push(q.limit, q.offset);
    const sql = `
      SELECT x.*, m.title, m.slug, e.slug AS event_slug, ${ICON_SQL} AS icon, m.outcome0, m.outcome1,
             u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized
      FROM (
        SELECT * FROM (${branches.map((b) => `SELECT * FROM (${b})`).join(' UNION ALL ')})
        ORDER BY ts DESC, id DESC LIMIT ? OFFSET ?
      ) x
      LEFT JOIN markets m ON m.condition_id = x.condition_id
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users u ON u.address = x.who
      ORDER BY x.ts DESC, x.id DESC`;
    const rows = prepare<TradeDbRow>(sql).all(...params);
    return c.json(rows.map(toTrade));
  };
}

function toTrade(r: TradeDbRow) {
  return {
    proxyWallet: r.display_address ?? getAddress(r.who),
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
