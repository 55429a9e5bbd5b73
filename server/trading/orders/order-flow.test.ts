import { beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createApp } from '../../app';
import { Ledger } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { l1Headers, l2Headers, signedOrder, type Creds, type OrderSpec } from '../../testing/trading-kit';
import { CHAIN_ID } from '../../../src/api/config';
import type { Db } from '../../db/connection';

/*
 * An order's whole path over HTTP against the seeded service: credentials, a resting order, a
 * crossing one that mints a pair, the fills in the data service, open orders and cancels.
 */

const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const BOB = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const CHAIN = CHAIN_ID.amoy;

let db: Db;
let app: ReturnType<typeof createApp>;
let token0: string;
let token1: string;
let market: string;
const creds = new Map<string, Creds>();

function fund(address: string) {
  const user = address.toLowerCase();
  new Ledger(db).deposit({ user, amount: 1_000_000_000, ts: Math.floor(Date.now() / 1000) });
  const approve = db.prepare(
    'INSERT OR REPLACE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, 1, NULL, 0)',
  );
  for (const id of [
    'trading-collateral-exchange',
    'trading-ctf-exchange',
    'trading-collateral-neg-risk-exchange',
    'trading-ctf-neg-risk-exchange',
  ])
    approve.run(user, id);
}

async function call(account: typeof ALICE, method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...(await l2Headers(account, creds.get(account.address)!, method, path, text)) };
  const res = await app.request(`/clob${path}`, { method, headers, body: text });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

const place = async (account: typeof ALICE, spec: Omit<OrderSpec, 'tokenId'> & { tokenId?: string }) =>
  call(account, 'POST', '/order', await signedOrder(account, creds.get(account.address)!.apiKey, CHAIN, { tokenId: token0, ...spec }));

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db);
  const now = Math.floor(Date.now() / 1000);
  const m = db
    .prepare<[number], { condition_id: string; token0: string; token1: string }>(
      'SELECT condition_id, token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
    )
    .get(now)!;
  ({ condition_id: market, token0, token1 } = m);
  for (const account of [ALICE, BOB]) {
    fund(account.address);
    const res = await app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(account, CHAIN) });
    expect(res.status).toBe(200);
    creds.set(account.address, (await res.json()) as Creds);
  }
}, 60_000);

describe('orders over HTTP', () => {
  it('a resting BUY shows in the book and in open orders, then cancels', async () => {
    const placed = await place(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ success: true, status: 'live', errorMsg: '' });
    const id = placed.body.orderID as string;

    const book = (await (await app.request(`/clob/book?token_id=${token0}`)).json()) as { bids: { price: string; size: string }[] };
    expect(book.bids).toContainEqual({ price: '0.02', size: '10' });

    const open = await call(ALICE, 'GET', '/data/orders');
    expect((open.body.data as { id: string }[]).map((o) => o.id)).toContain(id);

    const canceled = await call(ALICE, 'DELETE', '/order', { orderID: id });
    expect(canceled.body).toEqual({ canceled: [id], not_canceled: {} });
    const again = await call(ALICE, 'DELETE', '/order', { orderID: id });
    expect(again.body).toEqual({ canceled: [], not_canceled: { [id]: 'order_already_terminal' } });
  });

  it('a BUY of each outcome mints a pair, and the data service shows both fills at once', async () => {
    const rest = await place(ALICE, { side: 'BUY', price: '0.03', size: '20' });
    expect(rest.body.status).toBe('live');
    const cross = await place(BOB, { tokenId: token1, side: 'BUY', price: '0.98', size: '20' });
    expect(cross.status).toBe(200);
    expect(cross.body).toMatchObject({ success: true, status: 'matched', takingAmount: '20' });
    // Bob pays the complement of Alice's price: 0.97 a share
    expect(cross.body.makingAmount).toBe('19.4');
    expect((cross.body.tradeIDs as string[]).length).toBe(1);

    const positions = async (user: string) =>
      (await (await app.request(`/data/positions?user=${user}&market=${market}`)).json()) as { asset: string; size: number }[];
    expect((await positions(ALICE.address)).find((p) => p.asset === token0)?.size).toBe(20);
    expect((await positions(BOB.address)).find((p) => p.asset === token1)?.size).toBe(20);

    const trades = await call(BOB, 'GET', '/data/trades');
    const t = (trades.body.data as { trader_side: string; size: string; maker_orders: { order_id: string }[] }[])[0]!;
    expect(t).toMatchObject({ trader_side: 'TAKER', size: '20' });
    expect(t.maker_orders[0]!.order_id).toBe(rest.body.orderID);
  });

  it('refuses what the catalogue names, with its text', async () => {
    const offTick = await place(ALICE, { side: 'BUY', price: '0.025', size: '10' });
    expect(offTick.status).toBe(400);
    expect(offTick.body.error).toMatch(/breaks minimum tick size rule: 0\.01$/);
    const small = await place(ALICE, { side: 'BUY', price: '0.02', size: '1' });
    expect(small.body.error).toMatch(/lower than the minimum: 5$/);
    const broke = await place(ALICE, { side: 'SELL', price: '0.5', size: '1000' });
    expect(broke.body.error).toBe('not enough balance / allowance');
    const fok = await place(ALICE, { side: 'BUY', price: '0.01', size: '10', orderType: 'FOK' });
    expect(fok.body.error).toBe("order couldn't be fully filled. FOK orders are fully filled or killed.");
  });

  it('a batch answers one result per order and refuses past its maximum', async () => {
    const order = (price: string) =>
      signedOrder(ALICE, creds.get(ALICE.address)!.apiKey, CHAIN, { tokenId: token0, side: 'BUY', price, size: '5' });
    const res = await call(ALICE, 'POST', '/orders', [await order('0.02'), await order('0.025')]);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => (r as { success: boolean }).success)).toEqual([true, false]);
    const many = await call(ALICE, 'POST', '/orders', await Promise.all(Array.from({ length: 16 }, () => order('0.02'))));
    expect(many.body.error).toBe('Too many orders in payload: 16, max allowed: 15');
    const all = await call(ALICE, 'DELETE', '/cancel-all');
    expect((all.body.canceled as string[]).length).toBeGreaterThan(0);
    expect((await call(ALICE, 'GET', '/data/orders')).body.data).toEqual([]);
  });
});
