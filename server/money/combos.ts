import type { Db } from '../db/connection';
import { comboPayoutPerShare, comboStatus, isTerminal, type LegResolution } from '../ledger/combo-status';
import { MICRO, mulDiv, mulDivRound } from '../ledger/money';

/*
 * Combo figures (docs/money-model.md, "Open combos value" and "Realized PnL"). A combo has no order
 * book, and the product of its legs' prices assumes they are independent, so a live combo is held
 * at its remaining fee-exclusive cost basis (gross entry cost − entry fees, as the ledger keeps it);
 * once terminal it is worth what redeeming it pays (the ledger's comboRedeem figure), exactly as a
 * resolved market position is worth its payout until redeemed.
 */

/** One held combo position, as the ledger keeps it. */
export type HeldCombo = { combo_condition_id: string; shares: number; gross_entry_cost: number; entry_fees: number };

/** The remaining fee-exclusive basis of a held combo (fees never exceed the gross; the ledger clamps them). */
export const comboBasis = (p: HeldCombo) => p.gross_entry_cost - Math.min(p.entry_fees, p.gross_entry_cost);

/** What a held combo is worth: its basis while live, its redemption payout once terminal. */
export function comboValue(p: HeldCombo, legs: readonly LegResolution[]): { value: number; terminal: boolean } {
  if (!isTerminal(comboStatus(legs))) return { value: comboBasis(p), terminal: false };
  return { value: mulDiv(p.shares, comboPayoutPerShare(legs)!, MICRO), terminal: true };
}

/*
 * Realized combo PnL, per user: cash back (merge proceeds, redemption payouts) minus the basis that
 * left. The basis that entered is Σ split amounts (fee-exclusive), the basis still held is that of
 * positions with shares, so the basis that left is their difference, exact to the micro whatever
 * mix of merges and redemptions happened. The same arithmetic as the ledger's, summed in SQLite's
 * 64-bit integers.
 */
const REALIZED_PARTS = `
  SELECT user, CASE kind WHEN 'Merge' THEN amount WHEN 'Redeem' THEN payout WHEN 'Split' THEN -amount ELSE 0 END AS x
  FROM combo_activity WHERE %W
  UNION ALL
  SELECT user, gross_entry_cost - MIN(entry_fees, gross_entry_cost) FROM combo_positions WHERE shares > 0 AND %W`;

export function createComboFigures(db: Db) {
  const held = db.prepare<[string], HeldCombo>(
    'SELECT combo_condition_id, shares, gross_entry_cost, entry_fees FROM combo_positions WHERE user = ? AND shares > 0',
  );
  const legs = db.prepare<[string], LegResolution & { combo_condition_id: string }>(
    `SELECT l.combo_condition_id, l.outcome_index, m.resolved_at, m.payout0, m.payout1
     FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
     WHERE l.combo_condition_id IN (SELECT combo_condition_id FROM combo_positions WHERE user = ? AND shares > 0)
     ORDER BY l.combo_condition_id, l.leg_index`,
  );
  const realizedOne = db
    .prepare<[string, string], number>(`SELECT COALESCE(SUM(x), 0) FROM (${REALIZED_PARTS.replaceAll('%W', 'user = ?')})`)
    .pluck();
  const realizedAll = db.prepare<[], { user: string; pnl: number }>(
    `SELECT user, SUM(x) AS pnl FROM (${REALIZED_PARTS.replaceAll('%W', '1')}) GROUP BY user`,
  );

  function legsOf(user: string): Map<string, LegResolution[]> {
    const byCombo = new Map<string, LegResolution[]>();
    for (const l of legs.all(user))
      (byCombo.get(l.combo_condition_id) ?? byCombo.set(l.combo_condition_id, []).get(l.combo_condition_id)!).push(l);
    return byCombo;
  }
  const settled = db.prepare<[string], HeldCombo & { entry_avg_price: number; redeemed_shares: number; realized_payout: number }>(
    `SELECT combo_condition_id, shares, gross_entry_cost, entry_fees, entry_avg_price, redeemed_shares, realized_payout
     FROM combo_positions WHERE user = ? AND resolved_at IS NOT NULL`,
  );

  return {
    /**
     * The (lowercase) user's settled combos, each one's PnL, micro: paid out + what its remaining
     * shares will pay − what all its shares cost (the Combos view's row PnL: value + paid out − cost).
     */
    settledPnls(user: string): number[] {
      const byCombo = legsOf(user);
      return settled.all(user).map((p) => {
        const value = p.shares > 0 ? comboValue(p, byCombo.get(p.combo_condition_id) ?? []).value : 0;
        return p.realized_payout + value - mulDivRound(p.entry_avg_price, p.shares + p.redeemed_shares, MICRO);
      });
    },
    /** The (lowercase) user's held combos: value (live at basis + settled at payout) and remaining basis, micro. */
    held(user: string): { value: number; live: number; settled: number; basis: number } {
      const byCombo = legsOf(user);
      const out = { value: 0, live: 0, settled: 0, basis: 0 };
      for (const p of held.all(user)) {
        const v = comboValue(p, byCombo.get(p.combo_condition_id) ?? []);
        out.basis += comboBasis(p);
        out.value += v.value;
        if (v.terminal) out.settled += v.value;
        else out.live += v.value;
      }
      return out;
    },
    /** The (lowercase) user's realized combo PnL, micro. */
    realized: (user: string) => realizedOne.get(user, user) ?? 0,
    /** Every user's realized combo PnL, micro. */
    realizedByUser: () => realizedAll.all(),
  };
}
