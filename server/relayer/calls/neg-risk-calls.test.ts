import { describe, expect, it } from 'vitest';
import { negRiskMarketIdFor } from '../../ledger';
import { ALICE, M, NR, token } from '../../testing/ledger-fixtures';
import { adapter, callsWorld, ctf, TX } from '../../testing/relayer-calls-kit';

const USD = 1_000_000;
const U = BigInt(USD);
// NR[0] is market 2 of the fixtures: tokens 20 (YES) and 21 (NO)
const YES = token(2, 0);
const NO = token(2, 1);

function holding() {
  const w = callsWorld();
  w.ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
  w.run(ALICE, [ctf.split(NR[0], 10n * U)]);
  return w;
}

describe('neg-risk adapter redeemPositions', () => {
  it('redeems the exact amounts of each outcome: REDEEM rows under the tx, the payout in cash', () => {
    const w = holding();
    w.ledger.resolve({ conditionId: NR[0], payouts: [USD, 0], ts: 50 });
    expect(w.run(ALICE, [adapter.redeem(NR[0], [7n * U, 10n * U])], 400)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(97 * USD);
    expect(w.ledger.positionOf(ALICE, YES)?.size).toBe(3 * USD);
    expect(w.ledger.positionOf(ALICE, NO)?.size).toBe(0);
    expect(w.activity(ALICE).filter((r) => r.type === 'REDEEM')).toEqual([
      expect.objectContaining({ asset: YES, size: 7 * USD, usdc_size: 7 * USD, tx_hash: TX, ts: 400 }),
      expect.objectContaining({ asset: NO, size: 10 * USD, usdc_size: 0, tx_hash: TX, ts: 400 }),
    ]);
  });

  it('reverts: more than held, before the result, a market that is not neg-risk, amounts not one per outcome', () => {
    const w = holding();
    const reason = (call: ReturnType<typeof adapter.redeem>) => {
      const r = w.run(ALICE, [call]);
      return r.ok ? 'applied' : r.reason;
    };
    expect(reason(adapter.redeem(NR[0], [U, 0n]))).toContain('result for condition not received yet');
    w.ledger.resolve({ conditionId: NR[0], payouts: [USD, 0], ts: 50 });
    w.ledger.resolve({ conditionId: M, payouts: [USD, 0], ts: 50 });
    const before = w.snapshot();
    expect(reason(adapter.redeem(NR[0], [11n * U, 0n]))).toContain('insufficient token balance');
    expect(reason(adapter.redeem(M, [U, 0n]))).toContain('is not a neg-risk market');
    expect(reason(adapter.redeem(NR[0], [U]))).toContain('amounts must have one entry per outcome');
    expect(reason(adapter.redeem(NR[0], [2n ** 64n, 0n]))).toContain('exceeds what any balance can hold');
    expect(w.snapshot()).toBe(before);
  });
});

describe('neg-risk adapter convertPositions', () => {
  // the fixtures' neg-risk event is event 2; its questions in listing order are NR[0], NR[1], NR[2]
  const EVENT = negRiskMarketIdFor(2);

  it('turns NO of the chosen questions into YES of the others plus (k − 1) × amount in cash: one CONVERSION row', () => {
    const w = holding();
    w.run(ALICE, [ctf.split(NR[1], 10n * U)]);
    expect(w.run(ALICE, [adapter.convert(EVENT, 0b011n, 3n * U)], 400)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(83 * USD);
    expect(w.ledger.positionOf(ALICE, NO)?.size).toBe(7 * USD);
    expect(w.ledger.positionOf(ALICE, token(3, 1))?.size).toBe(7 * USD);
    expect(w.ledger.positionOf(ALICE, token(4, 0))?.size).toBe(3 * USD);
    expect(w.activity(ALICE).filter((r) => r.type === 'CONVERSION')).toEqual([
      expect.objectContaining({ size: 3 * USD, usdc_size: 3 * USD, tx_hash: TX, ts: 400 }),
    ]);
  });

  it('one question converts for YES of every other and no cash', () => {
    const w = holding();
    expect(w.run(ALICE, [adapter.convert(EVENT, 1n, 4n * U)])).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(90 * USD);
    expect(w.ledger.positionOf(ALICE, NO)?.size).toBe(6 * USD);
    expect(w.ledger.positionOf(ALICE, token(3, 0))?.size).toBe(4 * USD);
    expect(w.ledger.positionOf(ALICE, token(4, 0))?.size).toBe(4 * USD);
  });

  it('reverts as the adapter would, with nothing applied; a zero amount converts nothing', () => {
    const w = holding();
    const before = w.snapshot();
    const reason = (call: ReturnType<typeof adapter.convert>) => {
      const r = w.run(ALICE, [call]);
      return r.ok ? 'applied' : r.reason;
    };
    expect(reason(adapter.convert(`0x${'c0'.repeat(31)}00`, 1n, U))).toContain('market not prepared');
    expect(reason(adapter.convert(EVENT, 0n, U))).toContain('invalid index set');
    expect(reason(adapter.convert(EVENT, 0b1000n, U))).toContain('invalid index set');
    expect(reason(adapter.convert(EVENT, 0b010n, U))).toContain('insufficient token balance');
    expect(reason(adapter.convert(EVENT, 1n, 11n * U))).toContain('insufficient token balance');
    expect(reason(adapter.convert(EVENT, 1n, 0n))).toBe('applied');
    expect(w.snapshot()).toBe(before);
    w.ledger.resolve({ conditionId: NR[2], payouts: [0, USD], ts: 50 });
    expect(reason(adapter.convert(EVENT, 1n, U))).toContain('condition already resolved');
  });
});
