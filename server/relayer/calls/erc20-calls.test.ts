import { describe, expect, it } from 'vitest';
import { APPROVALS_CATALOGUE } from '../../../src/api/data/approvals-catalogue';
import { CONTRACTS } from '../../../src/api/config';
import { ALICE, BOB } from '../../testing/ledger-fixtures';
import { callsWorld, MAX_UINT256, pusd, TX } from '../../testing/relayer-calls-kit';

const USD = 1_000_000;
const ZERO = '0x0000000000000000000000000000000000000000';
const PERPS = APPROVALS_CATALOGUE.find((e) => e.id === 'perps-collateral-vault')!;

describe('pUSD approve', () => {
  it('an unlimited catalogue entry is approved by the maximum, and stores the allowance given', () => {
    const w = callsWorld();
    expect(w.run(ALICE, [pusd.approve(CONTRACTS.exchange, MAX_UINT256)])).toEqual({ ok: true });
    expect(w.approval(ALICE, 'trading-collateral-exchange')).toEqual({ approved: 1, amount: MAX_UINT256.toString() });
    // less than the maximum does not satisfy an unlimited entry, though the allowance is real
    expect(w.run(ALICE, [pusd.approve(CONTRACTS.exchange, 5n * BigInt(USD))])).toEqual({ ok: true });
    expect(w.approval(ALICE, 'trading-collateral-exchange')).toEqual({ approved: 0, amount: '5000000' });
  });

  it('a limited entry is approved by any positive amount and revoked by 0', () => {
    const w = callsWorld();
    expect(w.run(ALICE, [pusd.approve(PERPS.spender, 1n)])).toEqual({ ok: true });
    expect(w.approval(ALICE, PERPS.id)).toEqual({ approved: 1, amount: '1' });
    expect(w.run(ALICE, [pusd.approve(PERPS.spender, 0n)])).toEqual({ ok: true });
    expect(w.approval(ALICE, PERPS.id)).toEqual({ approved: 0, amount: '0' });
  });

  it('a spender outside the catalogue succeeds without effect; the zero address reverts', () => {
    const w = callsWorld();
    const before = w.snapshot();
    expect(w.run(ALICE, [pusd.approve('0x' + '77'.repeat(20), MAX_UINT256)])).toEqual({ ok: true });
    expect(w.snapshot()).toBe(before);
    expect(w.run(ALICE, [pusd.approve(ZERO, 1n)])).toEqual({ ok: false, reason: 'ERC20: approve to the zero address' });
  });
});

describe('pUSD transfer', () => {
  it('moves cash between wallets: a WITHDRAWAL row for the sender, a DEPOSIT row for the receiver, under the tx hash', () => {
    const w = callsWorld();
    w.ledger.deposit({ user: ALICE, amount: 50 * USD, ts: 1 });
    expect(w.run(ALICE, [pusd.transfer(BOB, 20n * BigInt(USD))], 123)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(30 * USD);
    expect(w.ledger.cashOf(BOB)).toBe(20 * USD);
    expect(w.activity(ALICE).at(-1)).toMatchObject({
      type: 'WITHDRAWAL',
      usdc_size: 20 * USD,
      cash_delta: -20 * USD,
      tx_hash: TX,
      ts: 123,
    });
    expect(w.activity(BOB)).toEqual([
      expect.objectContaining({ type: 'DEPOSIT', usdc_size: 20 * USD, cash_delta: 20 * USD, tx_hash: TX, ts: 123 }),
    ]);
    // the money model's cash = Σ cash_delta holds for both
    const sum = w.db.prepare<[string], number>('SELECT SUM(cash_delta) FROM activity WHERE user = ?').pluck();
    expect([sum.get(ALICE), sum.get(BOB)]).toEqual([30 * USD, 20 * USD]);
  });

  it('reverts beyond the balance, to the zero address, and above what the ledger keeps', () => {
    const w = callsWorld();
    w.ledger.deposit({ user: ALICE, amount: 5 * USD, ts: 1 });
    const before = w.snapshot();
    const r = w.run(ALICE, [pusd.transfer(BOB, 6n * BigInt(USD))]);
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('transfer amount exceeds balance') });
    expect(w.run(ALICE, [pusd.transfer(ZERO, 1n)])).toEqual({ ok: false, reason: 'ERC20: transfer to the zero address' });
    expect(w.run(ALICE, [pusd.transfer(BOB, MAX_UINT256)])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('exceeds what any balance can hold'),
    });
    expect(w.snapshot()).toBe(before);
  });

  it('a zero transfer and a transfer to itself succeed and change nothing', () => {
    const w = callsWorld();
    w.ledger.deposit({ user: ALICE, amount: 5 * USD, ts: 1 });
    const before = w.snapshot();
    expect(w.run(ALICE, [pusd.transfer(BOB, 0n), pusd.transfer(ALICE, 5n * BigInt(USD))])).toEqual({ ok: true });
    expect(w.snapshot()).toBe(before);
  });
});
