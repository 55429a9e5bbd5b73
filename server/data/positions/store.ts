import type { ClosedPositionsQuery, MarketPositionsQuery } from '../../../src/api/data/contract/params-history';
import type { DataContext } from '../context';
import { displayNameSql, ICON_SQL } from '../shared/joined-columns';
import { marks } from '../shared/sql-lists';
import { pageSql, registerTitleFilter, type PageTuple, type PositionsPage } from './page-query';
import type { ClosedPositionRow, MarketPositionRow, MarketPricing, PositionHolder, PositionRow } from './rows';
import { registerTitleKey } from './sorts';

/* OPEN/CLOSED split of /v1/market-positions: 0.01 shares. */
const DUST = 10_000;

/** The SQL of the position routes; every statement goes through the statement cache. */
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
              u.display_address, ${displayNameSql()} AS name, u.profile_image, u.verified
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? ${userFilter} ${statusFilter}`,
    );
    return q.user ? stmt.all(q.market, outcomeIndex, q.user.toLowerCase()) : stmt.all(q.market, outcomeIndex);
  }

  registerTitleFilter(db);
  registerTitleKey(db);

  /** One page of positions, in its order: the only rows read are the page's (page-query.ts). */
  function positionsPage(q: PositionsPage): PositionRow[] {
    const { sql, args } = pageSql(q);
    const rows = prepare<PageTuple>(sql)
      .raw()
      .all(...args);
    if (q.user === null || rows.length === 0) return rows.map((t) => toRow(t));
    const holder = prepare<PositionHolder>('SELECT display_address, name, profile_image, verified FROM users WHERE address = ?').get(
      q.user,
    );
    return rows.map((t) => toRow(t, holder ?? NO_PROFILE));
  }

  return { closedPositions, marketPricing, marketPositions, positionsPage };
}

export type PositionsStore = ReturnType<typeof createPositionsStore>;

const NO_PROFILE: PositionHolder = { display_address: null, name: null, profile_image: null, verified: null };

// prettier-ignore
function toRow([user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts,
  mark, current_value, resolved, archived, opp_size, event_id, title, slug, icon, event_slug, outcome0, outcome1, opposite_asset,
  end_date, neg_risk, sort_value, display_address = null, name = null, profile_image = null, verified = null]: PageTuple,
  holder: PositionHolder = { display_address, name, profile_image, verified }): PositionRow {
  return {
    user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts,
    mark, current_value, market_resolved: resolved !== 0, market_archived: archived !== 0, opp_size, event_id, title, slug, icon,
    event_slug, outcome0, outcome1, opposite_asset, end_date, neg_risk, sort_value, ...holder,
  };
}
