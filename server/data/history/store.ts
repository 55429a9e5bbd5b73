import type { ActivityQuery, TradesQuery } from '../../../src/api/data/contract/params-history';
import type { ActivityV2Query, TradesV2Query } from '../../../src/api/data/contract/params-v2';
import { INT64_MAX } from '../../db/statement-cache';
import type { DataContext } from '../context';
import { ICON_SQL, MARKET_COLS, publicNameSql, USER_COLS } from '../shared/joined-columns';
import { thresholdMicro } from '../shared/micro-math';
import { marks } from '../shared/sql-lists';
import { MICRO } from '../shared/wire-values';
import type { ActivityFeedRow, ActivityRow, Profile, TradeRow } from './rows';

/** A v1 /activity read: the parsed query with the user lowercased and the window resolved. */
export type ActivityV1Filter = Pick<
  ActivityQuery,
  'market' | 'eventId' | 'type' | 'excludeDepositsWithdrawals' | 'side' | 'sortBy' | 'sortDirection' | 'limit' | 'offset'
> & { user: string; lower: number; upper: number };

/** A v1 /trades read: the parsed query with the user lowercased and the window resolved. */
export type TradesV1Filter = Pick<
  TradesQuery,
  'market' | 'eventId' | 'filterType' | 'filterAmount' | 'side' | 'takerOnly' | 'limit' | 'offset'
> & {
  user: string | undefined;
  lower: number;
  upper: number;
};

/** A v2 /trades page: the parsed query, the window, the cursor's anchor and how many rows to fetch. */
export type TradesV2Filter = Pick<
  TradesV2Query,
  'user' | 'condition' | 'event_id' | 'side' | 'taker_only' | 'filter_type' | 'filter_amount'
> & {
  from: number;
  to: number;
  after: { ts: number; id: number; role: number } | undefined;
  fetch: number;
};

/** A v2 /activity page: the parsed query (types already resolved), the window, the anchor and the fetch size. */
export type ActivityV2Filter = Pick<ActivityV2Query, 'user' | 'condition' | 'event_id' | 'side' | 'exclude_deposits_withdrawals'> & {
  types: string[] | undefined;
  from: number;
  to: number;
  ascending: boolean;
  after: { ts: number; id: number } | undefined;
  fetch: number;
};

const SORT_COLUMN = { TIMESTAMP: 'a.ts', TOKENS: 'a.size', CASH: 'a.usdc_size' } as const;

const inList = (col: string, n: number) => `${col} IN (${Array.from({ length: n }, () => '?').join(',')})`;

/** The SQL of the history feeds. v1 reads go through the statement cache; v2 reads prepare per request, as they always have. */
export function createHistoryStore(ctx: DataContext) {
  const { prepare, db } = ctx;

  /** One user's v1 ledger page, filtered and ordered; every order ends on the row id. */
  function activityV1(f: ActivityV1Filter): ActivityRow[] {
    const conds = ['a.user = ?', 'a.ts >= ?', 'a.ts <= ?'];
    const args: unknown[] = [f.user, f.lower, f.upper];
    if (f.market) {
      conds.push(`a.condition_id IN (${marks(f.market.length)})`);
      args.push(...f.market);
    } else if (f.eventId) {
      conds.push(`a.condition_id IN (SELECT condition_id FROM markets WHERE event_id IN (${marks(f.eventId.length)}))`);
      args.push(...f.eventId);
    }
    if (f.type) {
      const types = [...new Set(f.type)];
      conds.push(`a.type IN (${marks(types.length)})`);
      args.push(...types);
    }
    // the default holds even when type names them: cash movements need an explicit opt-in
    if (f.excludeDepositsWithdrawals) conds.push("a.type NOT IN ('DEPOSIT', 'WITHDRAWAL')");
    if (f.side) {
      conds.push('a.side = ?');
      args.push(f.side);
    }
    const dir = f.sortDirection;
    // the subquery keeps the alias a, so one ORDER BY text serves both levels
    const order = f.sortBy === 'TIMESTAMP' ? `a.ts ${dir}, a.id ${dir}` : `${SORT_COLUMN[f.sortBy]} ${dir}, a.ts ${dir}, a.id ${dir}`;
    args.push(f.limit, f.offset);
    // Sorted by cash or size over a whole account, walking the (user, amount, ts, id) index yields
    // rows already in order and stops after the page; the planner would rather take the ts range
    // and sort everything. Scoped to markets, the (user, market) index is the better start.
    const hint =
      f.sortBy !== 'TIMESTAMP' && !f.market && !f.eventId
        ? `INDEXED BY ${f.sortBy === 'CASH' ? 'activity_user_cash' : 'activity_user_size'}`
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
    return prepare<ActivityRow>(sql).all(...args);
  }

  /** The profile of one (lowercase) address, if it has one. */
  function profile(user: string): Profile | undefined {
    return prepare<Profile>(
      `SELECT display_address, ${publicNameSql('users')} AS name, pseudonym, bio, profile_image, profile_image_optimized FROM users WHERE address = ?`,
    ).get(user);
  }

  /** A v1 trades page, newest first, each fill seen from its user's side (the taker's when unscoped). */
  function tradesV1(f: TradesV1Filter): Omit<TradeRow, 'role'>[] {
    // conditions shared by both branches (the user's taker fills and, unless takerOnly, maker fills)
    const conds = ['t.ts >= ?', 't.ts <= ?'];
    const args: unknown[] = [f.lower, f.upper];
    if (f.market) {
      conds.push(`t.condition_id IN (${marks(f.market.length)})`);
      args.push(...f.market);
    } else if (f.eventId) {
      conds.push(`t.condition_id IN (SELECT condition_id FROM markets WHERE event_id IN (${marks(f.eventId.length)}))`);
      args.push(...f.eventId);
    }
    if (f.filterType !== undefined) {
      const min = BigInt(thresholdMicro(f.filterAmount));
      if (f.filterType === 'TOKENS') {
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
    const depth = f.offset + f.limit;
    const order = 'ORDER BY t.ts DESC, t.id DESC LIMIT ?';
    const branches: string[] = [];
    const params: unknown[] = [];
    const user = f.user;
    const sideCond = (column: string) => (f.side ? ` AND ${column} = ?` : '');
    if (user === undefined) {
      branches.push(
        `SELECT ${cols}, t.taker AS who, t.taker_side AS side FROM trades t WHERE ${conds.join(' AND ')}${sideCond('t.taker_side')} ${order}`,
      );
      params.push(...args, ...(f.side ? [f.side] : []), depth);
    } else {
      branches.push(
        `SELECT ${cols}, t.taker AS who, t.taker_side AS side FROM trades t WHERE t.taker = ? AND ${conds.join(' AND ')}${sideCond('t.taker_side')} ${order}`,
      );
      params.push(user, ...args, ...(f.side ? [f.side] : []), depth);
      if (!f.takerOnly) {
        // a self-fill (taker = maker) is listed once, from the taker's side
        branches.push(
          `SELECT ${cols}, t.maker AS who, ${opposite} AS side FROM trades t WHERE t.maker = ? AND t.taker != ? AND ${conds.join(' AND ')}${sideCond(opposite)} ${order}`,
        );
        params.push(user, user, ...args, ...(f.side ? [f.side] : []), depth);
      }
    }
    params.push(f.limit, f.offset);
    const sql = `
      SELECT x.*, m.title, m.slug, e.slug AS event_slug, ${ICON_SQL} AS icon, m.outcome0, m.outcome1,
             ${USER_COLS}
      FROM (
        SELECT * FROM (${branches.map((b) => `SELECT * FROM (${b})`).join(' UNION ALL ')})
        ORDER BY ts DESC, id DESC LIMIT ? OFFSET ?
      ) x
      LEFT JOIN markets m ON m.condition_id = x.condition_id
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users u ON u.address = x.who
      ORDER BY x.ts DESC, x.id DESC`;
    // the v1 SQL names the row's wallet "who"; the internal row calls it wallet
    return prepare<Omit<TradeRow, 'role' | 'wallet'> & { who: string }>(sql)
      .all(...params)
      .map(({ who, ...r }) => ({ ...r, wallet: who }));
  }

  /** A v2 trades page after the anchor: one fill is two rows at most, the taker's (role 0) and, unless taker_only, the maker's (role 1). */
  function tradesV2(f: TradesV2Filter): TradeRow[] {
    const where: string[] = ['t.ts >= ?', 't.ts <= ?'];
    const args: unknown[] = [f.from, f.to];
    if (f.condition) {
      where.push(inList('t.condition_id', f.condition.length));
      args.push(...f.condition);
    }
    if (f.event_id) {
      where.push(`t.condition_id IN (SELECT condition_id FROM markets WHERE ${inList('event_id', f.event_id.length)})`);
      args.push(...f.event_id);
    }
    const filterType = f.filter_type ?? 'TOKENS';
    const min = f.filter_amount !== undefined && f.filter_amount > 0 ? Math.round(f.filter_amount * MICRO) : 10_000;
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
      if (f.user) {
        conds.push(`${wallet} = ?`);
        a.push(f.user);
      }
      if (f.side) {
        conds.push(`${side} = ?`);
        a.push(f.side);
      }
      arms.push(`SELECT t.id, t.ts, ${role} AS role, ${wallet} AS wallet, ${side} AS side, t.asset, t.condition_id, t.outcome_index,
                        t.size, t.price, t.tx_hash FROM trades t WHERE ${conds.join(' AND ')}`);
      armArgs.push(...a);
    };
    arm(0);
    if (!f.taker_only) arm(1);
    let seek = '';
    if (f.after) {
      seek = 'WHERE (f.ts, f.id, f.role) < (?, ?, ?)';
      armArgs.push(f.after.ts, f.after.id, f.after.role);
    }
    const sql = `SELECT f.*, ${MARKET_COLS}, ${USER_COLS}
      FROM (${arms.join(' UNION ALL ')}) f
      LEFT JOIN markets m ON m.condition_id = f.condition_id
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users u ON u.address = f.wallet
      ${seek}
      ORDER BY f.ts DESC, f.id DESC, f.role DESC
      LIMIT ?`;
    return db.prepare<unknown[], TradeRow>(sql).all(...armArgs, f.fetch);
  }

  /** A v2 ledger page after the anchor, in the walk's direction. */
  function activityV2(f: ActivityV2Filter): ActivityFeedRow[] {
    const where: string[] = ['a.user = ?', 'a.ts >= ?', 'a.ts <= ?'];
    const args: unknown[] = [f.user, f.from, f.to];
    // the default applies even when type names them (v1 rule): send false to receive them
    if (f.exclude_deposits_withdrawals && !f.types) where.push("a.type NOT IN ('DEPOSIT', 'WITHDRAWAL')");
    if (f.types) {
      if (f.types.length === 0) where.push('0');
      else {
        where.push(inList('a.type', f.types.length));
        args.push(...f.types);
      }
    }
    if (f.condition) {
      where.push(inList('a.condition_id', f.condition.length));
      args.push(...f.condition);
    }
    if (f.event_id) {
      where.push(`a.condition_id IN (SELECT condition_id FROM markets WHERE ${inList('event_id', f.event_id.length)})`);
      args.push(...f.event_id);
    }
    if (f.side) {
      where.push('a.side = ?');
      args.push(f.side);
    }
    if (f.after) {
      where.push(f.ascending ? '(a.ts, a.id) > (?, ?)' : '(a.ts, a.id) < (?, ?)');
      args.push(f.after.ts, f.after.id);
    }
    const order = f.ascending ? 'a.ts ASC, a.id ASC' : 'a.ts DESC, a.id DESC';
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
    // a combo row's title is the combo's; the internal row carries the one title the answer shows
    return db
      .prepare<unknown[], ActivityFeedRow & { combo_title: string | null }>(sql)
      .all(...args, f.fetch)
      .map(({ combo_title, ...r }) => ({ ...r, title: r.is_combo ? combo_title : r.title }));
  }

  return { activityV1, profile, tradesV1, tradesV2, activityV2 };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
