import type { Context } from 'hono';
import { activityV2Query, tradesV2Query } from '../../../src/api/data/contract/params-v2';
import { parseV2, V2ParamError } from '../../http/v2-query';
import { CursorError } from '../../http/cursor';
import type { DataContext } from '../context';
import { checksum, MICRO, THREE_YEARS, units } from '../shared/wire-values';
import { isIntFields, pageOf, readCursor } from '../../http/paging';
import { MARKET_COLS, USER_COLS, type UserCols } from '../shared/joined-columns';
import type { ActivityRow, TradeRow } from './rows';

/*
 * The v2 feeds, /v2/trades and /v2/activity. Both walk a keyset (timestamp, id) instead of an
 * offset: a row that lands after page 1 sorts before the cursor's anchor (newer) and so can never
 * push a row of page 2 onto page 3 or repeat one. The cursor also pins the resolved time window,
 * so a walk started under one "now" keeps its window on every page.
 */

const TRADES = 'v2/trades';
const ACTIVITY = 'v2/activity';

/** Default lower bound: about three years back, like v1. */
function windowOf(ctx: DataContext, start: number, end: number, userScoped: boolean, ascFromStart = false): [number, number] {
  const now = ctx.now();
  const floor = now - THREE_YEARS;
  let lo: number;
  if (start > 0) lo = userScoped ? start : Math.max(start, floor);
  else lo = ascFromStart ? 0 : floor;
  const hi = end > 0 ? end : now;
  return [lo, hi];
}

const inList = (col: string, n: number) => `${col} IN (${Array.from({ length: n }, () => '?').join(',')})`;

export function tradesV2(ctx: DataContext) {
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
    // key: [ts, id, role, lo, hi]
    const cur = readCursor(ctx, q.cursor, TRADES, filters, isIntFields('ts', 'id', 'role', 'from', 'to'));
    const [lo, hi] = cur ? [cur.key.from, cur.key.to] : windowOf(ctx, q.start, q.end, q.user !== undefined);
    const limit = cur?.limit ?? q.limit;

    // one fill is two rows at most: the taker's (role 0) and, unless taker_only, the maker's (role 1)
    const where: string[] = ['t.ts >= ?', 't.ts <= ?'];
    const args: unknown[] = [lo, hi];
    if (q.condition) {
      where.push(inList('t.condition_id', q.condition.length));
      args.push(...q.condition);
    }
    if (q.event_id) {
      where.push(`t.condition_id IN (SELECT condition_id FROM markets WHERE ${inList('event_id', q.event_id.length)})`);
      args.push(...q.event_id);
    }
    const filterType = q.filter_type ?? 'TOKENS';
    const min = q.filter_amount !== undefined && q.filter_amount > 0 ? Math.round(q.filter_amount * MICRO) : 10_000;
    if (filterType === 'TOKENS') where.push('t.size >= ?');
    else where.push('t.size * t.price >= ? * 1000000');
    args.push(min);
    const base = where.join(' AND ');
    const arms: string[] = [];
    const armArgs: unknown[] = [];
    const arm = (role: 0 | 1) => {
      const wallet = role === 0 ? 't.taker' : 't.maker';
      const side = role === 0 ? 't.taker_side' : "CASE t.taker_side WHEN 'BUY' THEN 'SELL' ELSE 'BUY' END";
      const conds = [base];
      const a = [...args];
      if (q.user) {
        conds.push(`${wallet} = ?`);
        a.push(q.user);
      }
      if (q.side) {
        conds.push(`${side} = ?`);
        a.push(q.side);
      }
      arms.push(`SELECT t.id, t.ts, ${role} AS role, ${wallet} AS wallet, ${side} AS side, t.asset, t.condition_id, t.outcome_index,
                        t.size, t.price, t.tx_hash FROM trades t WHERE ${conds.join(' AND ')}`);
      armArgs.push(...a);
    };
    arm(0);
    if (!q.taker_only) arm(1);
    let seek = '';
    if (cur) {
      seek = 'WHERE (f.ts, f.id, f.role) < (?, ?, ?)';
      armArgs.push(cur.key.ts, cur.key.id, cur.key.role);
    }
    const sql = `SELECT f.*, ${MARKET_COLS}, ${USER_COLS}
      FROM (${arms.join(' UNION ALL ')}) f
      LEFT JOIN markets m ON m.condition_id = f.condition_id
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users u ON u.address = f.wallet
      ${seek}
      ORDER BY f.ts DESC, f.id DESC, f.role DESC
      LIMIT ?`;
    const fetched = ctx.db.prepare<unknown[], TradeRow>(sql).all(...armArgs, limit + 1);
    const keyOf = (r: TradeRow) => ({ ts: r.ts, id: r.id, role: r.role, from: lo, to: hi });
    const page = pageOf(ctx, fetched, limit, cur?.offset ?? 0, TRADES, filters, keyOf);
    return c.json({ data: page.rows.map(tradeWire), pagination: page.pagination });
  };
}

function profile(r: {
  wallet: string;
  display_address: string | null;
  name: string | null;
  pseudonym: string | null;
  bio: string | null;
  profile_image: string | null;
  profile_image_optimized: string | null;
}) {
  return {
    name: r.name ?? '',
    pseudonym: r.pseudonym ?? '',
    bio: r.bio ?? '',
    profile_image: r.profile_image ?? '',
    profile_image_optimized: r.profile_image_optimized ?? '',
  };
}

function outcomeOf(r: { outcome_index: number; outcome0: string | null; outcome1: string | null }): string {
  return r.outcome_index === 0 ? (r.outcome0 ?? '') : r.outcome_index === 1 ? (r.outcome1 ?? '') : '';
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
    ...profile(r),
    transaction_hash: r.tx_hash,
  };
}

type ActivityFeedRow = ActivityRow & { wallet: string; combo_title: string | null } & UserCols;

export function activityV2(ctx: DataContext) {
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
    // key: [ts, id, lo, hi, asc]
    const cur = readCursor(ctx, q.cursor, ACTIVITY, filters, isIntFields('ts', 'id', 'from', 'to', 'ascending'));
    const asc = cur ? cur.key.ascending === 1 : q.sort_direction === 'ASC';
    if (cur && q.sort_direction !== undefined && (q.sort_direction === 'ASC') !== asc) {
      throw new CursorError('invalid cursor: sort_direction contradicts the one the walk started with');
    }
    // an ascending walk with no start reads from the beginning of the account (v1 rule)
    const [lo, hi] = cur ? [cur.key.from, cur.key.to] : windowOf(ctx, q.start, q.end, true, asc);
    const limit = cur?.limit ?? q.limit;

    const where: string[] = ['a.user = ?', 'a.ts >= ?', 'a.ts <= ?'];
    const args: unknown[] = [q.user, lo, hi];
    let types = q.type;
    if (q.exclude_deposits_withdrawals) {
      // the default applies even when type names them (v1 rule): send false to receive them
      if (types) types = types.filter((t) => t !== 'DEPOSIT' && t !== 'WITHDRAWAL');
      else where.push("a.type NOT IN ('DEPOSIT', 'WITHDRAWAL')");
    }
    if (types) {
      if (types.length === 0) where.push('0');
      else {
        where.push(inList('a.type', types.length));
        args.push(...types);
      }
    }
    if (q.condition) {
      where.push(inList('a.condition_id', q.condition.length));
      args.push(...q.condition);
    }
    if (q.event_id) {
      where.push(`a.condition_id IN (SELECT condition_id FROM markets WHERE ${inList('event_id', q.event_id.length)})`);
      args.push(...q.event_id);
    }
    if (q.side) {
      where.push('a.side = ?');
      args.push(q.side);
    }
    if (cur) {
      where.push(asc ? '(a.ts, a.id) > (?, ?)' : '(a.ts, a.id) < (?, ?)');
      args.push(cur.key.ts, cur.key.id);
    }
    const order = asc ? 'a.ts ASC, a.id ASC' : 'a.ts DESC, a.id DESC';
    const sql = `SELECT a.id, a.ts, a.user AS wallet, a.type, a.condition_id, a.asset, a.outcome_index, a.side, a.size, a.usdc_size,
        a.price, a.is_combo, a.tx_hash, cb.title AS combo_title, ${MARKET_COLS}, ${USER_COLS}
      FROM activity a
      LEFT JOIN markets m ON m.condition_id = a.condition_id
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN combos cb ON a.is_combo = 1 AND cb.combo_condition_id = a.condition_id
      LEFT JOIN users u ON u.address = a.user
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}
      LIMIT ?`;
    const fetched = ctx.db.prepare<unknown[], ActivityFeedRow>(sql).all(...args, limit + 1);
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
    title: r.is_combo ? (r.combo_title ?? '') : (r.title ?? ''),
    slug: r.slug ?? '',
    icon: r.type === 'CONVERSION' ? '' : (r.icon ?? ''),
    event_slug: r.event_slug ?? '',
    outcome: outcomeOf(r),
    ...profile(r),
    ...(r.is_combo ? { is_combo: true } : {}),
  };
}
