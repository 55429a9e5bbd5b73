import { encodeFunctionData, erc20Abi, maxUint256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { deriveDepositWallet, deriveSafe } from '../../src/api/relayer/addresses';
import { createApp } from '../app';
import { openDb, type Db } from '../db/connection';
import { ALICE } from '../testing/trading-kit';
import {
  builderHeaders,
  builderKeyViaClob,
  DEV,
  relayerCaller,
  safeBody,
  safeCreateBody,
  walletBody,
  walletCreateBody,
  type BuilderCreds,
} from '../testing/relayer-kit';

/*
 * The relayer's routes in process, over the whole app (/relayer beside /clob): the public reads and
 * their refusals, builder auth, each up-front refusal of /submit, and a deployment's walk to
 * CONFIRMED on a fast block clock, seen by the trading service's wallets.
 */

const CHAIN = CHAIN_ID.amoy;
const STRANGER = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const approve = (spender: Hex) => ({
  to: CONTRACTS.collateral,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  operation: 0 as const,
});

let db: Db;
let app: ReturnType<typeof createApp>;
let creds: BuilderCreds;
let r: ReturnType<typeof relayerCaller>;
const safe = deriveSafe(DEV.address).toLowerCase();

beforeAll(async () => {
  db = openDb(':memory:');
  app = createApp(db, { relayerStepMs: 20, sandbox: true });
  creds = await builderKeyViaClob(app, DEV, CHAIN);
  r = relayerCaller(app, creds);
});

describe('wallet reads', () => {
  it('answer nonce, relay payload and deployment, refusing bad addresses and types', async () => {
    expect(await r.get(`/nonce?address=${DEV.address}&type=SAFE`)).toEqual({ status: 200, body: { nonce: '0' } });
    expect((await r.get(`/relay-payload?address=${DEV.address}&type=SAFE`)).body).toMatchObject({
      nonce: '0',
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    });
    expect(await r.get(`/deployed?address=${safe}`)).toEqual({ status: 200, body: { deployed: false } });
    expect(await r.get(`/nonce?address=nope&type=SAFE`)).toEqual({ status: 400, body: { error: 'invalid address' } });
    expect(await r.get(`/nonce?address=${DEV.address}`)).toEqual({ status: 400, body: { error: 'invalid type' } });
    expect(await r.get(`/relay-payload?address=${DEV.address}&type=PROXY`)).toEqual({ status: 400, body: { error: 'invalid type' } });
    expect(await r.get(`/deployed?address=0x12`)).toEqual({ status: 400, body: { error: 'invalid address' } });
    expect(await r.get(`/deployed?address=${safe}&type=EOA`)).toEqual({ status: 400, body: { error: 'invalid type' } });
  });

  it('answer a transaction by id only', async () => {
    expect(await r.get('/transaction')).toEqual({ status: 400, body: { error: 'invalid id' } });
    expect(await r.get('/transaction?id=0190b317-a1d3-7bec-9b91-eeb6dcd3a620')).toEqual({
      status: 404,
      body: { error: 'transaction not found' },
    });
    expect(await r.get('/no-such-route')).toEqual({ status: 404, body: { error: 'not found' } });
  });
});

describe('builder auth', () => {
  const unauthorized = { status: 401, body: { error: 'invalid authorization' } };

  it('refuses no headers, a bad MAC, a stale or future timestamp, a trading key, and the path with the mount', async () => {
    expect(await r.get('/transactions')).toEqual(unauthorized);
    const body = await safeCreateBody(DEV, CHAIN);
    const now = Math.floor(Date.now() / 1000);
    expect(await r.submit(body, { timestamp: now - 301 })).toEqual(unauthorized);
    expect(await r.submit(body, { timestamp: now + 301 })).toEqual(unauthorized);
    expect(await r.submit(body, { creds: { ...creds, secret: Buffer.alloc(32, 1).toString('base64url') } })).toEqual(unauthorized);
    expect(await r.submit(body, { creds: { ...creds, passphrase: 'f'.repeat(64) } })).toEqual(unauthorized);
    const text = JSON.stringify(body);
    const withMount = await builderHeaders(creds, 'POST', '/relayer/submit', text);
    expect((await app.request('/relayer/submit', { method: 'POST', headers: withMount, body: text })).status).toBe(401);
    // the MAC covers the body: another body under the same headers is refused
    const headers = await builderHeaders(creds, 'POST', '/submit', text);
    const other = JSON.stringify({ ...body, from: ALICE.address });
    expect((await app.request('/relayer/submit', { method: 'POST', headers, body: other })).status).toBe(401);
    expect(db.prepare('SELECT COUNT(*) AS n FROM relayer_transactions').get()).toEqual({ n: 0 });
  });

  it('signs GET /transactions over the path with no body', async () => {
    const res = await r.get('/transactions', await builderHeaders(creds, 'GET', '/transactions'));
    expect(res.status).toBe(200);
  });
});

describe('submit refusals (synchronous 400s, nothing recorded)', () => {
  it('refuses a malformed body, a PROXY, a bad signature, a wrong proxyWallet, an undeployed Safe', async () => {
    const bad = { status: 400, body: { error: 'bad request' } };
    const payload = { status: 400, body: { error: 'invalid transaction request payload' } };
    expect(await r.submit(undefined, { raw: 'not json' })).toEqual(payload);
    expect(await r.submit({ type: 'SAFE', from: DEV.address })).toEqual(payload);
    expect(await r.submit({ type: 'NOPE' })).toEqual(payload);
    expect(await r.submit({ type: 'PROXY', from: DEV.address, data: '0x' })).toEqual(bad);
    const create = await safeCreateBody(DEV, CHAIN);
    expect(await r.submit({ ...create, signature: (await safeCreateBody(STRANGER, CHAIN)).signature })).toEqual(bad);
    expect(await r.submit({ ...create, proxyWallet: deriveSafe(STRANGER.address) })).toEqual(bad);
    expect(await r.submit({ ...create, to: CONTRACTS.exchange })).toEqual(bad);
    // a mixed-case address with a wrong checksum is read as the address it spells, never a 500
    const swapCase = (ch: string) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase());
    const badChecksum = `0x${STRANGER.address.slice(2).replace(/[a-fA-F]/g, swapCase)}`;
    const strangers = await safeBody(STRANGER, CHAIN, [approve(CONTRACTS.exchange)], 0);
    expect(await r.submit({ ...strangers, from: badChecksum })).toEqual(bad);
    expect(await r.submit(await safeBody(STRANGER, CHAIN, [approve(CONTRACTS.exchange)], 0))).toEqual(bad);
    expect(db.prepare('SELECT COUNT(*) AS n FROM relayer_transactions').get()).toEqual({ n: 0 });
  });
});

describe('a Safe: deployment, then calls', () => {
  let deployId: string;

  it('SAFE-CREATE is recorded before the answer, walks to CONFIRMED and makes the wallet a type-2 funder', async () => {
    const answer = await r.submit(await safeCreateBody(DEV, CHAIN));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      transactionID: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      state: 'STATE_NEW',
    });
    deployId = answer.body.transactionID!;
    const tx = await r.settled(deployId);
    expect(tx).toMatchObject({
      transactionID: deployId,
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      from: DEV.address.toLowerCase(),
      to: CONTRACTS.safeFactory.toLowerCase(),
      proxyAddress: safe,
      data: '0x',
      value: '',
      state: 'STATE_CONFIRMED',
      type: 'SAFE-CREATE',
      owner: DEV.address.toLowerCase(),
      metadata: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
    expect(await r.get(`/deployed?address=${deriveSafe(DEV.address)}`)).toEqual({ status: 200, body: { deployed: true } });
    expect(db.prepare('SELECT owner, signature_type FROM clob_wallets WHERE wallet = ?').get(safe)).toEqual({
      owner: DEV.address.toLowerCase(),
      signature_type: 2,
    });
    // the sandbox names the same wallet for the same owner
    const sandbox = await app.request('/clob/sandbox/wallet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: DEV.address, signature_type: 2 }),
    });
    expect(((await sandbox.json()) as { wallet: string }).wallet).toBe(deriveSafe(DEV.address));
    // deployed once: a second deployment is refused
    expect((await r.submit(await safeCreateBody(DEV, CHAIN))).status).toBe(400);
  });

  it('refuses a SAFE with a wrong nonce or a signature of another nonce', async () => {
    expect((await r.submit(await safeBody(DEV, CHAIN, [approve(CONTRACTS.exchange)], 1))).body).toEqual({ error: 'bad request' });
    const signedAt1 = await safeBody(DEV, CHAIN, [approve(CONTRACTS.exchange)], 1);
    expect((await r.submit({ ...signedAt1, nonce: '0' })).body).toEqual({ error: 'bad request' });
  });

  it('accepts a signed approve; it ends CONFIRMED with the nonce moved, or FAILED with a hash and the nonce kept', async () => {
    const answer = await r.submit(await safeBody(DEV, CHAIN, [approve(CONTRACTS.exchange)], 0, 'approve pUSD'));
    expect(answer.body.state).toBe('STATE_NEW');
    const tx = await r.settled(answer.body.transactionID!);
    expect(tx).toMatchObject({
      type: 'SAFE',
      nonce: '0',
      metadata: 'approve pUSD',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(['STATE_CONFIRMED', 'STATE_FAILED']).toContain(tx.state);
    const nonce = (await r.get(`/nonce?address=${DEV.address}&type=SAFE`)).body.nonce;
    expect(nonce).toBe(tx.state === 'STATE_CONFIRMED' ? '1' : '0');
  });

  it('lists the builder key’s transactions newest first, and none of another key’s', async () => {
    const mine = (await r.get('/transactions', await builderHeaders(creds, 'GET', '/transactions'))).body as Record<string, string>[];
    expect(mine.map((t) => t.type)).toEqual(['SAFE', 'SAFE-CREATE']);
    expect(mine[1]!.transactionID).toBe(deployId);
    const other = await builderKeyViaClob(app, STRANGER, CHAIN);
    expect((await r.get('/transactions', await builderHeaders(other, 'GET', '/transactions'))).body).toEqual([]);
    // a lookup reads, and moves nothing
    expect(await r.transaction(deployId)).toEqual(await r.transaction(deployId));
  });
});

describe('a deposit wallet', () => {
  it('WALLET-CREATE deploys the derived wallet as a type-3 funder; a WALLET batch is checked up front', async () => {
    const wallet = deriveDepositWallet(ALICE.address, CHAIN).toLowerCase();
    const created = await r.submit(walletCreateBody(ALICE));
    expect((await r.settled(created.body.transactionID!)).state).toBe('STATE_CONFIRMED');
    expect(await r.get(`/deployed?address=${wallet}&type=WALLET`)).toEqual({ status: 200, body: { deployed: true } });
    expect(db.prepare('SELECT owner, signature_type FROM clob_wallets WHERE wallet = ?').get(wallet)).toEqual({
      owner: ALICE.address.toLowerCase(),
      signature_type: 3,
    });
    const call = { target: CONTRACTS.collateral as Hex, value: '0', data: approve(CONTRACTS.exchange).data };
    const later = Math.floor(Date.now() / 1000) + 600;
    expect((await r.submit(await walletBody(ALICE, CHAIN, [call], 0, Math.floor(Date.now() / 1000) - 1))).status).toBe(400);
    expect((await r.submit(await walletBody(ALICE, CHAIN, [call], 1, later))).status).toBe(400);
    expect((await r.submit({ ...(await walletBody(ALICE, CHAIN, [call], 0, later)), from: DEV.address })).status).toBe(400);
    const ok = await r.submit(await walletBody(ALICE, CHAIN, [call], 0, later));
    expect(ok.body.state).toBe('STATE_NEW');
    const tx = await r.settled(ok.body.transactionID!);
    expect(['STATE_CONFIRMED', 'STATE_FAILED']).toContain(tx.state);
    expect((await r.get(`/nonce?address=${ALICE.address}&type=WALLET`)).body.nonce).toBe(tx.state === 'STATE_CONFIRMED' ? '1' : '0');
  });
});

describe('the /submit quota', () => {
  it('answers 429 quota exceeded past 25 a minute for one builder key, and not for another', async () => {
    const limited = createApp(openDb(':memory:'), { rateLimits: true, relayerStepMs: 3_600_000 });
    const one = relayerCaller(limited, await builderKeyViaClob(limited, DEV, CHAIN));
    const two = relayerCaller(limited, await builderKeyViaClob(limited, STRANGER, CHAIN));
    for (let i = 0; i < 25; i++) expect((await one.submit({ type: 'NOPE' })).status).toBe(400);
    expect(await one.submit({ type: 'NOPE' })).toEqual({ status: 429, body: { error: 'quota exceeded' } });
    expect((await two.submit({ type: 'NOPE' })).status).toBe(400);
    // the reads are not the submit quota's
    expect((await one.get(`/nonce?address=${DEV.address}&type=SAFE`)).status).toBe(200);
  });
});
