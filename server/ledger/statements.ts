import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection';

/*
 * Every statement the ledger runs, prepared once per Ledger. Positional parameters keep the hot path
 * (a fill writes ~8 rows) free of per-call object allocation.
 */

export type MarketRow = {
  condition_id: string;
  token0: string;
  token1: string;
  event_id: number;
  neg_risk: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

export type ComboLegRow = {
  leg_index: number;
  condition_id: string;
  outcome_index: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

export type ComboPositionRow = {
  shares: number;
  entry_avg_price: number;
  entry_fees: number;
  gross_entry_cost: number;
  realized_payout: number;
  redeemed_shares: number;
  first_entry_at: number;
  resolved_at: number | null;
};

type Run<P extends unknown[]> = Statement<P>;

export type Statements = ReturnType<typeof prepareStatements>;

export function prepareStatements(db: Db) {
  return {
    insertActivity: db.prepare(`
      INSERT INTO activity (user, ts, type, condition_id, asset, outcome_index, side, size, usdc_size, price, fee,
                            share_delta, cash_delta, is_combo, trade_id, tx_hash, log_index)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`) as Run<
      [
        string,
        number,
        string,
        string,
        string,
        number,
        string,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number | null,
        string,
        number,
      ]
    >,
    // both sides of a fill in one statement; their ids are consecutive
    insertActivityPair: db.prepare(`
      INSERT INTO activity (user, ts, type, condition_id, asset, outcome_index, side, size, usdc_size, price, fee,
                            share_delta, cash_delta, is_combo, trade_id, tx_hash, log_index)
      VALUES (?, ?, 'TRADE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0), (?, ?, 'TRADE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 1)`) as Statement<
      unknown[]
    >,
    insertActivityLeg: db.prepare('INSERT INTO activity_legs (activity_id, asset, share_delta) VALUES (?, ?, ?)') as Run<
      [number | bigint, string, number]
    >,
    maxActivityId: db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM activity').pluck() as Statement<[], number>,

    insertTrade: db.prepare(`
      INSERT INTO trades (ts, condition_id, asset, outcome_index, taker, maker, taker_side, size, price, taker_fee,
                          maker_fee, builder_code, tx_hash)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`) as Run<
      [number, string, string, number, string, string, string, number, number, number, number, string, string]
    >,

    // a debit that would overdraw matches no row, so one statement both checks and moves the balance
    addCash: db.prepare('UPDATE cash SET balance = balance + ? WHERE user = ? AND balance + ? >= 0') as Run<[number, string, number]>,
    insertCash: db.prepare('INSERT INTO cash (user, balance) VALUES (?, ?)') as Run<[string, number]>,
    getCash: db.prepare('SELECT balance FROM cash WHERE user = ?').pluck() as Statement<[string], number>,

    growPosition: db.prepare(`
      UPDATE positions SET size = size + ?, cost = cost + ?, fees = fees + ?, total_bought = total_bought + ?,
                           bought_cost = bought_cost + ?, last_ts = ?
      WHERE user = ? AND asset = ?`) as Run<[number, number, number, number, number, number, string, string]>,
    insertPosition: db.prepare(`
      INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost,
                             realized_pnl, first_ts, last_ts)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`) as Run<
      [string, string, string, number, number, number, number, number, number, number, number]
    >,
    getPosition: db.prepare(
      'SELECT size, cost, fees, total_bought, bought_cost, realized_pnl FROM positions WHERE user = ? AND asset = ?',
    ) as Statement<
      [string, string],
      { size: number; cost: number; fees: number; total_bought: number; bought_cost: number; realized_pnl: number }
    >,
    reducePosition: db.prepare(`
      UPDATE positions SET size = size - ?, cost = cost - ?, fees = fees - ?, realized_pnl = realized_pnl + ?, last_ts = ?
      WHERE user = ? AND asset = ?`) as Run<[number, number, number, number, number, string, string]>,

    addSupply: db.prepare(`
      INSERT INTO token_supply (asset, minted, burned) VALUES (?, ?, ?)
      ON CONFLICT(asset) DO UPDATE SET minted = minted + excluded.minted, burned = burned + excluded.burned`) as Run<
      [string, number, number]
    >,

    getMarket: db.prepare(`
      SELECT condition_id, token0, token1, event_id, neg_risk, price0, resolved_at, payout0, payout1
      FROM markets WHERE condition_id = ?`) as Statement<[string], MarketRow>,
    tokenMarket: db.prepare('SELECT condition_id, outcome_index FROM tokens WHERE token_id = ?') as Statement<
      [string],
      { condition_id: string; outcome_index: number }
    >,
    getMarketPrice: db.prepare('SELECT price0 FROM markets WHERE condition_id = ?').pluck() as Statement<[string], number>,
    eventMarkets: db
      .prepare(
        `
      SELECT condition_id FROM markets WHERE event_id = ? AND neg_risk = 1 ORDER BY condition_id`,
      )
      .pluck() as Statement<[number], string>,
    resolveMarket: db.prepare('UPDATE markets SET resolved_at = ?, payout0 = ?, payout1 = ? WHERE condition_id = ?') as Run<
      [number, number, number, string]
    >,

    getCombo: db.prepare('SELECT combo_condition_id FROM combos WHERE combo_condition_id = ?').pluck() as Statement<[string], string>,
    insertCombo: db.prepare('INSERT INTO combos (combo_condition_id, title, created_at) VALUES (?, ?, ?)') as Run<[string, string, number]>,
    insertComboLeg: db.prepare(
      'INSERT INTO combo_legs (combo_condition_id, leg_index, condition_id, outcome_index) VALUES (?, ?, ?, ?)',
    ) as Run<[string, number, string, number]>,
    marketTitle: db.prepare('SELECT title, outcome0, outcome1 FROM markets WHERE condition_id = ?') as Statement<
      [string],
      { title: string; outcome0: string; outcome1: string }
    >,
    comboLegs: db.prepare(`
      SELECT l.leg_index, l.condition_id, l.outcome_index, m.resolved_at, m.payout0, m.payout1
      FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
      WHERE l.combo_condition_id = ? ORDER BY l.leg_index`) as Statement<[string], ComboLegRow>,
    combosOfMarket: db.prepare('SELECT DISTINCT combo_condition_id FROM combo_legs WHERE condition_id = ?').pluck() as Statement<
      [string],
      string
    >,
    getComboPosition: db.prepare(`
      SELECT shares, entry_avg_price, entry_fees, gross_entry_cost, realized_payout, redeemed_shares, first_entry_at, resolved_at
      FROM combo_positions WHERE combo_condition_id = ? AND combo_position_id = ?`) as Statement<[string, string], ComboPositionRow>,
    insertComboPosition: db.prepare(`
      INSERT INTO combo_positions (combo_condition_id, combo_position_id, user, shares, entry_avg_price, entry_fees,
                                   gross_entry_cost, realized_payout, redeemed_shares, first_entry_at, resolved_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, NULL, ?)`) as Run<[string, string, string, number, number, number, number, number, number]>,
    updateComboPosition: db.prepare(`
      UPDATE combo_positions SET shares = ?, entry_avg_price = ?, entry_fees = ?, gross_entry_cost = ?, realized_payout = ?,
                                 redeemed_shares = ?, updated_at = ?
      WHERE combo_condition_id = ? AND combo_position_id = ?`) as Run<
      [number, number, number, number, number, number, number, string, string]
    >,
    touchComboPositions: db.prepare(`
      UPDATE combo_positions SET updated_at = ?, resolved_at = COALESCE(resolved_at, ?)
      WHERE combo_condition_id = ?`) as Run<[number, number | null, string]>,
    insertComboActivity: db.prepare(`
      INSERT INTO combo_activity (user, combo_condition_id, combo_position_id, kind, amount, payout, ts, tx_hash, log_index, block_number)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`) as Run<
      [string, string, string, string, number | null, number | null, number, string, number, number]
    >,
  };
}
