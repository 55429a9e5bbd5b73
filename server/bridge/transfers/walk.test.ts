import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection';
import { Ledger } from '../../ledger';
import { BASE_USDC, bridgeCaller, NATIVE, WALLET } from '../../testing/bridge-kit';
import { createStatementCache } from '../../db/statement-cache';
import { createBridgeApp } from '../bridge-app';
import { createTransferStore } from './store';
import { createStepClock } from './walk';

/*
 * A transfer's walk on a clock the test moves: each status in turn, createdTimeMs and txHash only
 * where the sheet has them, the credit of a completed deposit exactly once (a second sweep, a
 * second service over the same file, a restart mid-walk), and nothing credited on FAILED.
 */

const STEP = 1_000;
const dir = mkdtempSync(join(tmpdir(), 'bridge-walk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let clock = 1_800_000_000_000;
const nowMs = () => clock;
const user = WALLET.toLowerCase();

function service(db: Db) {
  const app = createBridgeApp(db, { nowMs, stepMs: STEP, sandbox: true });
  return { app, b: bridgeCaller(app, ''), ledger: new Ledger(db) };
}

const deposits = (db: Db) =>
  db.prepare("SELECT usdc_size AS amount, tx_hash AS txHash FROM activity WHERE user = ? AND type = 'DEPOSIT'").all(user) as {
    amount: number;
    txHash: string;
  }[];

async function simulate(b: ReturnType<typeof bridgeCaller>, amountBaseUnit: string, extra: Record<string, unknown> = {}) {
  const { evm } = await b.depositAddresses();
  const res = await b.post('/sandbox/simulate-deposit', {
    address: evm,
    chainId: '8453',
    tokenAddress: BASE_USDC,
    amountBaseUnit,
    ...extra,
  });
  expect(res.status).toBe(201);
  return evm;
}

describe('the status walk', () => {
  it('steps DEPOSIT_DETECTED → PROCESSING → ORIGIN_TX_CONFIRMED → SUBMITTED → COMPLETED, crediting the quote once', async () => {
    const db = openDb(':memory:');
    const { app, b, ledger } = service(db);
    const evm = await simulate(b, '12500000');
    const detectedAt = clock;
    const seen = [];
    for (let step = 0; step < 6; step++) {
      seen.push((await b.status(evm)).transactions[0]!);
      clock += STEP;
    }
    expect(seen.map((t) => t.status)).toEqual([
      'DEPOSIT_DETECTED',
      'PROCESSING',
      'ORIGIN_TX_CONFIRMED',
      'SUBMITTED',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(seen[0]).toEqual({
      fromChainId: '8453',
      fromTokenAddress: BASE_USDC,
      fromAmountBaseUnit: '12500000',
      toChainId: '137',
      toTokenAddress: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB',
      status: 'DEPOSIT_DETECTED',
    });
    for (const t of seen.slice(1, 4)) {
      expect(t.createdTimeMs).toBe(detectedAt);
      expect('txHash' in t).toBe(false);
    }
    expect(seen[4]).toMatchObject({ createdTimeMs: detectedAt, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(ledger.cashOf(user)).toBe(12_500_000);
    app.sweep();
    app.sweep();
    expect(deposits(db)).toEqual([{ amount: 12_500_000, txHash: seen[4]!.txHash }]);
    app.stop();
  });

  it('credits a volatile deposit exactly what its quote said', async () => {
    const db = openDb(':memory:');
    const { app, b, ledger } = service(db);
    const { evm } = await b.depositAddresses();
    const amount = '1000000000000000'; // 0.001 ETH = 3 USD
    const quote = await b.post('/quote', {
      fromAmountBaseUnit: amount,
      fromChainId: '8453',
      fromTokenAddress: NATIVE,
      recipientAddress: WALLET,
      toChainId: '137',
      toTokenAddress: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB',
    });
    await b.post('/sandbox/simulate-deposit', { address: evm, chainId: '8453', tokenAddress: NATIVE, amountBaseUnit: amount });
    clock += 4 * STEP;
    app.sweep();
    expect(String(ledger.cashOf(user))).toBe(quote.body.estToTokenBaseUnit);
    app.stop();
  });

  it('fails below the minimum and on an injected fault, crediting nothing', async () => {
    const db = openDb(':memory:');
    const { app, b, ledger } = service(db);
    // 1.99 USDC on Base, whose minimum is 2 USD
    const evm = await simulate(b, '1990000');
    const walk = [];
    for (let step = 0; step < 4; step++) {
      walk.push((await b.status(evm)).transactions[0]!.status);
      clock += STEP;
    }
    expect(walk).toEqual(['DEPOSIT_DETECTED', 'PROCESSING', 'FAILED', 'FAILED']);
    await simulate(b, '50000000', { fail: true });
    clock += 10 * STEP;
    const statuses = (await b.status(evm)).transactions.map((t) => [t.status, t.txHash]);
    expect(statuses).toEqual([
      ['FAILED', undefined],
      ['FAILED', undefined],
    ]);
    expect(ledger.cashOf(user)).toBe(0);
    expect(deposits(db)).toEqual([]);
    app.stop();
  });
});

describe('exactly once', () => {
  it('credits nothing from a sweep that read the row before another sweep settled it', async () => {
    const db = openDb(':memory:');
    const { app, b, ledger } = service(db);
    await simulate(b, '6000000');
    clock += 5 * STEP;
    const ctx = { db, prepare: createStatementCache(db), nowMs, stepMs: STEP };
    const transfers = createTransferStore(ctx);
    // what a second service read just before the first one settled the row
    const stale = transfers.pending();
    expect(stale).toHaveLength(1);
    app.sweep();
    createStepClock(ctx, { ...transfers, pending: () => stale }, ledger).sweep();
    expect(deposits(db)).toHaveLength(1);
    expect(ledger.cashOf(user)).toBe(6_000_000);
    app.stop();
  });

  it('credits once when two services sweep the same file', async () => {
    const file = join(dir, 'two.db');
    const one = service(openDb(file));
    const two = service(openDb(file));
    await simulate(one.b, '7000000');
    clock += 5 * STEP;
    one.app.sweep();
    two.app.sweep();
    one.app.sweep();
    expect(deposits(one.ledger.db)).toHaveLength(1);
    expect(two.ledger.cashOf(user)).toBe(7_000_000);
    for (const s of [one, two]) {
      s.app.stop();
      s.ledger.db.close();
    }
  });

  it('resumes a walk left mid-way across a restart, and credits once', async () => {
    const file = join(dir, 'restart.db');
    const first = service(openDb(file));
    const evm = await simulate(first.b, '9000000');
    clock += 2 * STEP;
    expect((await first.b.status(evm)).transactions[0]!.status).toBe('ORIGIN_TX_CONFIRMED');
    first.app.stop();
    first.ledger.db.close();

    clock += 1 * STEP;
    const second = service(openDb(file));
    // the walk goes on from its stored time: one step later it is SUBMITTED, not back at the start
    expect((await second.b.status(evm)).transactions[0]!.status).toBe('SUBMITTED');
    expect(second.ledger.cashOf(user)).toBe(0);
    second.app.stop();
    second.ledger.db.close();

    clock += 5 * STEP;
    // the start itself sweeps: the credit lands before any request
    const third = service(openDb(file));
    expect(third.ledger.cashOf(user)).toBe(9_000_000);
    expect((await third.b.status(evm)).transactions[0]!.status).toBe('COMPLETED');
    third.app.stop();
    third.ledger.db.close();

    const fourth = service(openDb(file));
    fourth.app.sweep();
    expect(deposits(fourth.ledger.db)).toHaveLength(1);
    expect(fourth.ledger.cashOf(user)).toBe(9_000_000);
    fourth.app.stop();
    fourth.ledger.db.close();
  });
});
