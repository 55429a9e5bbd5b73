import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFunctionData, erc20Abi, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { deriveSafe } from '../../src/api/relayer/addresses';
import { startChildService, type ChildService } from '../testing/child-service';
import { builderKeyViaClob, relayerCaller, safeBody, safeCreateBody } from '../testing/relayer-kit';

/*
 * kill -9 while the relayer applies MultiSends: each transaction's calls commit with its state, so
 * after the crash every Safe shows all three transfers of its batch or none, the receivers hold
 * exactly what the applied batches sent, and the restarted service applies the rest, each once.
 */

const dir = mkdtempSync(join(tmpdir(), 'vantage-relayer-kill-'));
const file = join(dir, 'demo.sqlite');
let service: ChildService | undefined;

afterAll(async () => {
  service?.child.kill('SIGKILL');
  await service?.exited;
  rmSync(dir, { recursive: true, force: true });
});

const OWNERS = 40;
/** Each batch repeats its three transfers: a longer block, so the kill lands inside it. */
const ROUNDS = 3;
const FUNDED = parseUnits('100', 6);
const SENDS = [1n, 2n, 3n].map((n) => parseUnits(String(n), 6));
const RECEIVERS = [1, 2, 3].map((n) => `0x${String(n).repeat(40)}` as Hex);
const SENT = SENDS.map((s) => s * BigInt(ROUNDS));
const transfer = (to: Hex, amount: bigint) => ({
  to: CONTRACTS.collateral as Hex,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  operation: 0 as const,
});

const fetchApp = (base: string) => ({ request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) });

/** Each Safe's cash and each receiver's, and which batches the database says were applied, read from the file. */
function onDisk(safes: string[], ids: string[]) {
  const db = new Database(file, { readonly: true });
  try {
    const cash = (user: string) =>
      BigInt(db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?').get(user)?.balance ?? 0);
    const applied = ids.map(
      (id) => db.prepare<[string], { applied: number }>('SELECT applied FROM relayer_transactions WHERE id = ?').get(id)?.applied === 1,
    );
    return { safes: safes.map(cash), receivers: RECEIVERS.map((r) => cash(r.toLowerCase())), applied };
  } finally {
    db.close();
  }
}

describe('a crash of the service while the relayer applies MultiSends', () => {
  it('leaves each batch applied whole or not at all, and the restart applies the rest once', async () => {
    service = await startChildService(file);
    let app = fetchApp(service.base);
    const owners = Array.from({ length: OWNERS }, () => privateKeyToAccount(generatePrivateKey()));
    const safes = owners.map((o) => deriveSafe(o.address).toLowerCase());
    const callers: { relayer: ReturnType<typeof relayerCaller>; created: string }[] = [];
    for (const [i, owner] of owners.entries()) {
      const relayer = relayerCaller(app, await builderKeyViaClob(app, owner, CHAIN_ID.amoy));
      const created = await relayer.submit(await safeCreateBody(owner, CHAIN_ID.amoy));
      expect(created.status).toBe(200);
      callers.push({ relayer, created: created.body.transactionID! });
      const faucet = await app.request('/clob/sandbox/faucet', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: safes[i], amount: '100' }),
      });
      expect(faucet.status).toBe(200);
    }
    for (const c of callers) expect((await c.relayer.settled(c.created, 10_000)).state).not.toBe('STATE_FAILED');

    // every Safe sends 1, 2 and 3 pUSD to three receivers, three times over, in one MultiSend
    const calls = Array.from({ length: ROUNDS }, () => RECEIVERS.map((r, k) => transfer(r, SENDS[k]!))).flat();
    const ids: string[] = [];
    for (const [i, owner] of owners.entries()) {
      const sent = await callers[i]!.relayer.submit(await safeBody(owner, CHAIN_ID.amoy, calls, 0));
      expect(sent.status).toBe(200);
      ids.push(sent.body.transactionID!);
    }
    // the block applies them one SQLite transaction each, in one turn of the service's event loop: the
    // file is watched from here, and the process is killed as soon as the first one has committed
    const watch = new Database(file, { readonly: true });
    const applied = watch.prepare("SELECT COUNT(*) AS n FROM relayer_transactions WHERE type = 'SAFE' AND applied = 1");
    while ((applied.get() as { n: number }).n === 0) await new Promise((r) => setImmediate(r));
    service.child.kill('SIGKILL');
    watch.close();
    await service.exited;
    service = undefined;

    const spent = SENT.reduce((a, b) => a + b, 0n);
    const crashed = onDisk(safes, ids);
    // the kill landed inside the block: some batches applied, not all (else the test proves little)
    expect(crashed.applied.filter(Boolean).length).toBeLessThan(OWNERS);
    crashed.safes.forEach((cash, i) => expect(cash).toBe(crashed.applied[i] ? FUNDED - spent : FUNDED));
    const appliedCount = BigInt(crashed.applied.filter(Boolean).length);
    expect(crashed.receivers).toEqual(SENT.map((s) => s * appliedCount));

    service = await startChildService(file);
    app = fetchApp(service.base);
    const reader = relayerCaller(app, { key: '', secret: '', passphrase: '' });
    for (const id of ids) expect((await reader.settled(id, 15_000)).state).toBe('STATE_CONFIRMED');
    const after = onDisk(safes, ids);
    expect(after.safes).toEqual(safes.map(() => FUNDED - spent));
    expect(after.receivers).toEqual(SENT.map((s) => s * BigInt(OWNERS)));
    const nonces = await Promise.all(
      owners.map(async (o) => (await reader.get(`/nonce?address=${o.address}&type=SAFE`)).body.nonce as unknown as string),
    );
    expect(nonces).toEqual(owners.map(() => '1'));
  }, 120_000);
});
