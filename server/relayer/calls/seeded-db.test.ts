import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../src/api/config';
import type { Db } from '../../db/connection';
import { Ledger } from '../../ledger';
import { createAccountFigures } from '../../money/account';
import * as audits from '../../seed/audit-queries';
import { demoDb } from '../../testing/demo-db';
import { adapter, ctf, MAX_UINT256, multiSend, pusd } from '../../testing/relayer-calls-kit';
import { createCallExecutor, type WalletCall } from './apply-calls';

/*
 * The calls over the demo dataset (the seeded history `npm start` serves): what they write must keep
 * every audit of the seed's ledger true.
 */

let db: Db;
let ledger: Ledger;
let run: (wallet: string, calls: readonly WalletCall[], txHash: string) => ReturnType<ReturnType<typeof createCallExecutor>>;
const NOW = 2_000_000_000;

beforeAll(() => {
  db = demoDb();
  ledger = new Ledger(db);
  const execute = createCallExecutor(db, ledger);
  run = (wallet, calls, txHash) => execute({ wallet, calls, txHash, ts: NOW });
});

function expectAuditsHold(): void {
  for (const audit of [audits.auditCash, audits.auditPositions, audits.auditSupply, audits.auditMintBurn, audits.auditShareDeltas]) {
    expect(audit(db), audit.name).toEqual([]);
  }
  expect(audits.auditDerivedColumns(db)).toEqual([]);
  // per market of each hash: a claim-all MultiSend redeems several markets under one hash, as on chain
  expect(audits.auditRedemptions(db)).toEqual([]);
}

type Held = { condition_id: string; neg_risk: number; outcome_index: number; size: number; payout0: number; payout1: number };

describe('relayed calls over the demo dataset', () => {
  it('claims every resolved position of a trader in one MultiSend (CTF and adapter redeems): cash up by the payouts', () => {
    const holder = db
      .prepare<[], { user: string }>(
        `SELECT p.user FROM positions p JOIN markets m ON m.condition_id = p.condition_id
         WHERE m.resolved_at IS NOT NULL AND p.size > 0 GROUP BY p.user HAVING COUNT(DISTINCT p.condition_id) >= 2 LIMIT 1`,
      )
      .get()!.user;
    const held = db
      .prepare<[string], Held>(
        `SELECT m.condition_id, m.neg_risk, p.outcome_index, p.size, m.payout0, m.payout1
         FROM positions p JOIN markets m ON m.condition_id = p.condition_id
         WHERE p.user = ? AND m.resolved_at IS NOT NULL AND p.size > 0`,
      )
      .all(holder);
    const markets = [...new Set(held.map((h) => h.condition_id))];
    const calls = markets.map((cid) => {
      const rows = held.filter((h) => h.condition_id === cid);
      if (rows[0]!.neg_risk === 0) return ctf.redeem(cid);
      const of = (o: number) => BigInt(rows.find((r) => r.outcome_index === o)?.size ?? 0);
      return adapter.redeem(cid, [of(0), of(1)]);
    });
    const due = held.reduce((s, h) => s + Math.floor((h.size * (h.outcome_index === 0 ? h.payout0 : h.payout1)) / 1e6), 0);
    const cash = ledger.cashOf(holder);
    expect(run(holder, [multiSend(calls)], `0x${'c1'.repeat(32)}`)).toEqual({ ok: true });
    expect(ledger.cashOf(holder)).toBe(cash + due);
    const left = db.prepare<[string], number>(
      `SELECT COUNT(*) FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND m.resolved_at IS NOT NULL AND p.size > 0`,
    );
    expect(left.pluck().get(holder)).toBe(0);
    expectAuditsHold();
  });

  it('a fresh wallet: transfer in, the trading setup, a split and a merge; the audits still hold', () => {
    const rich = db.prepare<[], string>('SELECT user FROM cash ORDER BY balance DESC LIMIT 1').pluck().get()!;
    const fresh = '0x' + '5a'.repeat(20);
    const market = db
      .prepare<[], string>('SELECT condition_id FROM markets WHERE resolved_at IS NULL AND neg_risk = 0 LIMIT 1')
      .pluck()
      .get()!;
    expect(run(rich, [pusd.transfer(fresh, 50_000_000n)], `0x${'c2'.repeat(32)}`)).toEqual({ ok: true });
    const setup = [
      pusd.approve(CONTRACTS.exchange, MAX_UINT256),
      pusd.approve(CONTRACTS.negRiskExchange, MAX_UINT256),
      pusd.approve(CONTRACTS.negRiskAdapter, MAX_UINT256),
      ctf.setApprovalForAll(CONTRACTS.exchange, true),
      ctf.setApprovalForAll(CONTRACTS.negRiskExchange, true),
      ctf.setApprovalForAll(CONTRACTS.negRiskAdapter, true),
      ctf.split(market, 20_000_000n),
      ctf.merge(market, 5_000_000n),
    ];
    expect(run(fresh, [multiSend(setup)], `0x${'c3'.repeat(32)}`)).toEqual({ ok: true });
    expect(ledger.cashOf(fresh)).toBe(35_000_000);
    const approved = db.prepare<[string], number>('SELECT COUNT(*) FROM approvals WHERE user = ? AND approved = 1').pluck().get(fresh);
    expect(approved).toBe(6);
    expectAuditsHold();
  });

  it('transfers of pUSD and of shares keep the money model conserved for both wallets', () => {
    const figures = createAccountFigures(db);
    const conserved = (user: string) => {
      const f = figures(user);
      expect(f.equity, user).toBe(f.deposits - f.withdrawals + f.rewards - f.fees + f.totalPnl);
    };
    const sender = db
      .prepare<[], { user: string; asset: string; size: number }>(
        `SELECT p.user, p.asset, p.size FROM positions p JOIN markets m ON m.condition_id = p.condition_id
         WHERE m.resolved_at IS NULL AND p.size > 2000000 AND p.cost > 0
           AND p.user IN (SELECT user FROM cash WHERE balance > 10000000) LIMIT 1`,
      )
      .get()!;
    const receiver = '0x' + '6b'.repeat(20);
    conserved(sender.user);
    const calls = [
      ctf.safeTransferFrom(sender.user, receiver, BigInt(sender.asset), BigInt(Math.floor(sender.size / 2))),
      pusd.transfer(receiver, 10_000_000n),
    ];
    expect(run(sender.user, [multiSend(calls)], `0x${'c4'.repeat(32)}`)).toEqual({ ok: true });
    conserved(sender.user);
    conserved(receiver);
    expect(figures(receiver)).toMatchObject({ cash: 10_000_000, deposits: 10_000_000, positionsCost: 0 });
    expect(audits.auditCash(db)).toEqual([]);
  });
});
