import { describe, expect, it } from 'vitest';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { afterTakerDelay, perpsSession, perpsWorld, T0 } from '../../testing/perps-kit';

/*
 * Notifications over the whole app, on books of traders only (no makers), so each fill's price,
 * size and PnL is the test's: a position opened, increased, reduced, then flipped (closed with its
 * PnL, opened the other way); a resting limit order cancelled; a liquidation; a margin call warned
 * once per entry. Then the reads: paging by cursor and since_seq, marking read by ids and before.
 */

const BTC = 6;
type Session = Awaited<ReturnType<typeof perpsSession>>;
type Item = { notification: { id: number; type: string; [k: string]: unknown }; read_at: number | null; ts: number };

const place = (s: Session, o: OrderArgs) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [o] });
const list = async (s: Session, query = '') => (await s.read(`/v1/account/notifications${query}`)).body;
const types = (items: Item[]) => items.map((i) => i.notification.type);
const read = (s: Session, world: ReturnType<typeof perpsWorld>, body: unknown) =>
  world.call.send('POST', '/v1/account/notifications/read', body, s.headers);
/** The derivation listens on the event bus, which runs after the answer: one more tick for it. */
const settled = () => afterTakerDelay();

async function traders(n: number, funds: string[]) {
  const world = perpsWorld({ makers: false });
  const sessions: Session[] = [];
  for (let k = 0; k < n; k++) {
    const s = await perpsSession(world);
    await s.fund(funds[k] ?? '100000');
    sessions.push(s);
  }
  return { world, sessions };
}

describe('position notifications from fills', () => {
  it('opened, increased, reduced, closed with its PnL and opened the other way; exact sizes and prices', async () => {
    const { world, sessions } = await traders(3, ['10000']);
    const [a, b, c] = sessions as [Session, Session, Session];
    // c buys at 96,000 at 2x, so its long does not sit under its own maintenance margin
    await c.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: BTC, lev: 2, cross: false } });
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.02' });
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await settled();
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await settled();
    await place(c, { iid: BTC, buy: true, p: '96000', qty: '0.03' });
    await place(a, { iid: BTC, buy: false, p: '96000', qty: '0.005', tif: 'ioc' });
    await settled();
    await place(a, { iid: BTC, buy: false, p: '96000', qty: '0.025', tif: 'ioc' });
    await settled();
    const body = await list(a);
    // a's orders are IOC: they take at once, 'market'
    const base = { instrument_id: BTC, leverage: 50, order_type: 'market' };
    expect(body.items.map((i: Item) => i.notification).reverse()).toEqual([
      { id: expect.any(Number), type: 'position_opened', ...base, side: 'long', size: '0.01', avg_price: '95000' },
      { id: expect.any(Number), type: 'position_increased', ...base, side: 'long', size: '0.02', avg_price: '95000' },
      { id: expect.any(Number), type: 'position_reduced', ...base, side: 'long', size: '0.015', avg_price: '95000' },
      // 0.015 closed at 96,000 over an entry of 95,000: +15
      { id: expect.any(Number), type: 'position_closed', ...base, side: 'long', size: '0.015', avg_price: '96000', pnl: '15' },
      { id: expect.any(Number), type: 'position_opened', ...base, side: 'short', size: '0.01', avg_price: '96000' },
    ]);
    expect(body).toMatchObject({ unread: 5, has_more: false, next_cursor: null });
    expect(body.durable_source_seq).toBe(body.items[0].notification.id);
    expect(body.items.every((i: Item) => i.read_at === null && i.ts === T0)).toBe(true);
    // the resting side hears of its own position: b's short opened then grew, as a maker
    const bItems: Item[] = (await list(b)).items;
    expect(types(bItems).reverse()).toEqual(['position_opened', 'position_increased']);
    expect(bItems[0]!.notification).toMatchObject({ side: 'short', size: '0.02', avg_price: '95000', order_type: 'limit' });
    const cItems: Item[] = (await list(c)).items;
    // c bought at 96,000 over a mark of 95,000 at 2x: a small loss against its margin, no warning
    expect(types(cItems).reverse()).toEqual(['position_opened', 'position_increased']);
    expect(cItems[0]!.notification).toMatchObject({ side: 'long', size: '0.03', avg_price: '96000', leverage: 2 });
    expect((await world.call.get('/v1/account/notifications')).status).toBe(401);
  });

  it('paging: limit with an opaque cursor, since_seq for what is newer; read by ids (own only) and by before', async () => {
    const { world, sessions } = await traders(2, ['10000']);
    const [a, b] = sessions as [Session, Session];
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.05' });
    // the clock stays put: a moved index would put a's position in margin call (a warning among these)
    for (let k = 0; k < 5; k++) {
      await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
      await settled();
    }
    const all: Item[] = (await list(a)).items;
    const ids = all.map((i) => i.notification.id);
    expect(types(all)).toEqual(['position_increased', 'position_increased', 'position_increased', 'position_increased', 'position_opened']);
    expect(all.map((i) => i.notification.size)).toEqual(['0.05', '0.04', '0.03', '0.02', '0.01']);
    const p1 = await list(a, '?limit=2');
    expect(p1.items.map((i: Item) => i.notification.id)).toEqual(ids.slice(0, 2));
    expect(p1.has_more).toBe(true);
    const p2 = await list(a, `?limit=2&cursor=${p1.next_cursor}`);
    expect(p2.items.map((i: Item) => i.notification.id)).toEqual(ids.slice(2, 4));
    const p3 = await list(a, `?limit=2&cursor=${p2.next_cursor}`);
    expect(p3).toMatchObject({ has_more: false, next_cursor: null });
    expect(p3.items.map((i: Item) => i.notification.id)).toEqual([ids[4]]);
    expect((await list(a, `?since_seq=${ids[2]}`)).items.map((i: Item) => i.notification.id)).toEqual(ids.slice(0, 2));
    expect((await s400(a, '?cursor=zz')).body.error).toBe('invalid cursor');
    expect((await s400(a, '?limit=101')).status).toBe(400);

    const bId = (await list(b)).items[0].notification.id;
    expect((await read(a, world, { ids: [ids[0], ids[1], bId] })).body).toEqual({ status: 'ok', updated: 2, unread: 3 });
    expect(((await list(b)).items as Item[]).find((i) => i.notification.id === bId)?.read_at).toBeNull();
    const after = (await list(a)).items as Item[];
    expect(after.map((i) => i.read_at)).toEqual([T0, T0, null, null, null]);
    // before is inclusive: nothing was written before T0, all the rest at T0
    expect((await read(a, world, { before: T0 - 1 })).body).toEqual({ status: 'ok', updated: 0, unread: 3 });
    expect((await read(a, world, { before: T0 })).body).toEqual({ status: 'ok', updated: 3, unread: 0 });
    expect(((await list(a)).items as Item[]).map((i) => i.read_at)).toEqual(Array(5).fill(T0));
    expect((await read(a, world, { ids: [1], before: 1 })).status).toBe(400);
    expect((await read(a, world, { ids: 'all' })).status).toBe(400);
    expect((await world.call.send('POST', '/v1/account/notifications/read', { ids: [ids[2]] })).status).toBe(401);
  });

  it('a resting limit order cancelled: limit_order_canceled with its price and what was left; an unfilled IOC says nothing', async () => {
    const { sessions } = await traders(2, ['10000']);
    const [a, b] = sessions as [Session, Session];
    const [{ oid }] = (await place(a, { iid: BTC, buy: true, p: '94000', qty: '0.03' })).body;
    // b sells 0.01 into it: a's order is partly filled at 94,000, then cancelled
    await place(b, { iid: BTC, buy: false, p: '94000', qty: '0.01', tif: 'ioc' });
    await settled();
    await a.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: [oid] });
    await place(a, { iid: BTC, buy: true, p: '90000', qty: '0.01', tif: 'ioc' });
    await settled();
    const items: Item[] = (await list(a)).items;
    expect(types(items)).toEqual(['limit_order_canceled', 'position_opened']);
    expect(items[0]!.notification).toEqual({
      id: expect.any(Number),
      type: 'limit_order_canceled',
      instrument_id: BTC,
      side: 'long',
      size: '0.02',
      avg_price: '94000',
      leverage: 50,
      order_type: 'limit',
      price: '94000',
      order_id: oid,
      status: 'cancelled',
    });
  });
});

async function s400(s: Session, query: string) {
  return s.read(`/v1/account/notifications${query}`);
}

describe('margin notifications', () => {
  it('a liquidation: position_liquidated with the closed size, price and PnL; its resting order cancelled', async () => {
    const { world, sessions } = await traders(4, ['40']);
    const [a, b, c, d] = sessions as [Session, Session, Session, Session];
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await afterTakerDelay();
    await place(a, { iid: BTC, buy: true, p: '80000', qty: '0.001' });
    // the mark to 93,900 (as margin/liquidation.test.ts): equity 8, below a's maintenance margin of 9.39
    await place(c, { iid: BTC, buy: true, p: '93800', qty: '0.01' });
    await place(d, { iid: BTC, buy: false, p: '93900', qty: '0.01' });
    await world.call.get('/v1/info/ping');
    await afterTakerDelay();
    await settled();
    const items: Item[] = (await list(a)).items;
    expect(types(items)).toEqual(['position_liquidated', 'limit_order_canceled', 'position_opened']);
    expect(items[0]!.notification).toEqual({
      id: expect.any(Number),
      type: 'position_liquidated',
      instrument_id: BTC,
      side: 'long',
      size: '0.01',
      avg_price: '93800',
      leverage: 50,
      order_type: 'market',
      pnl: '-12',
      remaining: '0',
    });
  });

  it('below the midpoint of IM and MM a position is warned once per entry: not again while it lasts, again after a recovery', async () => {
    const { world, sessions } = await traders(4, ['40']);
    const [a, b, c, d] = sessions as [Session, Session, Session, Session];
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await settled();
    await place(c, { iid: BTC, buy: true, p: '94300', qty: '0.01' });
    const warnings = async () => (await list(a)).items.filter((i: Item) => i.notification.type === 'liquidation_warning') as Item[];
    expect(await warnings()).toEqual([]);
    // an ask of 94,400 makes the mark 94,400: equity 19 − 6 = 13, under (IM 18.88 + MM 9.44) / 2 = 14.16, over MM
    const [{ oid }] = (await place(d, { iid: BTC, buy: false, p: '94400', qty: '0.01' })).body;
    for (let k = 0; k < 3; k++) await world.call.get('/v1/info/ping');
    const first = await warnings();
    expect(first.map((i) => i.notification)).toEqual([
      {
        id: expect.any(Number),
        type: 'liquidation_warning',
        instrument_id: BTC,
        side: 'long',
        size: '0.01',
        avg_price: '95000',
        leverage: 50,
        equity: '13',
        initial_margin: '18.88',
        maintenance_margin: '9.44',
        mark_price: '94400',
      },
    ]);
    // the ask gone, the mark is the index again (95,000): healthy; back in call when it returns
    await d.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: [oid] });
    await world.call.get('/v1/info/ping');
    expect(await warnings()).toHaveLength(1);
    await place(d, { iid: BTC, buy: false, p: '94400', qty: '0.01' });
    await world.call.get('/v1/info/ping');
    expect(await warnings()).toHaveLength(2);
  });
});
