import type { ClosedPositionsQuery, MarketPositionsQuery } from '../../../src/api/data/contract/params-history';
import type { PositionsV2Query } from '../../../src/api/data/contract/params-v2';
import type { Db } from '../../db/connection';
import type { DataContext } from '../context';
import { ICON_SQL } from '../shared/joined-columns';
import { marks } from '../shared/sql-lists';
import type { ClosedPositionRow, MarketPositionRow, MarketPricing, PositionRow } from './rows';

/*
 * One row of the open book, read as an array: better-sqlite3 builds 25-key objects two to three times
 * slower than arrays, and the whale's snapshot is 10,000+ rows.
 */
export type OpenBookTuple = [
  asset: string,
  conditionId: string,
  outcomeIndex: number,
  size: number,
  cost: number,
  fees: number,
  totalBought: number,
  boughtCost: number,
  realizedPnl: number,
  eventId: number,
  title: string,
  slug: string,
  icon: string | null,
  eventSlug: string,
  outcome0: string,
  outcome1: string,
  token0: string,
  token1: string,
  endDate: number,
  negRisk: number,
  archived: number,
  price0: number,
  resolvedAt: number | null,
  payout0: number | null,
  payout1: number | null,
];

// The user's open positions, walked along the positions primary key (user, asset).
const OPEN_BOOK_SQL = `
  SELECT p.asset, p.condition_id, p.outcome_index, p.size, p.cost, p.fees, p.total_bought, p.bought_cost,
         p.realized_pnl, m.event_id, m.title, m.slug,
         COALESCE(NULLIF(m.icon, ''), NULLIF(m.image, ''), NULLIF(e.icon, ''), e.image) AS icon,
         e.slug AS event_slug, m.outcome0, m.outcome1, m.token0, m.token1, m.end_date, m.neg_risk, m.archived,
         m.price0, m.resolved_at, m.payout0, m.payout1
  FROM positions p
  JOIN markets m ON m.condition_id = p.condition_id
  JOIN events e ON e.id = m.event_id
  WHERE p.user = ? AND p.size > 0`;

/** The open book's loader: one user's open positions as tuples (the cache in open-book.ts calls it once per snapshot). */
export function openBookReader(db: Db): (user: string) => OpenBookTuple[] {
  const load = db.prepare<[string], OpenBookTuple>(OPEN_BOOK_SQL).raw();
  return (user) => load.all(user);
}

/* OPEN/CLOSED split of /v1/market-positions: 0.01 shares. */
const DUST = 10_000;

const V2_SELECT = `
  SELECT p.user, p.asset, p.condition_id, p.outcome_index, p.size, p.cost, p.fees, p.total_bought, p.bought_cost,
         p.realized_pnl, p.first_ts, p.last_ts, m.event_id, m.title, m.slug,
         COALESCE(NULLIF(m.icon, ''), NULLIF(m.image, ''), NULLIF(e.icon, ''), e.image) AS icon,
         e.slug AS event_slug, m.outcome0, m.outcome1, m.token0, m.token1, m.end_date, m.neg_risk, m.archived,
         m.price0, m.resolved_at, m.payout0, m.payout1,
         COALESCE((SELECT o.size FROM positions o
                   WHERE o.user = p.user AND o.asset = CASE p.outcome_index WHEN 0 THEN m.token1 ELSE m.token0 END), 0) AS opp_size,
         u.display_address, u.name, u.profile_image, u.verified
  FROM positions p
  JOIN markets m ON m.condition_id = p.condition_id
  JOIN events e ON e.id = m.event_id
  LEFT JOIN users u ON u.address = p.user`;

/** A v2 positions read: the anchor (user or market) and the SQL-side filters of the parsed query. */
export type PositionsV2Filter = Pick<PositionsV2Query, 'user' | 'condition' | 'event_id' | 'include_archived' | 'title' | 'start' | 'end'>;

/**
 * The SQL of the position routes other than v1 /positions (whose open book is cached in open-book.ts).
 * v1 reads go through the statement cache; v2 reads prepare per request, as they always have.
 */
export function createPositionsStore(ctx: DataContext) {
  const { prepare, db } = ctx;

  /** The (lowercase) user's positions back to zero shares, of the listed markets or events. */
  function closedPositions(user: string, q: Pick<ClosedPositionsQuery, 'market' | 'eventId'>): ClosedPositionRow[] {
    const conds = ['p.user = ?', 'p.size = 0'];
    const args: unknown[] = [user];
    if (q.market) {
      conds.push(`p.condition_id IN (${marks(q.market.length)})`);
      args.push(...q.market);
    } else if (q.eventId) {
      conds.push(`m.event_id IN (${marks(q.eventId.length)})`);
      args.push(...q.eventId);
    }
    const sql = `
      SELECT p.asset, p.condition_id, p.outcome_index, p.total_bought, p.bought_cost, p.realized_pnl, p.last_ts,
             m.title, m.slug, ${ICON_SQL} AS icon, e.slug AS event_slug, m.outcome0, m.outcome1, m.token0, m.token1,
             m.end_date, m.price0, m.resolved_at, m.payout0, m.payout1
      FROM positions p
      JOIN markets m ON m.condition_id = p.condition_id
      JOIN events e ON e.id = m.event_id
      WHERE ${conds.join(' AND ')}`;
    return prepare<ClosedPositionRow>(sql).all(...args);
  }

  function marketPricing(market: string): MarketPricing | undefined {
    return prepare<MarketPricing>(
      'SELECT token0, token1, outcome0, outcome1, price0, resolved_at, payout0, payout1 FROM markets WHERE condition_id = ?',
    ).get(market);
  }

  /** Every position in one outcome of a market (of one user when named), by the OPEN/CLOSED dust split. */
  function marketPositions(q: Pick<MarketPositionsQuery, 'market' | 'user' | 'status'>, outcomeIndex: number): MarketPositionRow[] {
    const userFilter = q.user ? 'AND p.user = ?' : '';
    const statusFilter = q.status === 'OPEN' ? `AND p.size > ${DUST}` : q.status === 'CLOSED' ? `AND p.size <= ${DUST}` : '';
    const stmt = prepare<MarketPositionRow>(
      `SELECT p.user, p.size, p.cost, p.total_bought, p.bought_cost, p.realized_pnl,
              u.display_address, u.name, u.profile_image, u.verified
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? ${userFilter} ${statusFilter}`,
    );
    return q.user ? stmt.all(q.market, outcomeIndex, q.user.toLowerCase()) : stmt.all(q.market, outcomeIndex);
  }

  /** Every position of the anchor the v2 filters keep, before pricing and paging. */
  function positionsV2(q: PositionsV2Filter): PositionRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    if (q.user) {
      where.push('p.user = ?');
      args.push(q.user);
    }
    if (q.condition) {
      where.push(`p.condition_id IN (${q.condition.map(() => '?').join(',')})`);
      args.push(...q.condition);
    }
    if (q.event_id) {
      where.push(`m.event_id IN (${q.event_id.map(() => '?').join(',')})`);
      args.push(...q.event_id);
    }
    // the spec hides archived markets that are still active; a resolved one's positions are claims, always shown
    if (!q.include_archived) where.push('(m.archived = 0 OR m.resolved_at IS NOT NULL)');
    if (q.title) {
      // the title is literal text: its own % and _ must not act as LIKE wildcards
      where.push(`m.title LIKE '%' || ? || '%' ESCAPE '\\'`);
      args.push(q.title.replace(/[\\%_]/g, (ch) => `\\${ch}`));
    }
    // a window asks which positions moved inside it; a row without a clock (0) has no answer
    if (q.start > 0) {
      where.push('p.last_ts >= ? AND p.last_ts > 0');
      args.push(q.start);
    }
    if (q.end > 0) {
      where.push('p.last_ts <= ? AND p.last_ts > 0');
      args.push(q.end);
    }
    return db.prepare<unknown[], PositionRow>(`${V2_SELECT} WHERE ${where.join(' AND ')}`).all(...args);
  }

  return { closedPositions, marketPricing, marketPositions, positionsV2 };
}

export type PositionsStore = ReturnType<typeof createPositionsStore>;
