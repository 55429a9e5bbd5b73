import { expect } from 'vitest';
import type { createApp } from '../app';
import { DEMO_TRADER } from '../../src/api/config';
import { getMeta, type Db } from '../db/connection';
import { createAccountFigures, type AccountFigures } from '../money/account';
import { readRouteFigures } from './reconcile-kit';

/*
 * The reconciliation of one wallet: the definitions of docs/money-model.md computed from the ledger's
 * tables (server/money/account.ts) against every route that shows them, to the micro-dollar.
 */

type App = ReturnType<typeof createApp>;

/** Checks every equality of the money model for `user`; returns the definitions' figures. */
export async function expectReconciled(db: Db, app: App, user: string): Promise<AccountFigures> {
  const u = user.toLowerCase();
  const f = createAccountFigures(db)(u);
  const held = db.prepare<[string], string>('SELECT DISTINCT condition_id FROM positions WHERE user = ? AND size > 0').pluck().all(u);
  const r = await readRouteFigures(app, user, held);
  const at = (what: string) => `${user}: ${what}`;

  // positions value: one figure, whichever route shows it
  const V = f.positionsValue;
  expect(r.value, at('/value')).toBe(V);
  expect(r.v1.value, at('Σ /positions?sizeThreshold=0&includeArchived=true currentValue')).toBe(V);
  expect(r.snapshot.rowsValue, at('Σ positions.csv currentValue')).toBe(V);
  expect(r.snapshot.positionsValue, at('equity.csv positionsValue')).toBe(V);
  expect(r.v2.value, at('Σ /v2/positions OPEN (all pages, archived and dust included) current_value')).toBe(V);
  expect(r.valueByConditions, at('Σ /v2/value over the held markets, 20 at a time')).toBe(V);
  // OPEN is the superset; each row's status partitions it into OPEN and REDEEMABLE, the latter exactly status=REDEEMABLE
  expect(r.v2.openRowsValue + r.v2.redeemableValue, at('rows of status OPEN + status=REDEEMABLE')).toBe(V);
  expect(r.v2.flaggedRedeemableValue, at('OPEN rows flagged redeemable')).toBe(r.v2.redeemableValue);
  expect(r.v2.redeemableValue, at('claimable: Σ status=REDEEMABLE')).toBe(f.redeemableValue);
  expect(r.v1.redeemableValue, at('claimable: Σ /positions?redeemable=true&sizeThreshold=0')).toBe(f.redeemableValue);
  // v1 and v2 list the same positions with the same figures
  expect(r.v2.rows, at('v2 rows = v1 rows')).toBe(r.v1.rows);
  expect(r.v2.byAsset, at('v2 rows = v1 rows, asset by asset')).toEqual(r.v1.byAsset);

  // portfolio value and equity
  expect(r.combosValue, at('open combos value from the combo rows')).toBe(f.openCombosValue);
  expect(r.valueV2, at('/v2/value = positions value + open combos value')).toBe(V + f.openCombosValue);
  expect(f.equity).toBe(f.cash + V + f.openCombosValue);
  expect(r.snapshot.cash, at('equity.csv cashBalance')).toBe(f.cash);
  // the snapshot's equity column covers what its files list: cash and market positions (docs/money-model.md)
  expect(r.snapshot.equity, at('equity.csv equity = cash + positions value')).toBe(f.cash + V);
  expect(r.snapshot.header).toEqual(['proxyWallet', 'asOf', 'cashBalance', 'positionsValue', 'equity']);

  // PnL: the rows, the series and the board against the definitions
  expect(r.v1.realized, at('Σ realizedPnl of open and closed rows')).toBe(f.realizedMarket);
  expect(r.v1.cashPnl, at('Σ cashPnl = positions value − cost basis')).toBe(V - f.positionsCost);
  expect(r.v1.cost).toBe(f.positionsCost);
  expect(r.pnl.realizedMarket, at('user-pnl realized_market_pnl')).toBe(f.realizedMarket);
  expect(r.pnl.realizedCombo, at('user-pnl realized_combo_pnl')).toBe(f.realizedCombo);
  expect(r.pnl.realized, at('user-pnl realized_pnl')).toBe(f.realized);
  expect(r.pnl.unrealized, at('user-pnl unrealized_pnl')).toBe(f.unrealized);
  expect(r.pnl.total, at('user-pnl position_pnl = total PnL')).toBe(f.totalPnl);
  expect(r.pnl.fees, at('user-pnl fees')).toBe(f.fees);
  expect(r.pnl.income, at('user-pnl wallet_income = rewards')).toBe(f.rewards);
  expect([r.pnl.deposits, r.pnl.withdrawals]).toEqual([f.deposits, f.withdrawals]);
  if (r.board.v1 !== null) expect(r.board.v1, at('/v1/leaderboard ALL pnl = realized')).toBe(f.realized);
  if (r.board.v2 !== null) expect(r.board.v2, at('/v2/leaderboard all pnl = realized')).toBe(f.realized);

  // money is conserved: what the wallet holds is what came in, plus income and PnL, less fees
  expect(f.equity, at('equity = deposits − withdrawals + rewards − fees + total PnL')).toBe(
    f.deposits - f.withdrawals + f.rewards - f.fees + f.totalPnl,
  );

  // v1 and v2 feeds count the same rows, and the ledger's
  const ledgerRows = db.prepare<[string], number>('SELECT COUNT(*) FROM activity WHERE user = ?').pluck().get(u)!;
  const fills = db.prepare<[string, string], number>('SELECT COUNT(*) FROM trades WHERE taker = ? OR maker = ?').pluck().get(u, u)!;
  expect(r.counts.activityV2, at('/v2/activity rows')).toBe(ledgerRows);
  if (r.counts.activityV1 !== null) expect(r.counts.activityV1, at('/activity rows')).toBe(ledgerRows);
  expect(r.counts.tradesV2, at('/v2/trades rows')).toBe(fills);
  if (r.counts.tradesV1 !== null) expect(r.counts.tradesV1, at('/trades rows')).toBe(fills);
  return f;
}

/**
 * The wallets a reconciliation runs over: the demo trader (when the dataset has one) and one wallet
 * for each thing worth exercising, each the first the query lists that no earlier line took.
 */
export function sampleWallets(db: Db): [string, string][] {
  const chosen = new Set<string>();
  const out: [string, string][] = [];
  const pick = (label: string, sql: string) => {
    const user = db
      .prepare<[], string>(sql)
      .pluck()
      .all()
      .find((u) => !chosen.has(u.toLowerCase()));
    if (!user) return;
    chosen.add(user.toLowerCase());
    out.push([label, user]);
  };
  pick('the demo trader', `SELECT display_address FROM users WHERE address = '${DEMO_TRADER.toLowerCase()}'`);
  pick('the whale (a market maker in most markets)', `SELECT '${getMeta(db, 'whale')}'`);
  pick('the busiest wallet', 'SELECT user FROM activity GROUP BY user ORDER BY COUNT(*) DESC, user');
  pick('the widest combo holder', 'SELECT user FROM combo_positions GROUP BY user ORDER BY COUNT(*) DESC, user');
  pick(
    'a holder of a settled, unredeemed combo',
    'SELECT user FROM combo_positions WHERE resolved_at IS NOT NULL AND shares > 0 ORDER BY user',
  );
  pick(
    'a holder in an archived market',
    'SELECT p.user FROM positions p JOIN markets m USING (condition_id) WHERE m.archived = 1 AND p.size > 0 ORDER BY p.user',
  );
  pick(
    'a wallet with rewards',
    `SELECT user FROM activity WHERE type IN ('REWARD', 'MAKER_REBATE', 'YIELD') GROUP BY user ORDER BY COUNT(*) DESC, user`,
  );
  pick(
    'a wallet with neg-risk conversions',
    `SELECT user FROM activity WHERE type = 'CONVERSION' GROUP BY user ORDER BY COUNT(*) DESC, user`,
  );
  pick(
    'a wallet with a fractional (50-50) payout',
    'SELECT p.user FROM positions p JOIN markets m USING (condition_id) WHERE m.payout0 = 500000 ORDER BY p.user',
  );
  return out;
}
