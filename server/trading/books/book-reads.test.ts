import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, tradingSandbox } from '../../testing/trading-kit';
import { BATCH_MAX } from './handlers';

/* The public book and price reads over a book two traders made, and every message of the spec's table for them. */

let db: Db;
let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

const get = async (path: string) => {
  const res = await app.request(`/clob${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const post = async (path: string, body: unknown) => {
  const res = await app.request(`/clob${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db);
  s = await tradingSandbox(db, app);
  // outcome 0: bids 0.30 (10) and 0.32 (5); Bob's BUY of outcome 1 at 0.60 is an ask of outcome 0 at 0.40
  await s.place(ALICE, { side: 'BUY', price: '0.3', size: '10' });
  await s.place(ALICE, { side: 'BUY', price: '0.32', size: '5' });
  await s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.6', size: '7' });
}, 60_000);

describe('book and prices', () => {
  it('lists each side best LAST, mirrored for the other outcome, with a hash the client can recompute', async () => {
    const { body: book } = await get(`/book?token_id=${s.token0}`);
    expect(book).toMatchObject({
      market: s.market,
      asset_id: s.token0,
      bids: [
        { price: '0.3', size: '10' },
        { price: '0.32', size: '5' },
      ],
      asks: [{ price: '0.4', size: '7' }],
      tick_size: '0.01',
      min_order_size: '5',
      neg_risk: false,
    });
    const { createHash } = await import('node:crypto');
    expect(book.hash).toBe(
      createHash('sha1')
        .update(JSON.stringify({ ...book, hash: '' }))
        .digest('hex'),
    );
    const { body: other } = await get(`/book?token_id=${s.token1}`);
    expect(other).toMatchObject({
      bids: [{ price: '0.6', size: '7' }],
      asks: [
        { price: '0.7', size: '10' },
        { price: '0.68', size: '5' },
      ],
    });
  });

  it('answers price (BUY = best bid, SELL = best ask), midpoint and spread, one token or a batch', async () => {
    expect((await get(`/price?token_id=${s.token0}&side=BUY`)).body).toEqual({ price: '0.32' });
    expect((await get(`/price?token_id=${s.token0}&side=SELL`)).body).toEqual({ price: '0.4' });
    expect((await get(`/midpoint?token_id=${s.token0}`)).body).toEqual({ mid: '0.36' });
    expect((await get(`/spread?token_id=${s.token0}`)).body).toEqual({ spread: '0.08' });
    const both = [{ token_id: s.token0 }, { token_id: s.token1 }];
    expect((await post('/midpoints', both)).body).toEqual({ [s.token0]: '0.36', [s.token1]: '0.64' });
    expect((await post('/spreads', both)).body).toEqual({ [s.token0]: '0.08', [s.token1]: '0.08' });
    expect((await post('/prices', [{ token_id: s.token0, side: 'BUY' }])).body).toEqual({ [s.token0]: { BUY: '0.32' } });
    expect(((await post('/books', both)).body as unknown[]).length).toBe(2);
  });

  it('answers the market rules of a token', async () => {
    expect((await get(`/tick-size?token_id=${s.token0}`)).body).toEqual({ minimum_tick_size: 0.01 });
    expect((await get(`/neg-risk?token_id=${s.token0}`)).body).toEqual({ neg_risk: false });
    expect((await get(`/fee-rate?token_id=${s.token0}`)).body).toHaveProperty('base_fee');
    expect((await get(`/last-trade-price?token_id=${s.token0}`)).body).toHaveProperty('price');
  });

  it('refuses with the spec’s messages', async () => {
    for (const route of ['book', 'price', 'midpoint', 'spread', 'last-trade-price', 'tick-size', 'neg-risk'])
      expect(await get(`/${route}?token_id=abc&side=BUY`), route).toEqual({ status: 400, body: { error: 'Invalid token id' } });
    const none = { status: 404, body: { error: 'No orderbook exists for the requested token id' } };
    for (const route of ['book', 'midpoint', 'spread']) expect(await get(`/${route}?token_id=123`), route).toEqual(none);
    const resolved = db.prepare('SELECT token0 FROM markets WHERE resolved_at IS NOT NULL LIMIT 1').pluck().get() as string;
    expect(await get(`/book?token_id=${resolved}`)).toEqual(none);
    expect(await get(`/price?token_id=${s.token0}&side=HOLD`)).toEqual({
      status: 400,
      body: { error: 'Invalid side (side must be BUY or SELL)' },
    });
    expect(await get('/tick-size?token_id=123')).toEqual({ status: 404, body: { error: 'market not found' } });
    expect(await get('/neg-risk?token_id=123')).toEqual({ status: 404, body: { error: 'market not found' } });
    for (const route of ['books', 'prices', 'midpoints', 'spreads', 'last-trades-prices']) {
      expect(await post(`/${route}`, { token_id: s.token0 }), route).toEqual({ status: 400, body: { error: 'Invalid payload' } });
      const many = Array.from({ length: BATCH_MAX + 1 }, () => ({ token_id: s.token0, side: 'BUY' }));
      expect(await post(`/${route}`, many), route).toEqual({ status: 400, body: { error: 'Payload exceeds the limit' } });
    }
    expect(await post('/prices', [{ token_id: s.token0, side: 'HOLD' }])).toEqual({ status: 400, body: { error: 'Invalid side' } });
  });
});
