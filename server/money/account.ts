import type { Db } from '../db/connection';
import { REWARD_TYPES } from '../ledger';
import { createComboFigures } from './combos';
import { holdingsValue, markSql } from './marks';

/*
 * One wallet's money figures, each computed once, from the ledger's tables (docs/money-model.md).
 * Every amount is an integer in micro USDC. The routes read the figures they serve from here or
 * from the same functions (marks.ts, combos.ts); the reconciliation suite checks them against
 * every route that shows them.
 */

export type AccountFigures = {
  cash: number;
  /** Σ value of the held market positions, archived and resolved markets included */
  positionsValue: number;
  /** Σ value of the held combos: live ones at their basis plus settled ones at their payout */
  openCombosValue: number;
  /** the settled (terminal, unredeemed) part of openCombosValue: what redeeming them pays */
  settledCombosValue: number;
  /** Σ payout value of the held positions of resolved markets: what redeeming them pays */
  redeemableValue: number;
  /** cash + positionsValue + openCombosValue */
  equity: number;
  /** remaining fee-exclusive basis of the held positions, and of the held combos */
  positionsCost: number;
  combosCost: number;
  realizedMarket: number;
  realizedCombo: number;
  realized: number;
  /** (positionsValue − positionsCost) + (openCombosValue − combosCost) */
  unrealized: number;
  /** realized + unrealized: fee-exclusive, as the position rows report PnL */
  totalPnl: number;
  /** trading and combo entry fees paid */
  fees: number;
  /** rewards, yield, rebates and referral income credited */
  rewards: number;
  deposits: number;
  withdrawals: number;
};

export function createAccountFigures(db: Db) {
  const combos = createComboFigures(db);
  const cash = db.prepare<[string], number>('SELECT balance FROM cash WHERE user = ?').pluck();
  const held = db.prepare<[string], { size: number; mark: number; cost: number; resolved: number }>(
    `SELECT p.size, ${markSql('p.outcome_index')} AS mark, p.cost, m.resolved_at IS NOT NULL AS resolved
     FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND p.size > 0`,
  );
  const realized = db.prepare<[string], number>('SELECT COALESCE(SUM(realized_pnl), 0) FROM positions WHERE user = ?').pluck();
  const flows = db.prepare<[string], { type: string; usdc: number; fee: number }>(
    'SELECT type, SUM(usdc_size) AS usdc, SUM(fee) AS fee FROM activity WHERE user = ? GROUP BY type',
  );
  const rewardTypes = new Set<string>(REWARD_TYPES);

  return (address: string): AccountFigures => {
    const user = address.toLowerCase();
    const rows = held.all(user);
    const positionsValue = holdingsValue(rows);
    const redeemableValue = holdingsValue(rows.filter((r) => r.resolved));
    const positionsCost = rows.reduce((s, r) => s + r.cost, 0);
    const c = combos.held(user);
    const f = { fees: 0, rewards: 0, deposits: 0, withdrawals: 0 };
    for (const r of flows.all(user)) {
      f.fees += r.fee;
      if (rewardTypes.has(r.type)) f.rewards += r.usdc;
      else if (r.type === 'DEPOSIT') f.deposits += r.usdc;
      else if (r.type === 'WITHDRAWAL') f.withdrawals += r.usdc;
    }
    const balance = cash.get(user) ?? 0;
    const realizedMarket = realized.get(user) ?? 0;
    const realizedCombo = combos.realized(user);
    const unrealized = positionsValue - positionsCost + (c.value - c.basis);
    return {
      cash: balance,
      positionsValue,
      openCombosValue: c.value,
      settledCombosValue: c.settled,
      redeemableValue,
      equity: balance + positionsValue + c.value,
      positionsCost,
      combosCost: c.basis,
      realizedMarket,
      realizedCombo,
      realized: realizedMarket + realizedCombo,
      unrealized,
      totalPnl: realizedMarket + realizedCombo + unrealized,
      ...f,
    };
  };
}
