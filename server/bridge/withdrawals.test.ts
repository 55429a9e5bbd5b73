import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { deriveSafe } from '../../src/api/relayer/addresses';
import { createApp } from '../app';
import { openDb, type Db } from '../db/connection';
import { BASE_USDC, bridgeCaller, NATIVE } from '../testing/bridge-kit';
import { builderKeyViaClob, relayerCaller, safeBody, safeCreateBody } from '../testing/relayer-kit';

/*
 * A withdrawal is pUSD sent to a bridge withdrawal address: from a Safe through the relayer, or
 * from an EOA through the sandbox chain. Either way the sender is debited once through the ledger
 * (a WITHDRAWAL activity row, not a transfer to the address), and the bridge walks the payout to
 * COMPLETED; below the destination's minimum it FAILS and the pUSD comes back, once.
 */

const CHAIN = CHAIN_ID.amoy;
let db: Db;
let app: ReturnType<typeof createApp>;
let b: ReturnType<typeof bridgeCaller>;

beforeAll(() => {
  db = openDb(':memory:');
  app = createApp(db, { sandbox: true, bridgeStepMs: 10, relayerStepMs: 10 });
  b = bridgeCaller(app);
});

const cash = (user: string) => app.trading!.ledger.cashOf(user.toLowerCase());
const rows = (user: string) =>
  db.prepare('SELECT type, usdc_size AS amount FROM activity WHERE user = ? ORDER BY id').all(user.toLowerCase()) as {
    type: string;
    amount: number;
  }[];
const pusdTransfer = (to: string, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, amount] });

async function fund(address: string, amount: string) {
  const res = await app.request('/clob/sandbox/faucet', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  });
  expect(res.status).toBe(200);
}

async function withdrawAddress(wallet: string, toChainId = '8453', toTokenAddress = BASE_USDC, recipientAddr = `0x${'ee'.repeat(20)}`) {
  const res = await b.post('/withdraw', { address: wallet, toChainId, toTokenAddress, recipientAddr });
  expect(res.status).toBe(201);
  return (res.body.address as { evm: string }).evm;
}

/** An EOA's pUSD transfer, signed and sent to the sandbox chain; the hash once mined. */
async function sendFromEoa(key: Hex, to: string, amount: bigint, nonce: number) {
  const account = privateKeyToAccount(key);
  const raw = await account.signTransaction({
    type: 'eip1559',
    chainId: CHAIN,
    nonce,
    to: CONTRACTS.collateral,
    data: pusdTransfer(to, amount),
    gas: 300_000n,
    maxFeePerGas: 55_000_000_000n,
    maxPriorityFeePerGas: 30_000_000_000n,
  });
  const res = await app.request('/chain', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
  });
  return (await res.json()) as { result?: string; error?: unknown };
}

describe('a withdrawal from a Safe through the relayer', () => {
  it('debits the Safe once through the ledger and walks the payout to COMPLETED', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const safe = deriveSafe(owner.address).toLowerCase();
    const relayer = relayerCaller(app, await builderKeyViaClob(app, owner, CHAIN));
    const created = await relayer.submit(await safeCreateBody(owner, CHAIN));
    expect((await relayer.settled(created.body.transactionID!)).state).toBe('STATE_CONFIRMED');
    await fund(safe, '50');
    const to = await withdrawAddress(safe);

    const sent = await relayer.submit(
      await safeBody(owner, CHAIN, [{ to: CONTRACTS.collateral, value: 0n, data: pusdTransfer(to, 20_000_000n), operation: 0 }], 0),
    );
    const tx = await relayer.settled(sent.body.transactionID!);
    expect(tx.state).toBe('STATE_CONFIRMED');
    expect(cash(safe)).toBe(30_000_000);
    // pUSD left the ledger: the bridge address holds none of it
    expect(cash(to)).toBe(0);
    expect(rows(safe)).toEqual([
      { type: 'DEPOSIT', amount: 50_000_000 },
      { type: 'WITHDRAWAL', amount: 20_000_000 },
    ]);

    const walk = await b.walk(to);
    expect(walk.map((t) => t.status)).toContain('COMPLETED');
    expect(walk.at(-1)).toMatchObject({
      fromChainId: '137',
      fromTokenAddress: CONTRACTS.collateral,
      fromAmountBaseUnit: '20000000',
      toChainId: '8453',
      toTokenAddress: BASE_USDC,
      status: 'COMPLETED',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    // completing moves no more money
    expect(cash(safe)).toBe(30_000_000);
    expect(rows(safe)).toHaveLength(2);
  });
});

describe('a withdrawal from an EOA through the sandbox chain', () => {
  it('debits the EOA once and completes; pUSD to a deposit address stays a plain transfer', async () => {
    const key = generatePrivateKey();
    const eoa = privateKeyToAccount(key).address.toLowerCase();
    await fund(eoa, '40');
    // a payout to Tron: the completed txHash is in Tron's own format
    const to = await withdrawAddress(eoa, '728126428', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect((await sendFromEoa(key, to, 15_000_000n, 0)).result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(cash(eoa)).toBe(25_000_000);
    expect(rows(eoa).map((r) => r.type)).toEqual(['DEPOSIT', 'WITHDRAWAL']);
    const done = (await b.walk(to)).at(-1)!;
    expect(done).toMatchObject({
      status: 'COMPLETED',
      fromAmountBaseUnit: '15000000',
      toChainId: '728126428',
    });
    expect(done.txHash).toMatch(/^[0-9a-f]{64}$/);

    const deposit = (await b.depositAddresses(eoa)).evm;
    expect((await sendFromEoa(key, deposit, 1_000_000n, 1)).result).toBeDefined();
    expect(cash(eoa)).toBe(24_000_000);
    expect(cash(deposit)).toBe(1_000_000);
    expect((await b.status(deposit)).transactions).toEqual([]);
  });

  it('fails below the destination minimum and refunds the sender once', async () => {
    const key = generatePrivateKey();
    const eoa = privateKeyToAccount(key).address.toLowerCase();
    await fund(eoa, '10');
    // Bitcoin's minimum is 9 USD
    const to = await withdrawAddress(eoa, '8253038', NATIVE, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await sendFromEoa(key, to, 5_000_000n, 0);
    expect(cash(eoa)).toBe(5_000_000);
    const walk = await b.walk(to);
    expect(walk.map((t) => t.status)).toContain('FAILED');
    expect(walk.at(-1)?.txHash).toBeUndefined();
    expect(cash(eoa)).toBe(10_000_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(rows(eoa)).toEqual([
      { type: 'DEPOSIT', amount: 10_000_000 },
      { type: 'WITHDRAWAL', amount: 5_000_000 },
      { type: 'DEPOSIT', amount: 5_000_000 },
    ]);
  });
});
