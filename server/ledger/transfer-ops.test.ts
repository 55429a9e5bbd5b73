import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger';
import { ALICE, BOB, M, tinyDb, token, ledgerOutcome } from '../testing/ledger-fixtures';
import { auditCash, auditSupply } from '../seed/audit-queries';

const USD = 1_000_000;

function world() {
  const db = tinyDb();
  const ledger = new Ledger(db);
  ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
  return { db, ledger };
}

const code = ledgerOutcome;

describe('ledger: transfers between wallets', () => {
  it('transferCash: a WITHDRAWAL and a DEPOSIT row under one hash; cash stays the sum of the rows', () => {
    const { db, ledger } = world();
    const [out, inn] = ledger.transferCash({ from: ALICE, to: BOB, amount: 30 * USD, ts: 5, txHash: '0x' + '01'.repeat(32) });
    expect([ledger.cashOf(ALICE), ledger.cashOf(BOB)]).toEqual([70 * USD, 30 * USD]);
    const rows = db.prepare('SELECT id, user, type, cash_delta, log_index FROM activity WHERE id IN (?, ?) ORDER BY id').all(out, inn);
    expect(rows).toEqual([
      { id: out, user: ALICE, type: 'WITHDRAWAL', cash_delta: -30 * USD, log_index: 0 },
      { id: inn, user: BOB, type: 'DEPOSIT', cash_delta: 30 * USD, log_index: 1 },
    ]);
    expect(auditCash(db)).toEqual([]);
  });

  it('transferCash refuses an overdraft, a zero amount and a transfer to oneself, writing nothing', () => {
    const { db, ledger } = world();
    const rows = () => db.prepare('SELECT COUNT(*) FROM activity').pluck().get();
    const n = rows();
    expect(code(() => ledger.transferCash({ from: ALICE, to: BOB, amount: 101 * USD, ts: 5 }))).toBe('INSUFFICIENT_CASH');
    expect(code(() => ledger.transferCash({ from: ALICE, to: BOB, amount: 0, ts: 5 }))).toBe('INVALID_INPUT');
    expect(code(() => ledger.transferCash({ from: ALICE, to: ALICE, amount: 1, ts: 5 }))).toBe('INVALID_INPUT');
    expect(rows()).toBe(n);
    expect(ledger.cashOf(BOB)).toBe(0);
  });

  it('transferShares: a gift at zero basis, the sender realizing the basis it gives away; supply unchanged', () => {
    const { db, ledger } = world();
    ledger.split({ user: ALICE, conditionId: M, amount: 10 * USD, ts: 2 });
    ledger.transferShares({ from: ALICE, to: BOB, asset: token(1, 1), amount: 5 * USD, ts: 3 });
    expect(ledger.positionOf(ALICE, token(1, 1))).toMatchObject({ size: 5 * USD, cost: 2 * USD, realized_pnl: -2 * USD });
    expect(ledger.positionOf(BOB, token(1, 1))).toMatchObject({ size: 5 * USD, cost: 0, fees: 0, total_bought: 5 * USD, realized_pnl: 0 });
    expect(auditSupply(db)).toEqual([]);
    expect(code(() => ledger.transferShares({ from: ALICE, to: BOB, asset: token(1, 1), amount: 6 * USD, ts: 3 }))).toBe(
      'INSUFFICIENT_SHARES',
    );
    expect(code(() => ledger.transferShares({ from: ALICE, to: BOB, asset: '999', amount: 1, ts: 3 }))).toBe('INSUFFICIENT_SHARES');
  });
});

describe('ledger: redeem by amounts', () => {
  it('redeems only the amounts given, and everything held by default (unchanged)', () => {
    const { ledger } = world();
    ledger.split({ user: ALICE, conditionId: M, amount: 10 * USD, ts: 2 });
    ledger.resolve({ conditionId: M, payouts: [USD, 0], ts: 3 });
    const partial = ledger.redeem({ user: ALICE, conditionId: M, amounts: [4 * USD, 0], ts: 4 });
    expect(partial).toMatchObject({ payout: 4 * USD });
    expect(partial.activityIds).toHaveLength(1);
    expect(ledger.positionOf(ALICE, token(1, 0))?.size).toBe(6 * USD);
    expect(code(() => ledger.redeem({ user: ALICE, conditionId: M, amounts: [7 * USD, 0], ts: 4 }))).toBe('INSUFFICIENT_SHARES');
    expect(code(() => ledger.redeem({ user: ALICE, conditionId: M, amounts: [0, 0], ts: 4 }))).toBe('NOTHING_TO_REDEEM');
    expect(code(() => ledger.redeem({ user: ALICE, conditionId: M, amounts: [-1, 0], ts: 4 }))).toBe('INVALID_INPUT');
    const rest = ledger.redeem({ user: ALICE, conditionId: M, ts: 5 });
    expect(rest.payout).toBe(6 * USD);
    expect(rest.activityIds).toHaveLength(2);
    expect(ledger.cashOf(ALICE)).toBe(100 * USD);
  });
});
