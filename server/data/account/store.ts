import type { DataContext } from '../context';
import { MARK_SQL } from '../shared/marked-value';
import { inList, marks } from '../shared/sql-lists';

/** One wallet's stored allowance (or operator flag) for one catalogue contract. */
export type StoredApproval = { contract_id: string; approved: number; amount: string | null };

/** An open position with what its current price is computed from. */
export type OpenPositionPrice = {
  size: number;
  outcome_index: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/**
 * The SQL of one wallet's aggregates. v1 reads go through the statement cache; v2 reads keep the
 * statements they always had (the fixed ones prepared once, here; the list-shaped ones per request).
 */
export function createAccountStore(ctx: DataContext) {
  const { prepare, db } = ctx;
  const openCombos = db.prepare<[string], { shares: number; avg: number }>(
    'SELECT shares, entry_avg_price AS avg FROM combo_positions WHERE user = ? AND resolved_at IS NULL AND shares > 0',
  );
  const userRow = db.prepare<[string], { display_address: string; created_at: number }>(
    'SELECT display_address, created_at FROM users WHERE address = ?',
  );
  const tradedActivity = db.prepare<[string], { n: number }>(
    "SELECT COUNT(DISTINCT condition_id) AS n FROM activity WHERE user = ? AND type = 'TRADE' AND condition_id <> ''",
  );
  // a resolved position's win: realized PnL plus what the still-held tokens are worth over their basis
  const marketWins = db.prepare<[string], { realized: number; size: number; cost: number; payout: number }>(
    `SELECT p.realized_pnl AS realized, p.size, p.cost, COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0) AS payout
     FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND m.resolved_at IS NOT NULL`,
  );
  const comboWins = db.prepare<[string], { win: number }>(
    `SELECT realized_payout - (entry_avg_price * (shares + redeemed_shares)) / 1000000 AS win
     FROM combo_positions WHERE user = ? AND resolved_at IS NOT NULL`,
  );

  /** How many distinct markets the (lowercase) user ever filled in, as taker or maker. */
  function tradedMarkets(user: string): number {
    return prepare<{ n: number }>(
      'SELECT COUNT(*) AS n FROM (SELECT condition_id FROM trades WHERE taker = ? UNION SELECT condition_id FROM trades WHERE maker = ?)',
    ).get(user, user)!.n;
  }

  /** The (lowercase) user's open positions, of the listed markets or all, with their markets' prices and payouts. */
  function openPositionPrices(user: string, markets: string[] | undefined): OpenPositionPrice[] {
    const filter = markets ? `AND p.condition_id IN (${marks(markets.length)})` : '';
    return prepare<OpenPositionPrice>(
      `SELECT p.size, p.outcome_index, m.price0, m.resolved_at, m.payout0, m.payout1
       FROM positions p JOIN markets m ON m.condition_id = p.condition_id
       WHERE p.user = ? AND p.size > 0 ${filter}`,
    ).all(user, ...(markets ?? []));
  }

  /** The user's open positions, of the listed markets or all, each with its token's mark. */
  function markedPositions(user: string, conditions: string[] | undefined) {
    const args: unknown[] = [user];
    let scope = '';
    if (conditions) {
      scope = ` AND ${inList('p.condition_id', conditions.length)}`;
      args.push(...conditions);
    }
    return db
      .prepare<unknown[], { size: number; mark: number }>(
        `SELECT p.size, ${MARK_SQL} AS mark FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND p.size > 0${scope}`,
      )
      .all(...args);
  }

  /** The user's allowances as stored, by catalogue contract. */
  function approvals(user: string): StoredApproval[] {
    return db.prepare<[string], StoredApproval>('SELECT contract_id, approved, amount FROM approvals WHERE user = ?').all(user);
  }

  return {
    tradedMarkets,
    openPositionPrices,
    markedPositions,
    approvals,
    /** The user's unresolved combo positions: shares and entry price. */
    openCombos: (user: string) => openCombos.all(user),
    user: (user: string) => userRow.get(user),
    /** How many distinct markets the user traded, by the activity ledger. */
    tradedByActivity: (user: string) => tradedActivity.get(user)?.n,
    marketWins: (user: string) => marketWins.all(user),
    comboWins: (user: string) => comboWins.all(user),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
