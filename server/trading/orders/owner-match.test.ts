import type { Hex, LocalAccount } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, fundTrader, tradingSandbox, type OrderSpec } from '../../testing/trading-kit';
import { createTradingApp } from '../trading-app';

/*
 * A deposit wallet's order (type 3) carries the wallet as maker and signer, so matching the caller by
 * signer would strand it. It belongs to the EOA whose key posted it: that EOA lists, reads, cancels,
 * trades and keeps it alive as its own, and any other EOA is told it does not exist.
 */

let trading: ReturnType<typeof createTradingApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;
let wallet: Hex;

type Spec = Omit<OrderSpec, 'tokenId'> & { tokenId?: string };
type Trade = {
  id: string;
  taker_order_id: string;
  trader_side: string;
  owner: string;
  maker_address: string;
  maker_orders: { order_id: string; owner: string; maker_address: string }[];
};

beforeAll(async () => {
  const db = freshDemoDb();
  // the trading app itself rather than the whole site: a test can sweep its heartbeats
  trading = createTradingApp(db, { sandbox: true });
  const app = { request: (path: string, init?: RequestInit) => trading.request(path.replace(/^\/clob/, ''), init) };
  s = await tradingSandbox(db, app);
  const res = await app.request('/clob/sandbox/wallet', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: ALICE.address, signature_type: 3 }),
  });
  wallet = ((await res.json()) as { wallet: Hex }).wallet.toLowerCase() as Hex;
  fundTrader(db, wallet);
}, 60_000);

// each test starts with no open order of Alice's or Bob's, whatever the one before left
afterEach(async () => {
  for (const who of [ALICE, BOB]) await s.call(who, 'DELETE', '/cancel-all');
});

const placeByWallet = async (spec: Spec) => {
  const placed = await s.place(ALICE, { ...spec, maker: wallet, signatureType: 3 });
  expect(placed.body).toMatchObject({ success: true });
  return placed.body.orderID as string;
};
const openIds = async (who: LocalAccount) => ((await s.call(who, 'GET', '/data/orders')).body.data as { id: string }[]).map((o) => o.id);
const tradesOf = async (who: LocalAccount) => (await s.call(who, 'GET', '/data/trades')).body.data as Trade[];
const nobodys = (id: string) => ({ canceled: [], not_canceled: { [id]: 'order not found' } });

describe("a deposit wallet's orders belong to the EOA that posted them", () => {
  it('the owner lists and reads one; another EOA sees neither', async () => {
    const id = await placeByWallet({ side: 'BUY', price: '0.02', size: '5' });
    expect(await openIds(ALICE)).toEqual([id]);
    const one = await s.call(ALICE, 'GET', `/data/order/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, status: 'LIVE', owner: s.creds.get(ALICE.address)!.apiKey, maker_address: wallet });

    expect(await openIds(BOB)).toEqual([]);
    expect(await s.call(BOB, 'GET', `/data/order/${id}`)).toMatchObject({ status: 404, body: { error: 'order not found' } });
  });

  it('another EOA cancels none of them, by id, batch, market or all', async () => {
    const id = await placeByWallet({ side: 'BUY', price: '0.02', size: '5' });
    expect((await s.call(BOB, 'DELETE', '/order', { orderID: id })).body).toEqual(nobodys(id));
    expect((await s.call(BOB, 'DELETE', '/orders', [id])).body).toEqual(nobodys(id));
    expect((await s.call(BOB, 'DELETE', '/cancel-market-orders', { market: s.market })).body).toEqual({ canceled: [], not_canceled: {} });
    expect((await s.call(BOB, 'DELETE', '/cancel-all')).body).toEqual({ canceled: [], not_canceled: {} });
    expect(await openIds(ALICE)).toEqual([id]);
  });

  it('the owner cancels them by id, in a batch, by market and all at once', async () => {
    const cancels: [string, (id: string) => unknown][] = [
      ['/order', (id) => ({ orderID: id })],
      ['/orders', (id) => [id]],
      ['/cancel-market-orders', () => ({ market: s.market })],
      ['/cancel-all', () => undefined],
    ];
    for (const [path, body] of cancels) {
      const id = await placeByWallet({ side: 'BUY', price: '0.02', size: '5' });
      const res = await s.call(ALICE, 'DELETE', path, body(id));
      expect(res.body, path).toEqual({ canceled: [id], not_canceled: {} });
      expect(await openIds(ALICE), path).toEqual([]);
      expect((await s.call(ALICE, 'GET', `/data/order/${id}`)).body.status, path).toBe('CANCELED');
    }
  });

  it("a fill shows in the owner's trades: MAKER when the wallet's order rested, TAKER when it crossed", async () => {
    const apiKey = s.creds.get(ALICE.address)!.apiKey;
    const rested = await placeByWallet({ side: 'BUY', price: '0.03', size: '5' });
    // Bob's BUY of outcome 1 at 0.97 completes the pair: a mint against the wallet's resting bid
    expect((await s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.97', size: '5' })).body.status).toBe('matched');
    const minted = (await tradesOf(ALICE)).find((t) => t.maker_orders[0]!.order_id === rested)!;
    expect(minted).toMatchObject({ trader_side: 'MAKER' });
    expect(minted.maker_orders[0]).toMatchObject({ owner: apiKey, maker_address: wallet });
    expect((await tradesOf(BOB)).find((t) => t.id === minted.id)).toMatchObject({ trader_side: 'TAKER' });

    expect((await s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.96', size: '5' })).body.status).toBe('live');
    const crossing = await placeByWallet({ side: 'BUY', price: '0.04', size: '5' });
    const taken = (await tradesOf(ALICE)).find((t) => t.taker_order_id === crossing)!;
    expect(taken).toMatchObject({ trader_side: 'TAKER', owner: apiKey, maker_address: wallet });
    expect((await tradesOf(BOB)).find((t) => t.id === taken.id)).toMatchObject({ trader_side: 'MAKER' });
    expect(await openIds(ALICE)).toEqual([]);
  });

  it("a lapsed heartbeat chain of the owner cancels its wallet's orders", async () => {
    const id = await placeByWallet({ side: 'BUY', price: '0.02', size: '5' });
    expect((await s.call(ALICE, 'POST', '/v1/heartbeats', { heartbeat_id: '' })).status).toBe(200);
    trading.sweepHeartbeats(Date.now() + 60_000);
    expect(await openIds(ALICE)).toEqual([]);
    expect((await s.call(ALICE, 'GET', `/data/order/${id}`)).body.status).toBe('CANCELED');
  });
});
