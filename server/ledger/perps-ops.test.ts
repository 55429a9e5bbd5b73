import { describe, expect, it } from 'vitest';
import { auditCash } from '../seed/audit-queries';
import { ALICE, BOB, tinyDb, ledgerOutcome } from '../testing/ledger-fixtures';
import { Ledger } from './ledger';

const USD = 1_000_000;
const BTC = 6;
const T = 1_790_000_000_000;

function world() {
  const db = tinyDb();
  const ledger = new Ledger(db);
  return { db, ledger, perps: ledger.perps };
}

const code = ledgerOutcome;

describe('ledger: perps collateral', () => {
  it('faucet credits and transfers in/out move trading cash and perps collateral together, audited', () => {
    const { db, ledger, perps } = world();
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
    perps.faucet({ account: BOB, amount: 50 * USD, ts: T });
    perps.transferIn({ account: ALICE, amount: 40 * USD, ts: T });
    perps.transferOut({ account: ALICE, amount: 15_500_000, ts: T + 1 });
    expect([ledger.cashOf(ALICE), perps.collateralOf(ALICE), perps.collateralOf(BOB)]).toEqual([75_500_000, 24_500_000, 50 * USD]);
    expect(perps.audit()).toEqual([]);
    expect(auditCash(db)).toEqual([]);
  });

  it('refuses an overdraft on either side and a zero amount, writing nothing', () => {
    const { db, ledger, perps } = world();
    ledger.deposit({ user: ALICE, amount: 10 * USD, ts: 1 });
    const rows = () => db.prepare('SELECT (SELECT COUNT(*) FROM perps_movements) + (SELECT COUNT(*) FROM activity)').pluck().get();
    const n = rows();
    expect(code(() => perps.transferIn({ account: ALICE, amount: 10 * USD + 1, ts: T }))).toBe('INSUFFICIENT_CASH');
    expect(code(() => perps.transferOut({ account: ALICE, amount: 1, ts: T }))).toBe('INSUFFICIENT_CASH');
    expect(code(() => perps.faucet({ account: ALICE, amount: 0, ts: T }))).toBe('INVALID_INPUT');
    expect(rows()).toBe(n);
  });
});

describe('ledger: perps fills', () => {
  // BTC: price decimals 0, quantity decimals 5; 0.01 BTC = 1000 units; at 95,000 its notional is 950 pUSD
  it('opens, adds, reduces with exact realized PnL and fees, then flips', () => {
    const { perps } = world();
    perps.faucet({ account: ALICE, amount: 1000 * USD, ts: T });
    const fill = (sizeDelta: number, notional: number, fee: number, tradeId: number) =>
      perps.fill({ account: ALICE, instrumentId: BTC, sizeDelta, notional, fee, tradeId, ts: T + tradeId });
    expect(fill(1000, 950 * USD, 380_000, 1)).toEqual({ realizedPnl: 0, size: 1000, cost: 950 * USD });
    expect(fill(2000, 1920 * USD, 0, 2)).toEqual({ realizedPnl: 0, size: 3000, cost: 2870 * USD });
    // sells 0.01 at 97,000: removes a third of the cost (956.666666 floored) and realizes 970 − 956.666666
    expect(fill(-1000, 970 * USD, 388_000, 3)).toEqual({ realizedPnl: 13_333_334, size: 2000, cost: 1_913_333_334 });
    // sells 0.03 at 94,000: closes 0.02 (940 × 2 = 1880 against 1913.333334) and opens 0.01 short at 940
    expect(fill(-3000, 2820 * USD, 0, 4)).toEqual({ realizedPnl: -33_333_334, size: -1000, cost: 940 * USD });
    // buys back 0.01 at 93,000: the short gains 10
    expect(fill(1000, 930 * USD, 0, 5)).toEqual({ realizedPnl: 10 * USD, size: 0, cost: 0 });
    expect(perps.collateralOf(ALICE)).toBe(1000 * USD - 380_000 - 388_000 + 13_333_334 - 33_333_334 + 10 * USD);
    expect(perps.positionOf(ALICE, BTC)).toMatchObject({ size: 0, cost: 0, realized_pnl: -10 * USD });
    expect(perps.audit()).toEqual([]);
  });

  it('a loss the collateral cannot cover is refused whole', () => {
    const { perps } = world();
    perps.faucet({ account: BOB, amount: 5 * USD, ts: T });
    perps.fill({ account: BOB, instrumentId: BTC, sizeDelta: 1000, notional: 950 * USD, fee: 0, tradeId: 1, ts: T });
    expect(
      code(() => perps.fill({ account: BOB, instrumentId: BTC, sizeDelta: -1000, notional: 940 * USD, fee: 0, tradeId: 2, ts: T })),
    ).toBe('INSUFFICIENT_CASH');
    expect(perps.positionOf(BOB, BTC)?.size).toBe(1000);
    expect(perps.collateralOf(BOB)).toBe(5 * USD);
  });

  it('funding moves collateral and the position\u2019s cumulative funding', () => {
    const { perps } = world();
    perps.faucet({ account: ALICE, amount: 10 * USD, ts: T });
    perps.fill({ account: ALICE, instrumentId: BTC, sizeDelta: 10, notional: 9_500_000, fee: 0, tradeId: 1, ts: T });
    perps.funding({ account: ALICE, instrumentId: BTC, amount: -1_234, ts: T + 3_600_000 });
    expect(perps.collateralOf(ALICE)).toBe(10 * USD - 1_234);
    expect(perps.positionOf(ALICE, BTC)?.cumulative_funding).toBe(-1_234);
    expect(perps.audit()).toEqual([]);
  });
});
