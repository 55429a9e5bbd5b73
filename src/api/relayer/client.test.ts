import { encodeFunctionData, erc20Abi, maxUint256, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDb } from '../../../server/db/connection';
import { builderKeyViaClob, DEV, safeBody, safeCreateBody, type BuilderCreds } from '../../../server/testing/relayer-kit';
import { l1Headers, l2Headers, type Creds } from '../../../server/testing/trading-kit';
import { CHAIN_ID, CONTRACTS } from '../config';
import { createTransport } from '../transport';
import { deriveSafe } from './addresses';
import { createBuilderSigner } from './builder-signer';
import { createRelayerClient, signSafeCreate, signSafeTransaction, type RelayerWallet } from './client';

/*
 * The relayer client: its bodies byte for byte as the official client lays them out (the relayer
 * kit's, checked against the client elsewhere) and the facts sheet's vectors (§3, §5), then the
 * whole walk against the service in process: deploy, execute one call and a MultiSend, wait, and a
 * lost /submit answer resolved by lookup instead of a second submission.
 */

const CHAIN = CHAIN_ID.amoy;
const USDCE = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';
const approve = (token: Hex, spender: Hex) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
});

const walletOf = (account: PrivateKeyAccount): RelayerWallet => ({
  address: account.address,
  signCreateProxy: (td) => account.signTypedData(td),
  signHash: (hash) => account.signMessage({ message: { raw: hash } }),
});

describe('builder signer', () => {
  const creds = { key: 'k', secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', passphrase: 'p' };
  const signer = createBuilderSigner(creds, () => 1_000_000_000);

  it('signs the facts sheet vectors', async () => {
    expect(await signer.headers({ method: 'GET', path: '/transactions' })).toEqual({
      POLY_BUILDER_API_KEY: 'k',
      POLY_BUILDER_PASSPHRASE: 'p',
      POLY_BUILDER_SIGNATURE: 'XD05hOQIbM2l_GQP7ZxrkYLDP3sxhN-8GUVpaSpEvfM=',
      POLY_BUILDER_TIMESTAMP: '1000000',
    });
    const post = await signer.headers({ method: 'POST', path: '/submit', body: '{"type":"SAFE-CREATE"}' });
    expect(post.POLY_BUILDER_SIGNATURE).toBe('zfdtk3AUcJGAddbw8I97sfXsXYz8GDppZ3-ROrR15SQ=');
  });

  it('refuses blank credentials', () => {
    expect(() => createBuilderSigner({ ...creds, secret: '' })).toThrow(/incomplete/);
  });
});

describe('bodies', () => {
  it('SAFE-CREATE as the official client sends it', async () => {
    const body = await signSafeCreate(walletOf(DEV), CHAIN);
    expect(JSON.stringify(body)).toBe(JSON.stringify(await safeCreateBody(DEV, CHAIN)));
    expect(body.signature.startsWith('0xb07b6f1b')).toBe(true);
  });

  it('SAFE for one call: the Amoy vector (v 0x20), keys in the client order', async () => {
    const call = approve(USDCE, CONTRACTS.conditionalTokens);
    const body = await signSafeTransaction({ wallet: walletOf(DEV), chainId: CHAIN, calls: [call], nonce: 0n });
    expect(body.signature.startsWith('0x427843773dad')).toBe(true);
    expect(body.signature.endsWith('b2ce7d1b20')).toBe(true);
    const kit = await safeBody(DEV, CHAIN, [{ ...call, value: 0n, operation: 0 }], 0);
    expect(JSON.stringify(body)).toBe(JSON.stringify(kit));
    expect(body.proxyWallet).toBe('0xd93B25cb943D14d0d34FBaF01Fc93a0f8b5F6E47');
  });

  it('SAFE for several calls: one delegatecall into MultiSend', async () => {
    const calls = [approve(CONTRACTS.collateral, CONTRACTS.exchange), approve(CONTRACTS.collateral, CONTRACTS.negRiskExchange)];
    const body = await signSafeTransaction({ wallet: walletOf(DEV), chainId: CHAIN, calls, nonce: 7n, metadata: 'setup' });
    expect(body).toMatchObject({ to: CONTRACTS.safeMultisend, nonce: '7', metadata: 'setup', signatureParams: { operation: '1' } });
    expect(body.data.startsWith('0x8d80ff0a')).toBe(true);
    const kit = await safeBody(
      DEV,
      CHAIN,
      calls.map((c) => ({ ...c, value: 0n, operation: 0 as const })),
      7,
      'setup',
    );
    expect(JSON.stringify(body)).toBe(JSON.stringify(kit));
  });
});

describe('against the service in process', () => {
  const owner = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
  const wallet = walletOf(owner);
  const safe = deriveSafe(owner.address);
  let app: ReturnType<typeof createApp>;
  let creds: BuilderCreds | undefined;
  /** When set, the next /submit reaches the service but its answer is lost on the way back. */
  let dropNextSubmitAnswer = false;
  let submits = 0;

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await app.request(String(input), init);
    if (String(input).endsWith('/submit')) {
      submits++;
      if (dropNextSubmitAnswer) {
        dropNextSubmitAnswer = false;
        throw new TypeError('network down');
      }
    }
    return res;
  }) as typeof globalThis.fetch;
  /** The owner's trading key (made by builderKeyViaClob at nonce 0), and with it a fresh builder key. */
  const freshBuilderKey = async (): Promise<BuilderCreds> => {
    const trading = (await (await app.request('/clob/auth/derive-api-key', { headers: await l1Headers(owner, CHAIN) })).json()) as Creds;
    const res = await app.request('/clob/auth/builder-api-key', {
      method: 'POST',
      headers: await l2Headers(owner, trading, 'POST', '/auth/builder-api-key'),
    });
    return (await res.json()) as BuilderCreds;
  };
  const revoke = async (key: string) => {
    const trading = (await (await app.request('/clob/auth/derive-api-key', { headers: await l1Headers(owner, CHAIN) })).json()) as Creds;
    const body = JSON.stringify({ key });
    const headers = { ...(await l2Headers(owner, trading, 'DELETE', '/auth/builder-api-key', body)), 'content-type': 'application/json' };
    expect((await app.request('/clob/auth/builder-api-key', { method: 'DELETE', headers, body })).status).toBe(200);
  };
  let refreshes = 0;
  let signer: ReturnType<typeof createBuilderSigner> | undefined;
  const client = createRelayerClient({
    transport: createTransport({ baseUrl: '/relayer', fetch, retry: { retries: 0 } }),
    chainId: CHAIN,
    builder: () => {
      if (!creds) return undefined;
      signer ??= createBuilderSigner(creds, Date.now, async () => {
        refreshes++;
        return freshBuilderKey();
      });
      return signer;
    },
  });
  const wait = (id: string) => client.waitFor(id, { everyMs: 10 });

  beforeAll(async () => {
    app = createApp(openDb(':memory:'), { relayerStepMs: 5, sandbox: true });
    creds = await builderKeyViaClob(app, owner, CHAIN);
  });

  it('deploys the Safe once and walks it to CONFIRMED', async () => {
    expect(await client.deployed(safe)).toBe(false);
    const seen: string[] = [];
    const sent = await client.deploy(wallet);
    expect(sent.state).toBe('STATE_NEW');
    const done = await client.waitFor(sent.transactionID, { everyMs: 5, onState: (t) => seen.push(t.state) });
    expect(done).toMatchObject({ state: 'STATE_CONFIRMED', type: 'SAFE-CREATE', proxyAddress: safe.toLowerCase() });
    expect(seen.at(-1)).toBe('STATE_CONFIRMED');
    expect(await client.deployed(safe)).toBe(true);
    await expect(client.deploy(wallet)).rejects.toThrow('safe already deployed!');
  });

  it('executes one call and a MultiSend, each taking the next nonce', async () => {
    expect(await client.nonce(owner.address)).toBe(0n);
    const one = await client.execute(wallet, [approve(CONTRACTS.collateral, CONTRACTS.exchange)]);
    expect((await wait(one.transactionID))?.state).toBe('STATE_CONFIRMED');
    const calls = [approve(CONTRACTS.collateral, CONTRACTS.negRiskExchange), approve(CONTRACTS.collateral, CONTRACTS.negRiskAdapter)];
    const many = await client.execute(wallet, calls, 'two approvals');
    expect(many.request.nonce).toBe('1');
    expect(await wait(many.transactionID)).toMatchObject({ state: 'STATE_CONFIRMED', to: CONTRACTS.safeMultisend.toLowerCase() });
    expect(await client.nonce(owner.address)).toBe(2n);
    const mine = await client.transactions();
    expect(mine.map((t) => t.transactionID)).toEqual(expect.arrayContaining([one.transactionID, many.transactionID]));
  });

  it('resolves a lost /submit answer by looking the signature up, never submitting twice', async () => {
    const before = submits;
    dropNextSubmitAnswer = true;
    const sent = await client.execute(wallet, [approve(CONTRACTS.collateral, CONTRACTS.exchange)]);
    expect(submits - before).toBe(1);
    expect((await wait(sent.transactionID))?.state).toBe('STATE_CONFIRMED');
    expect(await client.nonce(owner.address)).toBe(3n);
  });

  it('a revoked builder key is replaced once and the submission sent again', async () => {
    await revoke(signer!.credentials().key);
    const sent = await client.execute(wallet, [approve(CONTRACTS.collateral, CONTRACTS.exchange)]);
    expect(refreshes).toBe(1);
    expect((await wait(sent.transactionID))?.state).toBe('STATE_CONFIRMED');
  });

  it('answers undefined for an unknown id, and refuses to submit without builder credentials', async () => {
    expect(await client.transaction('0190b317-a1d3-7bec-9b91-eeb6dcd3a620')).toBeUndefined();
    const held = creds;
    creds = undefined;
    await expect(client.execute(wallet, [approve(CONTRACTS.collateral, CONTRACTS.exchange)])).rejects.toThrow(/Builder credentials/);
    creds = held;
  });

  it('refuses to execute from a Safe that is not deployed', async () => {
    const stranger = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a');
    await expect(client.execute(walletOf(stranger), [approve(CONTRACTS.collateral, CONTRACTS.exchange)])).rejects.toThrow(
      'safe not deployed!',
    );
  });
});
