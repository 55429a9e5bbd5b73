import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientSandbox } from '../../../server/testing/trading-client-kit';
import { ALICE, BOB } from '../../../server/testing/trading-kit';
import { ApiError } from '../http';
import { explainTradingError } from './errors';

/* The trading client's public reads and credentials, against the local service in process. */

// account 3 of the development mnemonic: no credentials until these tests make them
const CAROL = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

let k: Awaited<ReturnType<typeof clientSandbox>>;

beforeAll(async () => {
  k = await clientSandbox();
}, 60_000);

describe('public reads', () => {
  it('time, version, book, tick size, neg risk, fee rate and market of a token', async () => {
    const c = k.client();
    expect(Math.abs((await c.time()) - Date.now() / 1000)).toBeLessThan(5);
    expect(await c.version()).toBe(2);
    const book = await c.book(k.s.token0);
    expect(book).toMatchObject({ asset_id: k.s.token0, market: k.s.market });
    expect(await c.tickSize(k.s.token0)).toBe(book.tick_size);
    expect(await c.negRisk(k.s.token0)).toBe(false);
    expect(typeof (await c.feeRate(k.s.token0))).toBe('number');
    expect(await c.marketByToken(k.s.token0)).toEqual({
      condition_id: k.s.market,
      primary_token_id: k.s.token0,
      secondary_token_id: k.s.token1,
    });
  });

  it("an unknown token is the service's 404, explained", async () => {
    const e = await k
      .client()
      .book('123')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(explainTradingError(e).kind).toBe('not_found');
  });
});

describe('credentials', () => {
  it('create or derive: the first call creates, the second derives the same key, one signature each', async () => {
    const c = k.client();
    const signer = k.authSigner(CAROL);
    const created = await c.createOrDeriveApiKey(signer, 0n);
    expect(created).toEqual({ apiKey: expect.any(String), secret: expect.any(String), passphrase: expect.any(String) });
    expect(signer.signatures).toBe(1);
    expect(await c.createOrDeriveApiKey(signer, 0n)).toEqual(created);
    // the nonce was used: create refused, then derive with the same signature (the wallet asked once)
    expect(signer.signatures).toBe(2);
    expect(await c.createOrDeriveApiKey(signer, 1n)).not.toEqual(created);
  });

  it('create and derive from made headers; a used nonce is explained', async () => {
    const c = k.client();
    const signer = k.authSigner(CAROL);
    const timestamp = String(await c.time());
    const h = { address: CAROL.address, timestamp, nonce: 7n, signature: await signer.signClobAuth({ timestamp, nonce: 7n }) };
    const creds = await c.createApiKey(h);
    expect(await c.deriveApiKey(h)).toEqual(creds);
    const again = await c.createApiKey(h).catch((e: unknown) => e);
    expect(again).toMatchObject({ status: 400, code: 'NONCE_ALREADY_USED' });
    expect(explainTradingError(again).kind).toBe('nonce_used');
    const bad = await c.deriveApiKey({ ...h, signature: `0x${'11'.repeat(65)}` }).catch((e: unknown) => e);
    expect(explainTradingError(bad).kind).toBe('wallet_signature_refused');
  });

  it('lists the api keys and deletes the one in use', async () => {
    const c = k.client();
    const creds = await c.createOrDeriveApiKey(k.authSigner(CAROL), 20n);
    const carol = c.l2(creds, CAROL.address);
    expect(await carol.apiKeys()).toContain(creds.apiKey);
    await carol.deleteApiKey();
    const gone = await carol.apiKeys().catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 401 });
    expect(explainTradingError(gone)).toMatchObject({ kind: 'unauthorized', action: expect.stringMatching(/Enable trading/) });
  });

  it('creates a fresh builder key for the relayer each call', async () => {
    const c = k.client();
    const carol = c.l2(await c.createOrDeriveApiKey(k.authSigner(CAROL), 30n), CAROL.address);
    const first = await carol.createBuilderApiKey();
    expect(first).toEqual({ key: expect.any(String), secret: expect.any(String), passphrase: expect.any(String) });
    expect((await carol.createBuilderApiKey()).key).not.toBe(first.key);
  });

  it('a 401 re-derives the credentials once and retries once with them', async () => {
    const c = k.client();
    const good = k.s.creds.get(ALICE.address)!;
    const stale = { ...good, passphrase: '0'.repeat(64) };
    let derivations = 0;
    const alice = c.l2(stale, ALICE.address, async () => {
      derivations++;
      return good;
    });
    // two calls fail together: one re-derivation serves both
    const [keys, orders] = await Promise.all([alice.apiKeys(), alice.openOrders()]);
    expect(keys).toContain(good.apiKey);
    expect(Array.isArray(orders)).toBe(true);
    expect(derivations).toBe(1);
    expect(alice.credentials()).toEqual(good);
    await alice.apiKeys();
    expect(derivations).toBe(1);
  });

  it('a second 401 after re-deriving is final', async () => {
    let derivations = 0;
    const stale = { ...k.s.creds.get(BOB.address)!, secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' };
    const bob = k.client().l2(stale, BOB.address, async () => {
      derivations++;
      return stale;
    });
    await expect(bob.openOrders()).rejects.toMatchObject({ status: 401 });
    expect(derivations).toBe(1);
  });
});
