import { serve, type ServerType } from '@hono/node-server';
import { ClobClient, OrderType, Side } from '@polymarket/clob-client-v2';
import type { AddressInfo } from 'node:net';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID, DEMO_TRADER } from '../../src/api/config';
import { createApp } from '../app';
import { Ledger } from '../ledger';
import type { Db } from '../db/connection';
import { freshDemoDb } from '../testing/combo-kit';
import { l1Headers, l2Headers, signedOrder, type Creds } from '../testing/trading-kit';

/*
 * The official TypeScript client against the local service over real HTTP: the demo trader (the
 * development key) creates or derives credentials, reads a book, rests an order, finds and cancels
 * it, takes a counterparty's order and sees the fill in getTrades and in the data service.
 */

const DEMO_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const CHAIN = CHAIN_ID.amoy;

let db: Db;
let server: ServerType;
let host: string;
let token: string;
let market: string;
let aliceCreds: Creds;

/** Without credentials the client runs as shipped (errors come back as bodies: createOrDerive relies on it); with them it throws. */
function client(creds?: { key: string; secret: string; passphrase: string }) {
  const signer = createWalletClient({ account: privateKeyToAccount(DEMO_KEY), transport: http('http://127.0.0.1:9') });
  return new ClobClient({ host, chain: CHAIN, signer, creds, throwOnError: creds !== undefined });
}

beforeAll(async () => {
  db = freshDemoDb();
  const app = createApp(db);
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clob`;
  const m = db
    .prepare<[number], { condition_id: string; token0: string }>(
      'SELECT condition_id, token0 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
    )
    .get(Math.floor(Date.now() / 1000))!;
  ({ condition_id: market, token0: token } = m);

  const alice = ALICE.address.toLowerCase();
  new Ledger(db).deposit({ user: alice, amount: 1_000_000_000, ts: Math.floor(Date.now() / 1000) });
  for (const id of ['trading-collateral-exchange', 'trading-ctf-exchange'])
    db.prepare('INSERT OR REPLACE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, 1, NULL, 0)').run(
      alice,
      id,
    );
  const res = await app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(ALICE, CHAIN) });
  aliceCreds = (await res.json()) as Creds;
}, 60_000);

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the official client (@polymarket/clob-client-v2) on the sandbox', () => {
  it('creates, derives, trades, cancels and reads back', async () => {
    const creds = await client().createOrDeriveApiKey();
    expect(await client().createOrDeriveApiKey()).toEqual(creds);
    const trader = client(creds);

    const book = await trader.getOrderBook(token);
    expect(book.asset_id).toBe(token);

    const resting = await trader.createAndPostOrder({ tokenID: token, price: 0.02, size: 10, side: Side.BUY }, undefined, OrderType.GTC);
    expect(resting).toMatchObject({ success: true, status: 'live' });
    const open = await trader.getOpenOrders({ market });
    expect(open.map((o) => o.id)).toContain(resting.orderID);
    expect(await trader.cancelOrder({ orderID: resting.orderID })).toEqual({ canceled: [resting.orderID], not_canceled: {} });

    // Alice rests a BUY of outcome 0 at 0.97; the demo trader's BUY of outcome 1 at 0.05 crosses it and mints a pair
    const text = JSON.stringify(
      await signedOrder(ALICE, aliceCreds.apiKey, CHAIN, { tokenId: token, side: 'BUY', price: '0.97', size: '10' }),
    );
    const placed = await fetch(`${host}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await l2Headers(ALICE, aliceCreds, 'POST', '/order', text)) },
      body: text,
    });
    expect(placed.status).toBe(200);
    const token1 = db.prepare<[string], { token1: string }>('SELECT token1 FROM markets WHERE condition_id = ?').get(market)!.token1;
    const taken = await trader.createAndPostOrder({ tokenID: token1, price: 0.05, size: 10, side: Side.BUY }, undefined, OrderType.GTC);
    expect(taken).toMatchObject({ success: true, status: 'matched' });
    expect(taken.transactionsHashes).toHaveLength(1);

    const trades = await trader.getTrades({ market });
    expect(trades.map((t) => t.taker_order_id)).toContain(taken.orderID);

    const data = async (path: string) =>
      (await (await fetch(`${host.replace('/clob', '/data')}${path}`)).json()) as Record<string, unknown>[];
    const demo = DEMO_TRADER.toLowerCase();
    expect((await data(`/trades?user=${demo}&market=${market}`)).map((t) => t.transactionHash)).toContain(taken.transactionsHashes![0]);
    expect((await data(`/activity?user=${demo}&market=${market}&type=TRADE`))[0]).toMatchObject({ side: 'BUY', asset: token1 });
    expect((await data(`/positions?user=${demo}&market=${market}`)).find((p) => p.asset === token1)).toBeDefined();

    const batch = await trader.postOrders([
      { order: await trader.createOrder({ tokenID: token, price: 0.02, size: 5, side: Side.BUY }), orderType: OrderType.GTC },
      { order: await trader.createOrder({ tokenID: token, price: 0.03, size: 5, side: Side.BUY }), orderType: OrderType.GTC },
    ]);
    expect(batch.map((r: { status: string }) => r.status)).toEqual(['live', 'live']);
    const all = await trader.cancelAll();
    expect(all.canceled).toHaveLength(2);
    expect(await trader.getOpenOrders({ market })).toEqual([]);
  }, 60_000);
});
