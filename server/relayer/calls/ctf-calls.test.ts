import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../src/api/config';
import { ALICE, BOB, M, token } from '../../testing/ledger-fixtures';
import { callsWorld, ctf, TX, ZERO32 } from '../../testing/relayer-calls-kit';

const USD = 1_000_000;
const U = BigInt(USD);
const YES = token(1, 0);
const NO = token(1, 1);

function funded() {
  const w = callsWorld();
  w.ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 1 });
  return w;
}

describe('CTF setApprovalForAll', () => {
  it('sets and clears the ERC-1155 catalogue entry; an operator outside the catalogue changes nothing', () => {
    const w = callsWorld();
    expect(w.run(ALICE, [ctf.setApprovalForAll(CONTRACTS.negRiskAdapter, true)])).toEqual({ ok: true });
    expect(w.approval(ALICE, 'trading-ctf-neg-risk-adapter')).toEqual({ approved: 1, amount: null });
    expect(w.run(ALICE, [ctf.setApprovalForAll(CONTRACTS.negRiskAdapter, false)])).toEqual({ ok: true });
    expect(w.approval(ALICE, 'trading-ctf-neg-risk-adapter')).toEqual({ approved: 0, amount: null });
    const before = w.snapshot();
    expect(w.run(ALICE, [ctf.setApprovalForAll('0x' + '77'.repeat(20), true)])).toEqual({ ok: true });
    expect(w.snapshot()).toBe(before);
  });
});

describe('CTF splitPosition and mergePositions', () => {
  it('split takes pUSD for one share of each outcome; merge gives it back; SPLIT and MERGE rows carry the tx', () => {
    const w = funded();
    expect(w.run(ALICE, [ctf.split(M, 10n * U)], 200)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(90 * USD);
    expect(w.ledger.positionOf(ALICE, YES)).toMatchObject({ size: 10 * USD, cost: 6 * USD }); // price0 0.6
    expect(w.ledger.positionOf(ALICE, NO)).toMatchObject({ size: 10 * USD, cost: 4 * USD });
    expect(w.run(ALICE, [ctf.merge(M, 4n * U)], 201)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(94 * USD);
    expect(w.ledger.positionOf(ALICE, YES)?.size).toBe(6 * USD);
    expect(w.activity(ALICE).slice(1)).toEqual([
      expect.objectContaining({ type: 'SPLIT', size: 10 * USD, usdc_size: 10 * USD, cash_delta: -10 * USD, tx_hash: TX, ts: 200 }),
      expect.objectContaining({ type: 'MERGE', size: 4 * USD, usdc_size: 4 * USD, cash_delta: 4 * USD, tx_hash: TX, ts: 201 }),
    ]);
  });

  it('reverts: not enough pUSD, not enough shares, a resolved market, a bad partition, parent or collateral', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    const before = w.snapshot();
    const refused = (call: ReturnType<typeof ctf.split>, reason: string) =>
      expect(w.run(ALICE, [call])).toMatchObject({ ok: false, reason: expect.stringContaining(reason) });
    refused(ctf.split(M, 91n * U), 'insufficient pUSD balance');
    refused(ctf.merge(M, 11n * U), 'insufficient token balance');
    refused(ctf.split(M, U, [1n]), 'partition must be [1, 2]');
    refused(ctf.split(M, U, [1n, 1n]), 'partition must be [1, 2]');
    refused(ctf.split(M, U, [1n, 2n], `0x${'01'.repeat(32)}`), 'parentCollectionId must be 0x0');
    refused(ctf.split(M, U, [1n, 2n], ZERO32, CONTRACTS.exchange as `0x${string}`), 'collateral must be pUSD');
    refused(ctf.split(`0x${'ee'.repeat(32)}`, U), 'unknown condition');
    refused(ctf.split(M, 2n ** 60n), 'exceeds what any balance can hold');
    expect(w.snapshot()).toBe(before);
    w.ledger.resolve({ conditionId: M, payouts: [USD, 0], ts: 50 });
    const resolved = w.snapshot();
    refused(ctf.split(M, U), 'condition already resolved');
    expect(w.snapshot()).toBe(resolved);
  });

  it('a zero amount moves nothing and does not revert', () => {
    const w = funded();
    const before = w.snapshot();
    expect(w.run(ALICE, [ctf.split(M, 0n), ctf.merge(M, 0n)])).toEqual({ ok: true });
    expect(w.snapshot()).toBe(before);
  });
});

describe('CTF redeemPositions', () => {
  it('[1, 2] redeems every outcome held: a REDEEM row per outcome, the payout in cash', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    w.ledger.resolve({ conditionId: M, payouts: [USD, 0], ts: 50 });
    expect(w.run(ALICE, [ctf.redeem(M)], 300)).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(100 * USD);
    expect(w.ledger.positionOf(ALICE, YES)?.size).toBe(0);
    expect(w.ledger.positionOf(ALICE, NO)?.size).toBe(0);
    const redeems = w.activity(ALICE).filter((r) => r.type === 'REDEEM');
    expect(redeems).toEqual([
      expect.objectContaining({ asset: YES, size: 10 * USD, usdc_size: 10 * USD, tx_hash: TX, ts: 300 }),
      expect.objectContaining({ asset: NO, size: 10 * USD, usdc_size: 0, tx_hash: TX, ts: 300 }),
    ]);
  });

  it('a subset of index sets redeems only those outcomes', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    w.ledger.resolve({ conditionId: M, payouts: [0, USD], ts: 50 });
    expect(w.run(ALICE, [ctf.redeem(M, [2n])])).toEqual({ ok: true });
    expect(w.ledger.cashOf(ALICE)).toBe(100 * USD);
    expect(w.ledger.positionOf(ALICE, YES)?.size).toBe(10 * USD);
    expect(w.ledger.positionOf(ALICE, NO)?.size).toBe(0);
  });

  it('reverts before the result; pays nothing without reverting when nothing is held; refuses other index sets', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    expect(w.run(ALICE, [ctf.redeem(M)])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('result for condition not received yet'),
    });
    w.ledger.resolve({ conditionId: M, payouts: [USD, 0], ts: 50 });
    const before = w.snapshot();
    expect(w.run(BOB, [ctf.redeem(M)])).toEqual({ ok: true });
    expect(w.run(ALICE, [ctf.redeem(M, [3n])])).toEqual({ ok: false, reason: 'got invalid index set 3' });
    expect(w.snapshot()).toBe(before);
  });
});

describe('CTF safeTransferFrom', () => {
  it('moves shares: the sender realizes the basis it gives away, the receiver holds them at zero basis', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    expect(w.run(ALICE, [ctf.safeTransferFrom(ALICE, BOB, BigInt(YES), 4n * U)])).toEqual({ ok: true });
    expect(w.ledger.positionOf(ALICE, YES)).toMatchObject({ size: 6 * USD, cost: 3_600_000, realized_pnl: -2_400_000 });
    expect(w.ledger.positionOf(BOB, YES)).toMatchObject({ size: 4 * USD, cost: 0, fees: 0, realized_pnl: 0 });
    // supply is unchanged: the shares changed hands
    expect(w.db.prepare('SELECT minted, burned FROM token_supply WHERE asset = ?').get(YES)).toEqual({ minted: 10 * USD, burned: 0 });
  });

  it('reverts: another owner, not enough shares, an unknown token, the zero address', () => {
    const w = funded();
    w.run(ALICE, [ctf.split(M, 10n * U)]);
    const before = w.snapshot();
    const reason = (c: ReturnType<typeof ctf.safeTransferFrom>) => {
      const r = w.run(ALICE, [c]);
      return r.ok ? 'applied' : r.reason;
    };
    expect(reason(ctf.safeTransferFrom(BOB, ALICE, BigInt(YES), 1n))).toContain('caller is not owner nor approved');
    expect(reason(ctf.safeTransferFrom(ALICE, BOB, BigInt(YES), 11n * U))).toContain('insufficient balance for transfer');
    expect(reason(ctf.safeTransferFrom(ALICE, BOB, 12345n, 1n))).toContain('insufficient balance for transfer');
    expect(reason(ctf.safeTransferFrom(ALICE, `0x${'00'.repeat(20)}`, BigInt(YES), 1n))).toContain('transfer to the zero address');
    expect(w.snapshot()).toBe(before);
  });
});
