import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createPublicClient, createWalletClient, encodeFunctionData, http, maxUint256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { polygonAmoy } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../src/api/config';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { CTF_ABI, ERC20_ABI, ZERO_BYTES32 } from '../relayer/calls/contracts';
import { freshDemoDb } from '../testing/combo-kit';

/*
 * viem's own clients (createWalletClient + createPublicClient over http()) against /chain on a real
 * socket: a local EOA approves, splits, redeems after a resolution, and sends a call that reverts,
 * each awaited with waitForTransactionReceipt, and the ledger and data service show the effect.
 */

const account = privateKeyToAccount(`0x${'5a'.repeat(32)}`);
const eoa = account.address.toLowerCase();
const USD = 1_000_000;

let db: Db;
let app: ReturnType<typeof createApp>;
let server: ServerType;
let wallet: ReturnType<typeof createWalletClient<ReturnType<typeof http>, typeof polygonAmoy, typeof account>>;
let reader: ReturnType<typeof createPublicClient<ReturnType<typeof http>, typeof polygonAmoy>>;

const postJson = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cash = () => app.trading!.ledger.cashOf(eoa);
const send = async (to: Hex, data: Hex) => {
  const hash = await wallet.sendTransaction({ to, data });
  return reader.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 });
};
const approvals = async () =>
  (await (await app.request(`/data/v2/approvals?user=${eoa}`)).json()) as {
    data: { contracts: { id: string; approved: boolean; amount: string }[] };
  };

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db, { sandbox: true });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chain`;
  wallet = createWalletClient({ account, chain: polygonAmoy, transport: http(url) });
  reader = createPublicClient({ chain: polygonAmoy, transport: http(url), pollingInterval: 20 });
}, 60_000);

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('viem clients against /chain', () => {
  it('sends a pUSD approve to the exchange: mined, successful, and the approvals show it', async () => {
    const receipt = await send(
      CONTRACTS.collateral,
      encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [CONTRACTS.exchange, maxUint256] }),
    );
    expect(receipt).toMatchObject({ status: 'success', from: eoa, to: CONTRACTS.collateral.toLowerCase(), blockNumber: 1n });
    const row = db
      .prepare('SELECT approved, amount FROM approvals WHERE user = ? AND contract_id = ?')
      .get(eoa, 'trading-collateral-exchange');
    expect(row).toEqual({ approved: 1, amount: maxUint256.toString() });
    const listed = (await approvals()).data.contracts.find((c) => c.id === 'trading-collateral-exchange');
    expect(listed).toMatchObject({ approved: true, amount: maxUint256.toString() });
    expect(await reader.getTransactionCount({ address: account.address })).toBe(1);
    const tx = await reader.getTransaction({ hash: receipt.transactionHash });
    expect(tx).toMatchObject({ from: eoa, nonce: 0, blockNumber: 1n, chainId: polygonAmoy.id });
  }, 30_000);

  it('splits faucet cash into a market, and after it resolves redeems the winner for the payout', async () => {
    const market = db
      .prepare<[], { condition_id: Hex }>(
        'SELECT condition_id FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 ORDER BY condition_id LIMIT 1',
      )
      .get()!.condition_id;
    expect((await postJson('/clob/sandbox/faucet', { address: eoa, amount: '100' })).status).toBe(200);
    const before = cash();
    const split = await send(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({
        abi: CTF_ABI,
        functionName: 'splitPosition',
        args: [CONTRACTS.collateral, ZERO_BYTES32 as Hex, market, [1n, 2n], 10_000_000n],
      }),
    );
    expect(split.status).toBe('success');
    expect(cash()).toBe(before - 10 * USD);

    expect((await postJson('/clob/admin/resolve', { conditionId: market, outcome: 0 })).status).toBe(200);
    const redeem = await send(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({
        abi: CTF_ABI,
        functionName: 'redeemPositions',
        args: [CONTRACTS.collateral, ZERO_BYTES32 as Hex, market, [1n, 2n]],
      }),
    );
    expect(redeem.status).toBe('success');
    expect(cash()).toBe(before);
    expect(await reader.getTransactionCount({ address: account.address, blockTag: 'pending' })).toBe(3);
  }, 30_000);

  it('mines a refused call as reverted: nothing applied, the nonce still moves', async () => {
    const before = cash();
    const nonce = await reader.getTransactionCount({ address: account.address });
    // more pUSD than the wallet holds: the executor refuses, as the token would revert
    const receipt = await send(
      CONTRACTS.collateral,
      encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'transfer',
        args: ['0x000000000000000000000000000000000000bEEF', BigInt(before) + 1n],
      }),
    );
    expect(receipt.status).toBe('reverted');
    expect(cash()).toBe(before);
    expect(await reader.getTransactionCount({ address: account.address })).toBe(nonce + 1);
    expect(await reader.getBlockNumber()).toBe(receipt.blockNumber);
  }, 30_000);

  it('answers a batched transport (one POST of several requests) and a full block', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chain`;
    const batched = createPublicClient({ chain: polygonAmoy, transport: http(url, { batch: true }) });
    const [chainId, head, nonce, balance] = await Promise.all([
      batched.getChainId(),
      batched.getBlockNumber(),
      batched.getTransactionCount({ address: account.address }),
      batched.getBalance({ address: account.address }),
    ]);
    expect({ chainId, head, nonce }).toEqual({ chainId: polygonAmoy.id, head: 4n, nonce: 4 });
    expect(balance > 0n).toBe(true);
    const block = await batched.getBlock({ blockNumber: 4n, includeTransactions: true });
    expect(block.transactions[0]).toMatchObject({ from: eoa, nonce: 3, blockNumber: 4n });
    const genesis = await batched.getBlock({ blockTag: 'earliest' });
    expect(genesis).toMatchObject({ number: 0n, transactions: [] });
    expect(genesis.timestamp <= block.timestamp).toBe(true);
  }, 30_000);

  it("surfaces the node's nonce refusal through viem, mining nothing", async () => {
    const head = await reader.getBlockNumber();
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [CONTRACTS.exchange, 0n] });
    await expect(wallet.sendTransaction({ to: CONTRACTS.collateral, data, nonce: 99 })).rejects.toThrow(/nonce too high/i);
    await expect(wallet.sendTransaction({ to: CONTRACTS.collateral, data, nonce: 0 })).rejects.toThrow(/nonce too low/i);
    expect(await reader.getBlockNumber()).toBe(head);
  }, 30_000);
});
