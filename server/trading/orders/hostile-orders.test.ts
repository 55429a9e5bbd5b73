import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, tradingSandbox } from '../../testing/trading-kit';
import { DUPLICATED, INVALID_EXPIRATION, INVALID_ORDER_PAYLOAD, ORDER_NOT_FOUND } from '../../../src/api/error-messages';
import type { OrderRow } from './store';

/*
 * What hostile requests to the order routes found: each answers the spec's 400 (or per-item failure)
 * instead of a 500, and nothing a request does not name is touched.
 */

let db: Db;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

beforeAll(async () => {
  db = freshDemoDb();
  s = await tradingSandbox(db, createApp(db));
}, 60_000);

afterEach(async () => {
  await s.call(ALICE, 'DELETE', '/cancel-all');
});

const SMALL_BUY = { side: 'BUY', price: '0.02', size: '5' } as const;
const upper = (address: string) => `0x${address.slice(2).toUpperCase()}`;
const openIds = async () => ((await s.call(ALICE, 'GET', '/data/orders')).body.data as { id: string }[]).map((o) => o.id);

describe('POST /order with hostile fields', () => {
  it('takes maker and signer in any letter case: the order is the same order (hex case is not part of an address)', async () => {
    const body = await s.order(ALICE, SMALL_BUY);
    const checksummed = structuredClone(body);
    body.order.maker = upper(body.order.maker);
    body.order.signer = upper(body.order.signer);
    const placed = await s.call(ALICE, 'POST', '/order', body);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ success: true, status: 'live' });
    // the same signed order in its usual spelling is that order again
    const again = await s.call(ALICE, 'POST', '/order', checksummed);
    expect(again.body).toEqual({ error: DUPLICATED.make({ id: placed.body.orderID as string }) });
  });

  it('refuses a uint256 field above 2^256 - 1 as an invalid payload', async () => {
    const over = String(2n ** 256n);
    for (const field of ['salt', 'makerAmount', 'takerAmount', 'timestamp'] as const) {
      const body = await s.order(ALICE, SMALL_BUY);
      (body.order as Record<string, unknown>)[field] = over;
      const res = await s.call(ALICE, 'POST', '/order', body);
      expect([field, res.status, res.body]).toEqual([field, 400, { error: INVALID_ORDER_PAYLOAD }]);
    }
    expect(await openIds()).toEqual([]);
  });

  it('refuses a GTD expiration past 2^53 with the spec’s invalid-expiration message', async () => {
    for (const expiration of [String(2n ** 53n + 1n), String(2n ** 64n), '9'.repeat(30)]) {
      const body = await s.order(ALICE, { ...SMALL_BUY, orderType: 'GTD' });
      body.order.expiration = expiration;
      const res = await s.call(ALICE, 'POST', '/order', body);
      expect([expiration, res.status, res.body]).toEqual([expiration, 400, { error: INVALID_EXPIRATION }]);
    }
  });
});

describe('POST /orders with a hostile item', () => {
  it('answers each item; a bad one between two good ones is refused on its own', async () => {
    const [a, bad, c] = await Promise.all([s.order(ALICE, SMALL_BUY), s.order(ALICE, SMALL_BUY), s.order(ALICE, SMALL_BUY)]);
    bad.order.makerAmount = String(2n ** 256n);
    const res = await s.call(ALICE, 'POST', '/orders', [a, bad, c]);
    expect(res.status).toBe(200);
    const answers = res.body as unknown as { success: boolean; errorMsg: string; orderID: string }[];
    expect(answers.map((x) => [x.success, x.errorMsg])).toEqual([
      [true, ''],
      [false, INVALID_ORDER_PAYLOAD],
      [true, ''],
    ]);
    expect((await openIds()).sort()).toEqual([answers[0]!.orderID, answers[2]!.orderID].sort());
  });
});

describe('one signed order posted 20 times at once', () => {
  it('is accepted once; every other post is the spec’s duplicate refusal', async () => {
    const body = await s.order(ALICE, SMALL_BUY);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.call(ALICE, 'POST', '/order', body)));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body).toMatchObject({ success: true, status: 'live', errorMsg: '' });
    const id = accepted[0]!.body.orderID as string;
    const refused = answers.filter((a) => a !== accepted[0]);
    expect(refused.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 19 }, () => [400, { error: DUPLICATED.make({ id }) }]));
    expect(await openIds()).toEqual([id]);
  });
});

describe('DELETE /cancel-market-orders', () => {
  // a request that names no market and no token must not cancel everything: DELETE /cancel-all is for that,
  // and the spec's only refusal of this route is "Invalid order payload"
  it('refuses a body that names nothing, and cancels nothing', async () => {
    const id = (await s.place(ALICE, SMALL_BUY)).body.orderID as string;
    for (const body of [undefined, null, {}, { market: '' }, { asset_id: '' }, { market: '', asset_id: '' }]) {
      const res = await s.call(ALICE, 'DELETE', '/cancel-market-orders', body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([JSON.stringify(body), 400, { error: INVALID_ORDER_PAYLOAD }]);
    }
    expect(await openIds()).toEqual([id]);
  });

  // the official Python client sends both keys, the one not given as "": an empty one is absent
  it('reads an empty market or asset_id beside a named one as absent', async () => {
    const mine = (await s.place(ALICE, SMALL_BUY)).body.orderID as string;
    const other = (await s.place(ALICE, { ...SMALL_BUY, tokenId: s.token1 })).body.orderID as string;
    const res = await s.call(ALICE, 'DELETE', '/cancel-market-orders', { market: '', asset_id: s.token0 });
    expect(res.body).toEqual({ canceled: [mine], not_canceled: {} });
    expect(await openIds()).toEqual([other]);
  });
});

describe('DELETE /orders with an id twice', () => {
  // one answer per id: an id both canceled and not canceled contradicts itself
  it('answers each id once', async () => {
    const id = (await s.place(ALICE, SMALL_BUY)).body.orderID as string;
    const unknown = `0x${'ab'.repeat(32)}`;
    const res = await s.call(ALICE, 'DELETE', '/orders', [id, unknown, id, id.toUpperCase().replace('0X', '0x'), unknown]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ canceled: [id], not_canceled: { [unknown]: ORDER_NOT_FOUND } });
  });
});

describe('GET /data/orders?asset_id=', () => {
  it('finds the orders of that token behind more than a page of older orders on another token', async () => {
    const id = (await s.place(ALICE, SMALL_BUY)).body.orderID as string;
    // 101 older live orders of Alice's on the other token, written straight to the table
    const mine = db.prepare<[string], OrderRow>('SELECT * FROM clob_orders WHERE id = ?').get(id)!;
    const columns = Object.keys(mine);
    const insert = db.prepare(`INSERT INTO clob_orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
    const older = (k: number): OrderRow => ({
      ...mine,
      id: `0x${String(k).padStart(64, 'c')}`,
      seq: -k,
      asset: s.token1,
      outcome_index: 1,
    });
    for (let k = 1; k <= 101; k++) insert.run(older(k));
    try {
      const res = await s.call(ALICE, 'GET', `/data/orders?asset_id=${s.token0}`);
      expect(res.status).toBe(200);
      expect((res.body.data as { id: string }[]).map((o) => o.id)).toEqual([id]);
      expect(res.body.next_cursor).toBe('LTE=');
    } finally {
      db.prepare('DELETE FROM clob_orders WHERE seq < 0').run();
    }
  });
});
