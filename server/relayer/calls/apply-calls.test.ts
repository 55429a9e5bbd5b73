import fc from 'fast-check';
import { encodeFunctionData, encodePacked, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../src/api/config';
import { APPROVALS_CATALOGUE } from '../../../src/api/data/approvals-catalogue';
import { auditCash } from '../../seed/audit-queries';
import { ALICE, BOB, CAROL, M } from '../../testing/ledger-fixtures';
import { callsWorld, ctf, MAX_UINT256, multiSend, pusd } from '../../testing/relayer-calls-kit';
import { MULTISEND, MULTISEND_ABI } from './contracts';

const USD = 1_000_000;
const U = BigInt(USD);

/** What the Safe client sends to make a wallet ready to trade (relayer-facts §7). */
const TRADING_SETUP = [
  pusd.approve(CONTRACTS.exchange, MAX_UINT256),
  pusd.approve(CONTRACTS.negRiskExchange, MAX_UINT256),
  pusd.approve(CONTRACTS.negRiskAdapter, MAX_UINT256),
  ctf.setApprovalForAll(CONTRACTS.exchange, true),
  ctf.setApprovalForAll(CONTRACTS.negRiskExchange, true),
  ctf.setApprovalForAll(CONTRACTS.negRiskAdapter, true),
];

describe('MultiSend', () => {
  it('the trading setup batch approves every trading catalogue entry', () => {
    const w = callsWorld();
    expect(w.run(ALICE, [multiSend(TRADING_SETUP)])).toEqual({ ok: true });
    const trading = APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading');
    expect(trading).toHaveLength(6);
    for (const e of trading) expect(w.approval(ALICE, e.id), e.id).toMatchObject({ approved: 1 });
    // and nothing outside trading
    expect(w.db.prepare('SELECT COUNT(*) FROM approvals').pluck().get()).toBe(6);
  });

  it('is all or nothing: a third call that reverts leaves the first two unapplied', () => {
    const w = callsWorld();
    w.ledger.deposit({ user: ALICE, amount: 10 * USD, ts: 1 });
    const before = w.snapshot();
    const r = w.run(ALICE, [multiSend([pusd.approve(CONTRACTS.exchange, MAX_UINT256), ctf.split(M, 4n * U), pusd.transfer(BOB, 7n * U)])]);
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('transfer amount exceeds balance') });
    expect(w.snapshot()).toBe(before);
    expect(w.ledger.cashOf(ALICE)).toBe(10 * USD);
  });

  it('the calls of one input run in one transaction too, and inside a caller transaction as a savepoint', () => {
    const w = callsWorld();
    w.ledger.deposit({ user: ALICE, amount: 10 * USD, ts: 1 });
    const before = w.snapshot();
    expect(w.run(ALICE, [ctf.split(M, 4n * U), ctf.split(M, 7n * U)])).toMatchObject({ ok: false });
    expect(w.snapshot()).toBe(before);
    const outer = w.db.transaction(() => {
      expect(w.run(ALICE, [ctf.split(M, 4n * U), ctf.split(M, 7n * U)])).toMatchObject({ ok: false });
      w.ledger.deposit({ user: BOB, amount: USD, ts: 2 });
    });
    outer();
    expect(w.ledger.cashOf(ALICE)).toBe(10 * USD);
    expect(w.ledger.cashOf(BOB)).toBe(USD);
  });

  it('a nested delegatecall to MultiSend runs; one to anything else is refused', () => {
    const w = callsWorld();
    expect(w.run(ALICE, [multiSend([multiSend([pusd.approve(CONTRACTS.exchange, MAX_UINT256)])])])).toEqual({ ok: true });
    expect(w.approval(ALICE, 'trading-collateral-exchange')).toMatchObject({ approved: 1 });
    const before = w.snapshot();
    const sneaky = { ...pusd.approve(CONTRACTS.negRiskExchange, MAX_UINT256), operation: 1 as const };
    const r = w.run(ALICE, [multiSend([pusd.approve(CONTRACTS.negRiskAdapter, MAX_UINT256), sneaky])]);
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('only the MultiSend may be delegatecalled') });
    expect(w.snapshot()).toBe(before);
  });

  it('refuses a truncated batch and a call (not delegatecall) to MultiSend', () => {
    const w = callsWorld();
    const inner = encodePacked(['uint8', 'address', 'uint256', 'uint256'], [0, CONTRACTS.collateral, 0n, 100n]);
    const data = encodeFunctionData({ abi: MULTISEND_ABI, functionName: 'multiSend', args: [inner] });
    expect(w.run(ALICE, [{ to: MULTISEND, value: 0n, data, operation: 1 }])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('overruns'),
    });
    expect(w.run(ALICE, [{ ...multiSend([]), operation: 0 }])).toEqual({
      ok: false,
      reason: 'MultiSend should only be called via delegatecall',
    });
  });
});

describe('what no contract here accepts', () => {
  it('an unknown target, an unknown selector, value, a delegatecall to a token, empty calldata', () => {
    const w = callsWorld();
    const approve = pusd.approve(CONTRACTS.exchange, 1n);
    const reason = (call: typeof approve) => {
      const r = w.run(ALICE, [call]);
      return r.ok ? 'applied' : r.reason;
    };
    expect(reason({ ...approve, to: CONTRACTS.exchange })).toContain('unknown call target');
    expect(reason({ ...approve, to: 'constructor' })).toContain('unknown call target');
    expect(reason({ ...approve, data: ('0xdeadbeef' + approve.data.slice(10)) as Hex })).toContain('unknown selector 0xdeadbeef');
    expect(reason({ ...approve, value: 1n })).toContain('carries value 1');
    expect(reason({ ...approve, operation: 1 })).toContain('delegatecall to');
    expect(reason({ ...approve, data: '0x' })).toContain('no function selector');
    // a selector of another contract's ABI is unknown on this one
    expect(reason({ ...ctf.split(M, 1n), to: CONTRACTS.collateral })).toContain('unknown selector 0x72ce4275');
    expect(w.snapshot()).toBe(callsWorld().snapshot());
  });
});

describe('properties', () => {
  it('split then merge of the same amount returns cash exactly and leaves no shares', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 * USD }), fc.integer({ min: 0, max: 1_000 * USD }), (amount, extra) => {
        const w = callsWorld();
        w.ledger.deposit({ user: ALICE, amount: amount + extra, ts: 1 });
        expect(w.run(ALICE, [multiSend([ctf.split(M, BigInt(amount)), ctf.merge(M, BigInt(amount))])])).toEqual({ ok: true });
        expect(w.ledger.cashOf(ALICE)).toBe(amount + extra);
        expect(w.ledger.positionOf(ALICE, '10')).toMatchObject({ size: 0, cost: 0 });
        expect(w.ledger.positionOf(ALICE, '11')).toMatchObject({ size: 0, cost: 0 });
      }),
      { numRuns: 50 },
    );
  });

  it('random batches of transfers: each applies whole or not at all, and cash is conserved and audited', () => {
    const users = [ALICE, BOB, CAROL];
    const transfer = fc.record({ to: fc.nat(2), amount: fc.integer({ min: 0, max: 40 * USD }) });
    const batch = fc.record({ from: fc.nat(2), transfers: fc.array(transfer, { minLength: 1, maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(batch, { maxLength: 6 }), (batches) => {
        const w = callsWorld();
        for (const u of users) w.ledger.deposit({ user: u, amount: 50 * USD, ts: 1 });
        for (const { from, transfers } of batches) {
          const before = users.map((u) => w.ledger.cashOf(u));
          const expected = [...before];
          let fits = true;
          for (const t of transfers) {
            // a transfer needs the balance even to the wallet itself
            fits &&= expected[from]! >= t.amount;
            expected[from]! -= t.amount;
            expected[t.to]! += t.amount;
          }
          const r = w.run(users[from]!, [multiSend(transfers.map((t) => pusd.transfer(users[t.to]!, BigInt(t.amount))))]);
          expect(r.ok).toBe(fits);
          expect(users.map((u) => w.ledger.cashOf(u))).toEqual(fits ? expected : before);
        }
        expect(users.reduce((s, u) => s + w.ledger.cashOf(u), 0)).toBe(150 * USD);
        expect(auditCash(w.db)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
