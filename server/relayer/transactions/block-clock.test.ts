import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../../../src/api/config';
import { deriveSafe } from '../../../src/api/relayer/addresses';
import { openDb, type Db } from '../../db/connection';
import { Ledger } from '../../ledger';
import { builderKeyInStore, DEV, relayerCaller, safeBody, safeCreateBody } from '../../testing/relayer-kit';
import type { ApplyInput } from '../calls/apply-calls';
import { createRelayerApp } from '../relayer-app';

/*
 * The block clock drives a transaction's effect and its state as one SQLite write. Here the clock
 * is driven by hand (tick) with an executor that really writes (a ledger credit to the Safe) and
 * answers ok, so success, a crash in the middle, and a restart can each be seen in the database.
 */

const CHAIN = CHAIN_ID.amoy;
const HOUR = 3_600_000;
const safe = deriveSafe(DEV.address).toLowerCase();
const approve = {
  to: CONTRACTS.collateral,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [CONTRACTS.exchange, maxUint256] }),
  operation: 0 as const,
};

let db: Db;
let applied: ApplyInput[];

/** An executor that credits 1 pUSD to the wallet per call, through the ledger, and succeeds. */
function crediting(ledger: Ledger) {
  return (input: ApplyInput) => {
    applied.push(input);
    for (const _ of input.calls) ledger.deposit({ user: input.wallet, amount: 1_000_000, ts: input.ts });
    return { ok: true as const };
  };
}

function relayer() {
  const app = createRelayerApp(db, { stepMs: HOUR, executor: crediting(new Ledger(db)) });
  return { app, r: relayerCaller(app, builderKeyInStore(db, DEV.address), '') };
}

const cash = () =>
  (db.prepare('SELECT COALESCE(SUM(usdc_size), 0) AS n FROM activity WHERE user = ? AND type = ?').get(safe, 'DEPOSIT') as { n: number }).n;
const nonce = () => (db.prepare('SELECT nonce FROM relayer_wallets WHERE wallet = ?').get(safe) as { nonce: number } | undefined)?.nonce;
const state = (id: string) =>
  db.prepare('SELECT state, applied FROM relayer_transactions WHERE id = ?').get(id) as { state: string; applied: number };

async function deployed(r: ReturnType<typeof relayer>) {
  const { body } = await r.r.submit(await safeCreateBody(DEV, CHAIN));
  r.app.tick();
  expect(state(body.transactionID!)).toEqual({ state: 'STATE_EXECUTED', applied: 1 });
}

beforeEach(() => {
  db = openDb(':memory:');
  applied = [];
});
afterEach(() => db.close());

describe('the block clock', () => {
  it('walks NEW → EXECUTED → MINED → CONFIRMED one state per block, applying once and moving the nonce once', async () => {
    const r = relayer();
    await deployed(r);
    const { body } = await r.r.submit(await safeBody(DEV, CHAIN, [approve, { ...approve, to: CONTRACTS.exchange }], 0));
    expect(state(body.transactionID!)).toEqual({ state: 'STATE_NEW', applied: 0 });
    r.app.tick();
    expect(state(body.transactionID!)).toEqual({ state: 'STATE_EXECUTED', applied: 1 });
    // one SafeTx: a delegatecall into MultiSend, which the executor unpacks
    expect(applied).toHaveLength(1);
    expect(applied[0]!.calls).toEqual([
      { to: CONTRACTS.safeMultisend.toLowerCase(), value: 0n, data: expect.stringMatching(/^0x8d80ff0a/), operation: 1 },
    ]);
    expect(nonce()).toBe(1);
    r.app.tick();
    expect(state(body.transactionID!).state).toBe('STATE_MINED');
    r.app.tick();
    r.app.tick();
    expect(state(body.transactionID!).state).toBe('STATE_CONFIRMED');
    expect(applied).toHaveLength(1);
    expect(cash()).toBe(1_000_000);
  });

  it('a failure in the middle of the apply leaves nothing applied and the nonce where it was; the next block applies it once', async () => {
    const r = relayer();
    await deployed(r);
    const { body } = await r.r.submit(await safeBody(DEV, CHAIN, [approve], 0));
    // the state write is the last of the apply: failing it must undo the executor's credit and the nonce
    db.exec(
      "CREATE TEMP TRIGGER fail_step BEFORE UPDATE OF state ON relayer_transactions WHEN NEW.state = 'STATE_EXECUTED' BEGIN SELECT RAISE(ABORT, 'crash'); END",
    );
    r.app.tick();
    expect(applied).toHaveLength(1); // the executor ran…
    expect(cash()).toBe(0); // …and nothing it wrote stayed
    expect(nonce()).toBe(0);
    expect(state(body.transactionID!)).toEqual({ state: 'STATE_NEW', applied: 0 });
    db.exec('DROP TRIGGER fail_step');
    r.app.tick();
    expect(state(body.transactionID!)).toEqual({ state: 'STATE_EXECUTED', applied: 1 });
    expect(cash()).toBe(1_000_000);
    expect(nonce()).toBe(1);
  });

  it('a restart carries pending transactions on, and two services over one file never apply one twice', async () => {
    const first = relayer();
    await deployed(first);
    const { body } = await first.r.submit(await safeBody(DEV, CHAIN, [approve], 0));
    first.app.stop();
    const second = relayer();
    second.app.tick();
    // the first service's next block takes it on from where the second left it, and applies nothing again
    first.app.tick();
    expect(state(body.transactionID!)).toEqual({ state: 'STATE_MINED', applied: 1 });
    expect(applied).toHaveLength(1);
    expect(cash()).toBe(1_000_000);
    expect(nonce()).toBe(1);
  });

  it('a retried submit names the pending transaction it made; once applied, the same body is refused', async () => {
    const r = relayer();
    const body = await safeCreateBody(DEV, CHAIN);
    const first = await r.r.submit(body);
    expect(await r.r.submit(body)).toEqual(first);
    expect(db.prepare('SELECT COUNT(*) AS n FROM relayer_transactions').get()).toEqual({ n: 1 });
    r.app.tick();
    expect(await r.r.submit(body)).toEqual({ status: 400, body: { error: 'bad request' } });
  });

  it('a refused call fails the transaction with a hash, nothing applied, the nonce kept', async () => {
    const app = createRelayerApp(db, { stepMs: HOUR, executor: () => ({ ok: false, reason: 'unknown call' }) });
    const r = relayerCaller(app, builderKeyInStore(db, DEV.address), '');
    const created = await r.submit(await safeCreateBody(DEV, CHAIN));
    app.tick();
    expect(state(created.body.transactionID!).state).toBe('STATE_EXECUTED');
    const { body } = await r.submit(await safeBody(DEV, CHAIN, [approve], 0));
    app.tick();
    const tx = await r.transaction(body.transactionID!);
    expect(tx).toMatchObject({ state: 'STATE_FAILED', transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(nonce()).toBe(0);
    // the same nonce can be signed again
    expect((await r.submit(await safeBody(DEV, CHAIN, [{ ...approve, to: CONTRACTS.exchange }], 0))).status).toBe(200);
  });
});
