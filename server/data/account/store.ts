import type { DataContext } from '../context';
import { createComboFigures } from '../../money/combos';
import { markSql } from '../../money/marks';
import { inList } from '../shared/sql-lists';

/** One wallet's stored allowance (or operator flag) for one catalogue contract. */
export type StoredApproval = { contract_id: string; approved: number; amount: string | null };

/**
 * The SQL of one wallet's aggregates. v1 reads go through the statement cache; v2 reads keep the
 * statements they always had (the fixed ones prepared once, here; the list-shaped ones per request).
 */
export function createAccountStore(ctx: DataContext) {
  const { prepare, db } = ctx;
  const combos = createComboFigures(db);
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

  /** How many distinct markets the (lowercase) user ever filled in, as taker or maker. */
  function tradedMarkets(user: string): number {
    return prepare<{ n: number }>(
      'SELECT COUNT(*) AS n FROM (SELECT condition_id FROM trades WHERE taker = ? UNION SELECT condition_id FROM trades WHERE maker = ?)',
    ).get(user, user)!.n;
  }

  /**
   * The (lowercase) user's held positions, of the listed markets or all, each with its token's mark:
   * every held share, archived and resolved markets included, as positions value counts them.
   */
  function markedPositions(user: string, conditions: string[] | undefined) {
    const scope = conditions ? ` AND ${inList('p.condition_id', conditions.length)}` : '';
    return prepare<{ size: number; mark: number }>(
      `SELECT p.size, ${markSql('p.outcome_index')} AS mark FROM positions p JOIN markets m ON m.condition_id = p.condition_id
       WHERE p.user = ? AND p.size > 0${scope}`,
    ).all(user, ...(conditions ?? []));
  }

  /** The user's allowances as stored, by catalogue contract. */
  function approvals(user: string): StoredApproval[] {
    return db.prepare<[string], StoredApproval>('SELECT contract_id, approved, amount FROM approvals WHERE user = ?').all(user);
  }

  return {
    tradedMarkets,
    markedPositions,
    approvals,
    /** The (lowercase) user's held combos: live ones at their basis, settled ones at their payout (money/combos.ts). */
    heldCombos: (user: string) => combos.held(user),
    user: (user: string) => userRow.get(user),
    /** How many distinct markets the user traded, by the activity ledger. */
    tradedByActivity: (user: string) => tradedActivity.get(user)?.n,
    marketWins: (user: string) => marketWins.all(user),
    settledComboPnls: (user: string) => combos.settledPnls(user),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
