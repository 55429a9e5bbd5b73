import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger';
import { LedgerError } from './ledger-error';
import { feeFor } from './money';
import { ALICE, BOB, CAROL, M, NR, tinyDb, token } from '../testing/ledger-fixtures';

const USD = 1_000_000;

function world() {
  const db = tinyDb();
  const ledger = new Ledger(db);
  const pos = (user: string, asset: string) => ledger.positionOf(user, asset);
  const supply = (asset: string) => db.prepare('SELECT minted, burned FROM token_supply WHERE asset = ?').get(asset);
  return { db, ledger, pos, supply };
}

describe('ledger: trades', () => {
  it('a buy moves shares from the maker, cash both ways, basis and fees to the buyer', () => {
    const { db, ledger, pos } = world();
    ledger.deposit({ user: ALICE, amount: 1000 * USD, ts: 10 });
    ledger.deposit({ user: BOB, amount: 1000 * USD, ts: 10 });
    ledger.split({ user: BOB, conditionId: M, amount: 100 * USD, ts: 11 });
    const fee = feeFor(10 * USD, 550_000, 200);
    expect(fee).toBe(90_000); // 10 × min(0.55, 0.45) × 2%
    const r = ledger.trade({
      ts: 12,
      conditionId: M,
      outcomeIndex: 0,
      taker: ALICE,
      maker: BOB,
      takerSide: 'BUY',
      size: 10 * USD,
      price: 550_000,
      takerFee: fee,
    });
    expect(r.notional).toBe(5_500_000);
    expect(ledger.cashOf(ALICE)).toBe(1000 * USD - 5_500_000 - fee);
    expect(ledger.cashOf(BOB)).toBe(900 * USD + 5_500_000);
    expect(pos(ALICE, token(1, 0))).toMatchObject({
      size: 10 * USD,
      cost: 5_500_000,
      fees: fee,
      total_bought: 10 * USD,
      bought_cost: 5_500_000,
      realized_pnl: 0,
    });
    // Bob's split gave outcome 0 a basis of 60 (price 0.6); selling 10 of 100 removes 6 and realizes 5.5 − 6
    expect(pos(BOB, token(1, 0))).toMatchObject({ size: 90 * USD, cost: 54 * USD, realized_pnl: -500_000 });
    const rows = db
      .prepare('SELECT user, side, size, usdc_size, fee, share_delta, cash_delta, trade_id FROM activity WHERE type = ? ORDER BY id')
      .all('TRADE');
    expect(rows).toEqual([
      {
        user: ALICE,
        side: 'BUY',
        size: 10 * USD,
        usdc_size: 5_500_000,
        fee,
        share_delta: 10 * USD,
        cash_delta: -5_500_000 - fee,
        trade_id: r.tradeId,
      },
      {
        user: BOB,
        side: 'SELL',
        size: 10 * USD,
        usdc_size: 5_500_000,
        fee: 0,
        share_delta: -10 * USD,
        cash_delta: 5_500_000,
        trade_id: r.tradeId,
      },
    ]);
    expect(db.prepare('SELECT taker_fee, maker_fee, builder_code FROM trades').get()).toEqual({
      taker_fee: fee,
      maker_fee: 0,
      builder_code: '0x' + '0'.repeat(64),
    });
  });

  it('a partial sell removes basis pro rata and realizes PnL; SELL fees never enter the basis', () => {
    const { ledger, pos } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    ledger.deposit({ user: BOB, amount: 100 * USD, ts: 1 });
    ledger.split({ user: BOB, conditionId: M, amount: 50 * USD, ts: 2 });
    ledger.trade({
      ts: 3,
      conditionId: M,
      outcomeIndex: 0,
      taker: ALICE,
      maker: BOB,
      takerSide: 'BUY',
      size: 30 * USD,
      price: 400_000,
      takerFee: 300_000,
    });
    ledger.trade({
      ts: 4,
      conditionId: M,
      outcomeIndex: 0,
      taker: ALICE,
      maker: BOB,
      takerSide: 'SELL',
      size: 10 * USD,
      price: 700_000,
      takerFee: 150_000,
    });
    // basis 12 for 30 shares: selling a third removes 4 (and a third of the 0.3 BUY fee); proceeds 7
    expect(pos(ALICE, token(1, 0))).toMatchObject({ size: 20 * USD, cost: 8 * USD, fees: 200_000, realized_pnl: 3 * USD });
    expect(ledger.cashOf(ALICE)).toBe(100 * USD - 12 * USD - 300_000 + 7 * USD - 150_000);
  });

  it('rounds pro-rata removal down and lets the last sale take the rest; closed rows stay with their PnL', () => {
    const { ledger, pos } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    ledger.deposit({ user: BOB, amount: 100 * USD, ts: 1 });
    ledger.split({ user: BOB, conditionId: M, amount: 50 * USD, ts: 2 });
    ledger.trade({ ts: 3, conditionId: M, outcomeIndex: 1, taker: ALICE, maker: BOB, takerSide: 'BUY', size: 3 * USD, price: 330_000 });
    ledger.trade({ ts: 4, conditionId: M, outcomeIndex: 1, taker: ALICE, maker: BOB, takerSide: 'SELL', size: 1 * USD, price: 500_000 });
    expect(pos(ALICE, token(1, 1))).toMatchObject({ size: 2 * USD, cost: 660_000, realized_pnl: 170_000 });
    ledger.trade({ ts: 5, conditionId: M, outcomeIndex: 1, taker: ALICE, maker: BOB, takerSide: 'SELL', size: 2 * USD, price: 100_000 });
    expect(pos(ALICE, token(1, 1))).toMatchObject({ size: 0, cost: 0, fees: 0, realized_pnl: 170_000 + 200_000 - 660_000 });
  });

  it('removes basis exactly when cost × size would overflow 64-bit integers', () => {
    const { ledger, pos } = world();
    ledger.deposit({ user: ALICE, amount: 20_000_000 * USD, ts: 1 });
    ledger.deposit({ user: BOB, amount: 10_000_000 * USD, ts: 1 });
    ledger.split({ user: ALICE, conditionId: M, amount: 10_000_000 * USD, ts: 2 });
    ledger.trade({
      ts: 3,
      conditionId: M,
      outcomeIndex: 0,
      taker: BOB,
      maker: ALICE,
      takerSide: 'BUY',
      size: 3_333_333_330_000,
      price: 500_000,
    });
    // 6e12 × 3.33e12 is far beyond 2^63: the BigInt path floors 19_999_999_980_000_000_000_000_000 / 1e13
    expect(pos(ALICE, token(1, 0))).toMatchObject({
      size: 6_666_666_670_000,
      cost: 4_000_000_002_000,
      realized_pnl: 1_666_666_665_000 - 1_999_999_998_000,
    });
  });

  it('refuses overdrafts and short sales without writing anything', () => {
    const { db, ledger } = world();
    ledger.deposit({ user: ALICE, amount: 5 * USD, ts: 1 });
    ledger.deposit({ user: BOB, amount: 100 * USD, ts: 1 });
    ledger.split({ user: BOB, conditionId: M, amount: 50 * USD, ts: 2 });
    const before = db.prepare('SELECT (SELECT COUNT(*) FROM trades) + (SELECT COUNT(*) FROM activity) AS n').get();
    expect(() =>
      ledger.trade({ ts: 3, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'BUY', size: 10 * USD, price: 600_000 }),
    ).toThrow(LedgerError);
    expect(() =>
      ledger.trade({ ts: 3, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'SELL', size: 1 * USD, price: 600_000 }),
    ).toThrow(/holds 0/);
    expect(() => ledger.withdraw({ user: ALICE, amount: 6 * USD, ts: 4 })).toThrow(/needs/);
    expect(db.prepare('SELECT (SELECT COUNT(*) FROM trades) + (SELECT COUNT(*) FROM activity) AS n').get()).toEqual(before);
    expect(ledger.cashOf(ALICE)).toBe(5 * USD);
    expect(ledger.positionOf(BOB, token(1, 0))?.size).toBe(50 * USD);
  });
});

describe('ledger: collateral', () => {
  it('split allocates the basis by price exactly; merge realizes against the removed basis', () => {
    const { db, ledger, pos, supply } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    ledger.split({ user: ALICE, conditionId: M, amount: 33_330_000, ts: 2, price0: 333_000 });
    const a = pos(ALICE, token(1, 0))!;
    const b = pos(ALICE, token(1, 1))!;
    expect(a.cost + b.cost).toBe(33_330_000);
    expect(a.cost).toBe(11_098_890);
    expect(supply(token(1, 0))).toEqual({ minted: 33_330_000, burned: 0 });
    ledger.merge({ user: ALICE, conditionId: M, amount: 10_000_000, ts: 3, price0: 500_000 });
    expect(pos(ALICE, token(1, 0))).toMatchObject({ size: 23_330_000, realized_pnl: 5_000_000 - 3_330_000 });
    expect(pos(ALICE, token(1, 1))).toMatchObject({ size: 23_330_000, realized_pnl: 5_000_000 - 6_670_000 });
    expect(ledger.cashOf(ALICE)).toBe(100 * USD - 33_330_000 + 10_000_000);
    expect(supply(token(1, 1))).toEqual({ minted: 33_330_000, burned: 10_000_000 });
    const rows = db
      .prepare('SELECT type, asset, outcome_index, size, usdc_size, cash_delta FROM activity WHERE type IN (?, ?) ORDER BY id')
      .all('SPLIT', 'MERGE');
    expect(rows).toEqual([
      { type: 'SPLIT', asset: '', outcome_index: 999, size: 33_330_000, usdc_size: 33_330_000, cash_delta: -33_330_000 },
      { type: 'MERGE', asset: '', outcome_index: 999, size: 10_000_000, usdc_size: 10_000_000, cash_delta: 10_000_000 },
    ]);
    expect(db.prepare('SELECT asset, share_delta FROM activity_legs ORDER BY activity_id, asset').all()).toEqual([
      { asset: token(1, 0), share_delta: 33_330_000 },
      { asset: token(1, 1), share_delta: 33_330_000 },
      { asset: token(1, 0), share_delta: -10_000_000 },
      { asset: token(1, 1), share_delta: -10_000_000 },
    ]);
  });

  it('neg-risk conversion burns NO shares, mints YES of the others and pays (k − 1) × amount', () => {
    const { db, ledger, pos, supply } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    ledger.split({ user: ALICE, conditionId: NR[0], amount: 10 * USD, ts: 2 });
    ledger.split({ user: ALICE, conditionId: NR[1], amount: 10 * USD, ts: 2 });
    const r = ledger.convert({ user: ALICE, conditionIds: [NR[0], NR[1]], amount: 4 * USD, ts: 3 });
    expect(r.usdc).toBe(4 * USD);
    expect(pos(ALICE, token(2, 1))?.size).toBe(6 * USD);
    expect(pos(ALICE, token(3, 1))?.size).toBe(6 * USD);
    expect(pos(ALICE, token(4, 0))).toMatchObject({ size: 4 * USD, cost: 800_000 }); // at its 0.2 price
    expect(supply(token(4, 0))).toEqual({ minted: 4 * USD, burned: 0 });
    expect(supply(token(2, 1))).toEqual({ minted: 10 * USD, burned: 4 * USD });
    expect(ledger.cashOf(ALICE)).toBe(80 * USD + 4 * USD);
    const row = db
      .prepare("SELECT condition_id, asset, outcome_index, size, usdc_size, cash_delta FROM activity WHERE type = 'CONVERSION'")
      .get();
    expect(row).toEqual({ condition_id: NR[0], asset: '', outcome_index: 999, size: 4 * USD, usdc_size: 4 * USD, cash_delta: 4 * USD });
    expect(() => ledger.convert({ user: ALICE, conditionIds: [NR[2]], amount: 1 * USD, ts: 4 })).toThrow(/holds 0/);
  });
});

describe('ledger: resolution', () => {
  it('redeems one REDEEM row per outcome held under one tx hash, summing to the payout', () => {
    const { db, ledger, pos, supply } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    ledger.deposit({ user: BOB, amount: 100 * USD, ts: 1 });
    ledger.split({ user: BOB, conditionId: M, amount: 40 * USD, ts: 2 });
    ledger.trade({ ts: 3, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'BUY', size: 10 * USD, price: 500_000 });
    ledger.resolve({ conditionId: M, payouts: [500_000, 500_000], ts: 5 });
    expect(() =>
      ledger.trade({ ts: 6, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'BUY', size: USD, price: 500_000 }),
    ).toThrow(/resolved/);
    const r = ledger.redeem({ user: BOB, conditionId: M, ts: 7, txHash: '0x' + 'cd'.repeat(32) });
    expect(r.payout).toBe(15 * USD + 20 * USD);
    const rows = db
      .prepare("SELECT asset, outcome_index, size, usdc_size, tx_hash, log_index FROM activity WHERE type = 'REDEEM' ORDER BY id")
      .all();
    expect(rows).toEqual([
      { asset: token(1, 0), outcome_index: 0, size: 30 * USD, usdc_size: 15 * USD, tx_hash: '0x' + 'cd'.repeat(32), log_index: 0 },
      { asset: token(1, 1), outcome_index: 1, size: 40 * USD, usdc_size: 20 * USD, tx_hash: '0x' + 'cd'.repeat(32), log_index: 1 },
    ]);
    // Bob's basis was 24 + 16 (price 0.6), minus 6 taken by the sale of 10 outcome-0 shares
    expect(pos(BOB, token(1, 0))).toMatchObject({ size: 0, cost: 0, realized_pnl: -1 * USD + (15 * USD - 18 * USD) });
    expect(pos(BOB, token(1, 1))).toMatchObject({ size: 0, cost: 0, realized_pnl: 20 * USD - 16 * USD });
    expect(supply(token(1, 0))).toEqual({ minted: 40 * USD, burned: 30 * USD });
    expect(ledger.cashOf(BOB)).toBe(60 * USD + 5 * USD + 35 * USD);
    expect(() => ledger.redeem({ user: BOB, conditionId: M, ts: 8 })).toThrow(LedgerError);
  });

  it('a losing outcome redeems for a zero row', () => {
    const { db, ledger } = world();
    ledger.deposit({ user: CAROL, amount: 10 * USD, ts: 1 });
    ledger.split({ user: CAROL, conditionId: M, amount: 2 * USD, ts: 2 });
    ledger.resolve({ conditionId: M, payouts: [1_000_000, 0], ts: 3 });
    ledger.redeem({ user: CAROL, conditionId: M, ts: 4 });
    const rows = db.prepare("SELECT outcome_index, usdc_size FROM activity WHERE type = 'REDEEM' ORDER BY id").all();
    expect(rows).toEqual([
      { outcome_index: 0, usdc_size: 2 * USD },
      { outcome_index: 1, usdc_size: 0 },
    ]);
  });
});

describe('ledger: combos', () => {
  it('follows the legs to a settlement and pays the product of their payouts', () => {
    const { db, ledger } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    const combo = ledger.registerCombo({
      legs: [
        { conditionId: M, outcomeIndex: 0 },
        { conditionId: NR[0], outcomeIndex: 0 },
      ],
      ts: 1,
    });
    expect(combo).toMatch(/^0x[0-9a-f]{62}$/);
    ledger.comboSplit({ user: ALICE, comboConditionId: combo, shares: 20 * USD, price: 300_000, fee: 60_000, ts: 2 });
    ledger.comboMerge({ user: ALICE, comboConditionId: combo, shares: 5 * USD, price: 400_000, ts: 3 });
    ledger.comboConvert({ user: ALICE, comboConditionId: combo, ts: 3 });
    ledger.resolve({ conditionId: M, payouts: [1_000_000, 0], ts: 4 });
    expect(() => ledger.comboRedeem({ user: ALICE, comboConditionId: combo, ts: 5 })).toThrow(/PARTIAL/);
    ledger.resolve({ conditionId: NR[0], payouts: [500_000, 500_000], ts: 6 });
    const r = ledger.comboRedeem({ user: ALICE, comboConditionId: combo, ts: 7 });
    expect(r.payout).toBe(7_500_000);
    const p = db
      .prepare(
        'SELECT shares, gross_entry_cost, entry_fees, realized_payout, redeemed_shares, resolved_at, updated_at FROM combo_positions',
      )
      .get();
    expect(p).toEqual({
      shares: 0,
      gross_entry_cost: 4_545_000,
      entry_fees: 45_000,
      realized_payout: 7_500_000,
      redeemed_shares: 15 * USD,
      resolved_at: 6,
      updated_at: 7,
    });
    expect(ledger.cashOf(ALICE)).toBe(100 * USD - 6_060_000 + 2 * USD + 7_500_000);
    const kinds = db.prepare('SELECT kind FROM combo_activity ORDER BY id').pluck().all();
    expect(kinds).toEqual(['Split', 'Merge', 'Convert', 'Redeem']);
    const rows = db
      .prepare('SELECT type, is_combo, condition_id, usdc_size, fee, cash_delta FROM activity WHERE is_combo = 1 ORDER BY id')
      .all();
    expect(rows).toEqual([
      { type: 'SPLIT', is_combo: 1, condition_id: combo, usdc_size: 6 * USD, fee: 60_000, cash_delta: -6_060_000 },
      { type: 'MERGE', is_combo: 1, condition_id: combo, usdc_size: 2 * USD, fee: 0, cash_delta: 2 * USD },
      { type: 'REDEEM', is_combo: 1, condition_id: combo, usdc_size: 7_500_000, fee: 0, cash_delta: 7_500_000 },
    ]);
  });
});
