import { ClobClient, OrderType, Side } from '@polymarket/clob-client-v2';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createWalletClient, http, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, CHAIN, fundTrader, tradingSandbox } from '../../testing/trading-kit';

/*
 * The four signature types: an EOA funds itself; a proxy (1) or safe (2) is funded by the wallet its
 * signer controls; a deposit wallet (3) is maker and signer, its owner signing an ERC-7739 wrapper.
 * The database says which EOA controls which wallet; the official client's own type-3 blob is accepted.
 */

let db: Db;
let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;
let server: ServerType;

async function walletOf(owner: string, type: 1 | 2 | 3): Promise<Hex> {
  const res = await app.request('/clob/sandbox/wallet', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner, signature_type: type }),
  });
  const { wallet } = (await res.json()) as { wallet: Hex };
  fundTrader(db, wallet);
  return wallet;
}

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db, { sandbox: true });
  s = await tradingSandbox(db, app);
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
}, 60_000);

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('signature types and funders', () => {
  it('a proxy and a safe trade for the EOA that controls them, and for nobody else', async () => {
    for (const type of [1, 2] as const) {
      const wallet = await walletOf(ALICE.address, type);
      const ok = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5', maker: wallet, signatureType: type });
      expect(ok.body).toMatchObject({ success: true, status: 'live' });
      const stranger = await s.place(BOB, { side: 'BUY', price: '0.02', size: '5', maker: wallet, signatureType: type });
      expect(stranger.body.error).toMatch(/^invalid funder/);
    }
    const eoa = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5', maker: BOB.address, signatureType: 0 });
    expect(eoa.body.error).toMatch(/^invalid funder/);
  });

  it('a deposit wallet trades with its owner’s ERC-7739 signature; a tampered blob or a stranger is refused', async () => {
    const wallet = await walletOf(ALICE.address, 3);
    const ok = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5', maker: wallet, signatureType: 3 });
    expect(ok.body).toMatchObject({ success: true, status: 'live' });

    const body = await s.order(ALICE, { side: 'BUY', price: '0.03', size: '5', maker: wallet, signatureType: 3 });
    const sig = body.order.signature;
    const tampered = {
      ...body,
      order: { ...body.order, signature: `${sig.slice(0, 140)}${sig[140] === '0' ? '1' : '0'}${sig.slice(141)}` },
    };
    expect((await s.call(ALICE, 'POST', '/order', tampered)).body.error).toBe('order_version_mismatch');
    const bobs = await s.place(BOB, { side: 'BUY', price: '0.02', size: '5', maker: wallet, signatureType: 3 });
    expect(bobs.body.error).toBe('the order signer address has to be the address of the API KEY');
  });

  it("the official client's deposit-wallet order is accepted as it signs it", async () => {
    const wallet = await walletOf(ALICE.address, 3);
    const creds = s.creds.get(ALICE.address)!;
    const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clob`;
    const client = new ClobClient({
      host,
      chain: CHAIN,
      signer: createWalletClient({ account: ALICE, transport: http('http://127.0.0.1:9') }),
      creds: { key: creds.apiKey, secret: creds.secret, passphrase: creds.passphrase },
      signatureType: 3,
      funderAddress: wallet,
      throwOnError: true,
    });
    const placed = await client.createAndPostOrder({ tokenID: s.token0, price: 0.04, size: 5, side: Side.BUY }, undefined, OrderType.GTC);
    expect(placed).toMatchObject({ success: true, status: 'live' });
  });
});
