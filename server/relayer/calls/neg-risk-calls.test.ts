import { describe, expect, it } from 'vitest';
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
  it('is refused with the reason: the local data keeps no neg-risk market ids to name the markets by', () => {
    const w = holding();
    const before = w.snapshot();
    const r = w.run(ALICE, [adapter.convert(`0x${'c0'.repeat(31)}00`, 1n, U)]);
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('keeps no neg-risk market ids') });
    expect(w.snapshot()).toBe(before);
  });
});
