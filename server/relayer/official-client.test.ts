import { serve, type ServerType } from '@hono/node-server';
import { RelayClient, RelayerTxType, type RelayerTransaction } from '@polymarket/builder-relayer-client';
import { BuilderConfig } from '@polymarket/builder-signing-sdk';
import type { AddressInfo } from 'node:net';
import { createWalletClient, encodeFunctionData, erc20Abi, erc1155Abi, http, maxUint256 } from 'viem';
import { polygonAmoy } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { deriveSafe } from '../../src/api/relayer/addresses';
import { createApp } from '../app';
import { openDb, type Db } from '../db/connection';
import { builderKeyViaClob, DEV } from '../testing/relayer-kit';

/*
 * The official relayer client (@polymarket/builder-relayer-client 0.0.10, unchanged) against the
 * local /relayer over real HTTP: it deploys the dev key's Safe, executes one approve and a two-call
 * batch (MultiSend), reads them back and waits on them, with local builder credentials made by
 * POST /clob/auth/builder-api-key. The client polls every 2 s at the fastest, so this takes a few.
 */

const CHAIN = CHAIN_ID.amoy;
const safe = deriveSafe(DEV.address).toLowerCase();
const TERMINAL = ['STATE_CONFIRMED', 'STATE_FAILED'];

const approvePusd = {
  to: CONTRACTS.collateral,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [CONTRACTS.exchange, maxUint256] }),
  value: '0',
};
const approveCtf = (operator: `0x${string}`) => ({
  to: CONTRACTS.conditionalTokens,
  data: encodeFunctionData({ abi: erc1155Abi, functionName: 'setApprovalForAll', args: [operator, true] }),
  value: '0',
});

let db: Db;
let server: ServerType;
let client: RelayClient;
/** The transactions the client made, for the executor-dependent checks below. */
const made: { approve?: string; batch?: string } = {};

/** Reads the transaction through the client until it stops moving. */
async function settled(id: string): Promise<RelayerTransaction> {
  for (let i = 0; i < 50; i++) {
    const [tx] = await client.getTransaction(id);
    if (tx && TERMINAL.includes(tx.state)) return tx;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${id} never settled`);
}

beforeAll(async () => {
  db = openDb(':memory:');
  const app = createApp(db, { relayerStepMs: 50 });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const creds = await builderKeyViaClob(app, DEV, CHAIN);
  const signer = createWalletClient({ account: DEV, chain: polygonAmoy, transport: http('http://127.0.0.1:9') });
  // the base URL's trailing slash is the client's to strip; it signs '/submit', never '/relayer/submit'
  client = new RelayClient(
    `http://127.0.0.1:${port}/relayer/`,
    CHAIN,
    signer,
    new BuilderConfig({ localBuilderCreds: creds }),
    RelayerTxType.SAFE,
    {
      chain: polygonAmoy,
    },
  );
}, 60_000);

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the official relayer client against /relayer', () => {
  it('deploys the Safe: SAFE-CREATE walks to CONFIRMED and the Safe reads as deployed', async () => {
    const response = await client.deploy();
    expect(response.state).toBe('STATE_NEW');
    const mined = await response.wait();
    expect(mined).toMatchObject({ transactionID: response.transactionID, type: 'SAFE-CREATE', proxyAddress: safe });
    const confirmed = await client.pollUntilState(response.transactionID, ['STATE_CONFIRMED'], 'STATE_FAILED', 10, 1000);
    expect(confirmed?.state).toBe('STATE_CONFIRMED');
    expect(await client.getDeployed(deriveSafe(DEV.address))).toBe(true);
    await expect(client.deploy()).rejects.toThrow(/safe already deployed/);
  }, 30_000);

  it('executes one approve: accepted, read back as submitted, and settled', async () => {
    const response = await client.execute([approvePusd], 'approve pUSD');
    expect(response.state).toBe('STATE_NEW');
    made.approve = response.transactionID;
    await response.wait();
    const tx = await settled(response.transactionID);
    expect(tx).toMatchObject({
      type: 'SAFE',
      from: DEV.address.toLowerCase(),
      to: CONTRACTS.collateral.toLowerCase(),
      proxyAddress: safe,
      data: approvePusd.data,
      nonce: '0',
      metadata: 'approve pUSD',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(TERMINAL).toContain(tx.state);
  }, 30_000);

  it('executes a two-call batch as one MultiSend delegatecall', async () => {
    const response = await client.execute([approveCtf(CONTRACTS.exchange), approveCtf(CONTRACTS.negRiskExchange)], 'approve CTF');
    made.batch = response.transactionID;
    await response.wait();
    const tx = await settled(response.transactionID);
    expect(tx).toMatchObject({ type: 'SAFE', to: CONTRACTS.safeMultisend.toLowerCase(), data: expect.stringMatching(/^0x8d80ff0a/) });
    expect(TERMINAL).toContain(tx.state);
    // the nonce moved once per executed transaction, never for a failed one
    const [approve] = await client.getTransaction(made.approve!);
    const executed = [approve!, tx].filter((t) => t.state === 'STATE_CONFIRMED').length;
    expect(await client.getNonce(DEV.address, 'SAFE')).toEqual({ nonce: String(executed) });
  }, 30_000);

  it("lists the builder's transactions newest first", async () => {
    const listed = await client.getTransactions();
    expect(listed.map((t) => t.transactionID).slice(0, 2)).toEqual([made.batch, made.approve]);
    expect(listed.map((t) => t.type)).toEqual(['SAFE', 'SAFE', 'SAFE-CREATE']);
  });
});

/*
 * Depends on the call executor (server/relayer/calls/), which lands separately: until it applies
 * pUSD approve and CTF setApprovalForAll, both transactions end STATE_FAILED and this fails.
 */
describe('relayer interop after the executor: approvals confirm', () => {
  it('the approve and the MultiSend batch are CONFIRMED and the Safe nonce is 2', async () => {
    const [approve] = await client.getTransaction(made.approve!);
    const [batch] = await client.getTransaction(made.batch!);
    expect(approve?.state).toBe('STATE_CONFIRMED');
    expect(batch?.state).toBe('STATE_CONFIRMED');
    expect(await client.getNonce(DEV.address, 'SAFE')).toEqual({ nonce: '2' });
  });
});
