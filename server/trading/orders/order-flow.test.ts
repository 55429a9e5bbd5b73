import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_ENOUGH_BALANCE } from '../../../src/api/error-messages';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, tradingSandbox } from '../../testing/trading-kit';

/*
 * An order's whole path over HTTP against the seeded service: credentials, a resting order, a
 * crossing one that mints a pair, the fills in the data service, open orders and cancels.
 */

let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

beforeAll(async () => {
  const db = freshDemoDb();
  app = createApp(db);
  s = await tradingSandbox(db, app);
}, 60_000);

describe('orders over HTTP', () => {
  it('a resting BUY shows in the book and in open orders, then cancels', async () => {
    const placed = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ success: true, status: 'live', errorMsg: '' });
    const id = placed.body.orderID as string;

    const book = (await (await app.request(`/clob/book?token_id=${s.token0}`)).json()) as { bids: { price: string; size: string }[] };
    expect(book.bids).toContainEqual({ price: '0.02', size: '10' });

    const open = await s.call(ALICE, 'GET', '/data/orders');
    expect((open.body.data as { id: string }[]).map((o) => o.id)).toContain(id);

    const canceled = await s.call(ALICE, 'DELETE', '/order', { orderID: id });
    expect(canceled.body).toEqual({ canceled: [id], not_canceled: {} });
    const again = await s.call(ALICE, 'DELETE', '/order', { orderID: id });
    expect(again.body).toEqual({ canceled: [], not_canceled: { [id]: 'order_already_terminal' } });
  });

  it('a BUY of each outcome mints a pair, and the data service shows both fills at once', async () => {
    const rest = await s.place(ALICE, { side: 'BUY', price: '0.03', size: '20' });
    expect(rest.body.status).toBe('live');
    const cross = await s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.98', size: '20' });
    expect(cross.status).toBe(200);
    expect(cross.body).toMatchObject({ success: true, status: 'matched', takingAmount: '20' });
    // Bob pays the complement of Alice's price: 0.97 a share
    expect(cross.body.makingAmount).toBe('19.4');
    expect((cross.body.tradeIDs as string[]).length).toBe(1);

    const positions = async (user: string) =>
      (await (await app.request(`/data/positions?user=${user}&market=${s.market}`)).json()) as { asset: string; size: number }[];
    expect((await positions(ALICE.address)).find((p) => p.asset === s.token0)?.size).toBe(20);
    expect((await positions(BOB.address)).find((p) => p.asset === s.token1)?.size).toBe(20);

    const trades = await s.call(BOB, 'GET', '/data/trades');
    const t = (trades.body.data as { trader_side: string; size: string; maker_orders: { order_id: string }[] }[])[0]!;
    expect(t).toMatchObject({ trader_side: 'TAKER', size: '20' });
    expect(t.maker_orders[0]!.order_id).toBe(rest.body.orderID);
  });

  it('orders posted together share one commit, in arrival order: a refused one leaves the others placed', async () => {
    const [rest, refused, cross] = await Promise.all([
      s.place(ALICE, { side: 'BUY', price: '0.04', size: '5' }),
      s.place(ALICE, { side: 'BUY', price: '0.5', size: '100000000' }),
      s.place(BOB, { tokenId: s.token1, side: 'BUY', price: '0.96', size: '5' }),
    ]);
    expect(rest.body).toMatchObject({ success: true, status: 'live' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: NOT_ENOUGH_BALANCE });
    // the third saw what the first left in the same commit: it minted against it
    expect(cross.body).toMatchObject({ success: true, status: 'matched', takingAmount: '5' });
    const trades = await s.call(BOB, 'GET', '/data/trades');
    const t = (trades.body.data as { maker_orders: { order_id: string }[] }[])[0]!;
    expect(t.maker_orders[0]!.order_id).toBe(rest.body.orderID);
  });

  it('a SELL against a BUY of the same outcome is a plain trade; a SELL of each outcome merges', async () => {
    // Alice holds 20 of outcome 0 and Bob 20 of outcome 1 from the mint above
    const bid = await s.place(BOB, { side: 'BUY', price: '0.04', size: '5' });
    const sold = await s.place(ALICE, { side: 'SELL', price: '0.04', size: '5' });
    expect(sold.body).toMatchObject({ status: 'matched', makingAmount: '5', takingAmount: '0.2' });
    expect(bid.body.status).toBe('live');

    const ask = await s.place(ALICE, { side: 'SELL', price: '0.5', size: '10' });
    expect(ask.body.status).toBe('live');
    const merged = await s.place(BOB, { tokenId: s.token1, side: 'SELL', price: '0.5', size: '10' });
    expect(merged.body).toMatchObject({ status: 'matched', makingAmount: '10', takingAmount: '5' });
  });

  it('refuses what the catalogue names, with its text', async () => {
    const offTick = await s.place(ALICE, { side: 'BUY', price: '0.025', size: '10' });
    expect(offTick.status).toBe(400);
    expect(offTick.body.error).toMatch(/breaks minimum tick size rule: 0\.01$/);
    const small = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '1' });
    expect(small.body.error).toMatch(/lower than the minimum: 5$/);
    const broke = await s.place(ALICE, { side: 'SELL', price: '0.5', size: '1000' });
    expect(broke.body.error).toBe('not enough balance / allowance');
    const fok = await s.place(ALICE, { side: 'BUY', price: '0.01', size: '10', orderType: 'FOK' });
    expect(fok.body.error).toBe("order couldn't be fully filled. FOK orders are fully filled or killed.");
    const fak = await s.place(ALICE, { side: 'BUY', price: '0.01', size: '10', orderType: 'FAK' });
    expect(fak.body.error).toBe('no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.');
    const gtd = await s.place(ALICE, {
      side: 'BUY',
      price: '0.01',
      size: '10',
      orderType: 'GTD',
      expiration: Math.floor(Date.now() / 1000) + 30,
    });
    expect(gtd.body.error).toBe('invalid expiration (expiration in the past or invalid)');
    const body = await s.order(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    const stranger = await s.call(BOB, 'POST', '/order', body);
    expect(stranger.body.error).toBe('the order owner has to be the owner of the API KEY');
    const twice = await s.call(ALICE, 'POST', '/order', body);
    expect(twice.body.success).toBe(true);
    expect((await s.call(ALICE, 'POST', '/order', body)).body.error).toMatch(/is invalid\. Duplicated\.$/);
  });

  it('a post-only order that would cross is refused and leaves the book as it was', async () => {
    await s.place(BOB, { side: 'SELL', price: '0.6', size: '5', tokenId: s.token1 });
    // Bob's SELL of outcome 1 at 0.6 is a bid of outcome 0 at 0.4: a post-only SELL of outcome 0 at 0.4 crosses it
    const crossing = await s.place(ALICE, { side: 'SELL', price: '0.4', size: '5', postOnly: true });
    expect(crossing.body.error).toBe('invalid post-only order: order crosses book (post-only order would match immediately)');
  });

  it('a batch answers one result per order and refuses past its maximum', async () => {
    const res = await s.call(ALICE, 'POST', '/orders', [
      await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' }),
      await s.order(ALICE, { side: 'BUY', price: '0.025', size: '5' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => (r as { success: boolean }).success)).toEqual([true, false]);
    const sixteen = await Promise.all(Array.from({ length: 16 }, () => s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' })));
    const many = await s.call(ALICE, 'POST', '/orders', sixteen);
    expect(many.body.error).toBe('Too many orders in payload: 16, max allowed: 15');
    const all = await s.call(ALICE, 'DELETE', '/cancel-all');
    expect((all.body.canceled as string[]).length).toBeGreaterThan(0);
    expect((await s.call(ALICE, 'GET', '/data/orders')).body.data).toEqual([]);
  });
});
