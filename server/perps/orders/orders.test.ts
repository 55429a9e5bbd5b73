import { describe, expect, it } from 'vitest';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { Ledger } from '../../ledger';
import { auditCash } from '../../seed/audit-queries';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * Orders over the whole app against the sandbox makers: the sheet's validation strings, acks,
 * statuses, the taker delay seen through order_in_flight, self-trade prevention, price-time
 * priority, margin and reduce-only refusals, and the money of a fill to the micro.
 */

const BTC = 6;
const refusal = (status: number, error: string) => ({ status, body: [expect.objectContaining({ status: 'err', error })] });

async function trader(world = perpsWorld(), funds = '1000') {
  const s = await perpsSession(world);
  expect((await s.fund(funds)).body).toEqual({ status: 'ok', balance: funds });
  const place = (...orders: OrderArgs[]) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: orders });
  const order = async (oid: number) => (await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0];
  return { ...s, world, place, order };
}

describe('POST /v1/trade/orders: validation (400, one-element array)', () => {
  it("refuses each of the sheet's cases with its message", async () => {
    const t = await trader();
    const o = { iid: BTC, buy: true, qty: '0.01' };
    const cases: [OrderArgs[], string][] = [
      [[], 'no orders provided'],
      [[{ ...o, p: '90000', tif: 'fok', po: true }], 'FOK orders cannot be post-only'],
      [[{ ...o, p: '90000', tif: 'ioc', po: true }], 'IOC orders cannot be post-only'],
      [[{ ...o, tif: 'gtc' }], 'GTC orders require a price'],
      [[{ ...o, p: '0', tif: 'gtc' }], 'price cannot be zero'],
      [[{ ...o, p: '90000', c: '0'.repeat(32) }], 'client order id cannot be all zeros'],
      [[{ ...o, p: '90000.5' }], 'price exceeds allowed decimal places'],
      [[{ ...o, p: '90000', qty: '0.000001' }], 'quantity exceeds allowed decimal places'],
      [[{ ...o, p: '90000', qty: '1.23456' }], 'quantity exceeds allowed significant figures'],
      [[{ iid: 5, buy: true, p: '148.123', qty: '1' }], 'price exceeds allowed significant figures'],
      [[{ iid: 7, buy: true, p: '3500.1', qty: '0' }], 'quantity must be positive'],
    ];
    for (const [args, message] of cases) expect(await t.place(...args)).toMatchObject(refusal(400, message));
    expect((await t.read('/v1/account/open-orders')).body).toEqual([]);
  });
});

describe('resting, cancelling, statuses', () => {
  it('a GTC below the book rests (ack ok, then open); cancel by id, by client id, twice, foreign, unknown', async () => {
    const t = await trader();
    const coid = 'ab'.repeat(16);
    const acks = (
      await t.place({ iid: BTC, buy: true, p: '90000', qty: '0.01', tif: 'gtc' }, { iid: BTC, buy: true, p: '89000', qty: '0.01', c: coid })
    ).body;
    expect(acks).toEqual([
      { status: 'ok', oid: expect.any(Number) },
      { status: 'ok', oid: expect.any(Number), coid },
    ]);
    const [a, b] = acks.map((x: { oid: number }) => x.oid);
    expect(await t.order(a)).toMatchObject({
      order_id: a,
      status: 'open',
      price: '90000',
      quantity: '0.01',
      resting_quantity: '0.01',
      tif: 'gtc',
    });
    expect((await t.read('/v1/account/open-orders')).body.map((x: { order_id: number }) => x.order_id)).toEqual([b, a]);
    const other = await trader(t.world);
    const cancel = (who: typeof t, ids: number[]) => who.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: ids });
    expect((await cancel(other, [a])).body).toEqual([{ status: 'err', oid: a, error: 'order_not_in_orderbook' }]);
    expect((await cancel(t, [a, 999_999])).body).toEqual([
      { status: 'ok', oid: a },
      { status: 'err', oid: 999_999, error: 'order_not_in_orderbook' },
    ]);
    expect((await cancel(t, [a])).body).toEqual([{ status: 'err', oid: a, error: 'order_already_terminal' }]);
    expect(await t.order(a)).toMatchObject({ status: 'cancelled', resting_quantity: '0' });
    const byCoid = await t.op('DELETE', '/v1/trade/orders-coid', { type: 'cancelOrdersCOID', args: [coid, 'cd'.repeat(16)] });
    expect(byCoid.body).toEqual([
      { status: 'ok', oid: b, coid },
      { status: 'err', coid: 'cd'.repeat(16), error: 'order_unknown' },
    ]);
  });

  it('cancel all: one instrument, then everything', async () => {
    const t = await trader();
    await t.place({ iid: BTC, buy: true, p: '90000', qty: '0.01' }, { iid: 7, buy: false, p: '3600', qty: '0.1' });
    expect((await t.op('DELETE', '/v1/trade/orders/all', { type: 'cancelAll', args: { iid: 7 } })).body).toEqual({ status: 'ok' });
    expect((await t.read('/v1/account/open-orders')).body.map((x: { instrument_id: number }) => x.instrument_id)).toEqual([BTC]);
    await t.op('DELETE', '/v1/trade/orders/all', { type: 'cancelAll', args: {} });
    expect((await t.read('/v1/account/open-orders')).body).toEqual([]);
  });

  it('post-only that would cross: post_only_rejected; FOK too large: fok_unfilled; IOC with nothing to take: ioc_no_fill', async () => {
    const t = await trader(perpsWorld(), '100000');
    const [po, fok, ioc] = (
      await t.place(
        { iid: BTC, buy: true, p: '95047', qty: '0.001', tif: 'gtc', po: true },
        { iid: BTC, buy: true, p: '95047', qty: '0.5', tif: 'fok' },
        { iid: BTC, buy: true, p: '90000', qty: '0.001', tif: 'ioc' },
      )
    ).body.map((x: { oid: number }) => x.oid);
    await afterTakerDelay();
    expect((await t.order(po)).status).toBe('post_only_rejected');
    expect((await t.order(fok)).status).toBe('fok_unfilled');
    expect((await t.order(ioc)).status).toBe('ioc_no_fill');
  });
});

describe('matching', () => {
  it('the taker waits its delay in flight (cancel: order_in_flight), then fills; fee, PnL and balance to the micro', async () => {
    // a longer delay than the gateway's 20 ms, so a loaded machine still cancels inside it
    const delay = 300;
    const t = await trader(perpsWorld({ takerDelayMs: delay }));
    const [{ oid }] = (await t.place({ iid: BTC, buy: true, p: '95047', qty: '0.01', tif: 'gtc' })).body;
    expect((await t.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: [oid] })).body).toEqual([
      { status: 'err', oid, error: 'order_in_flight' },
    ]);
    expect((await t.order(oid)).status).toBe('accepted');
    await afterTakerDelay(delay);
    expect(await t.order(oid)).toMatchObject({ status: 'filled', filled_quantity: '0.01' });
    // 0.01 × 95,047 = 950.47 pUSD; taker fee 4 bp = 0.380188
    const [fill] = (await t.read('/v1/account/fills')).body.data;
    expect(fill).toMatchObject({
      order_id: oid,
      side: 'long',
      price: '95047',
      quantity: '0.01',
      taker: true,
      fee: '0.380188',
      realized_pnl: '0',
    });
    expect((await t.read('/v1/account/balances')).body).toEqual([{ asset: 'pUSD', balance: '999.619812', value: '999.619812' }]);
    // closes at the best bid, 94,953: −0.94 realized, fee 0.379812
    await t.place({ iid: BTC, buy: false, qty: '0.01', tif: 'ioc', ro: true });
    await afterTakerDelay(delay);
    const [close] = (await t.read('/v1/account/fills')).body.data;
    expect(close).toMatchObject({ side: 'short', price: '94953', fee: '0.379812', realized_pnl: '-0.94', position_size: '0' });
    expect((await t.read('/v1/account/balances')).body[0].balance).toBe('998.3');
    expect((await t.read('/v1/account/portfolio')).body.positions).toEqual([]);
    const ledger = new Ledger(t.world.db);
    expect(ledger.perps.audit()).toEqual([]);
    expect(auditCash(t.world.db)).toEqual([]);
  });

  it('self-trade prevention cancels the resting maker (stp_cancelled) and the taker carries on', async () => {
    const t = await trader(perpsWorld(), '100000');
    const [{ oid: maker }] = (await t.place({ iid: BTC, buy: false, p: '95000', qty: '0.01' })).body;
    await afterTakerDelay();
    const [{ oid: taker }] = (await t.place({ iid: BTC, buy: true, p: '95047', qty: '0.01' })).body;
    await afterTakerDelay();
    expect((await t.order(maker)).status).toBe('stp_cancelled');
    expect(await t.order(taker)).toMatchObject({ status: 'filled' });
    expect((await t.read('/v1/account/fills')).body.data.map((f: { price: string }) => f.price)).toEqual(['95047']);
  });

  it('price-time priority: the better price first, then the earlier order at one price', async () => {
    const world = perpsWorld();
    const [a, b, c, taker] = [
      await trader(world, '5000'),
      await trader(world, '5000'),
      await trader(world, '5000'),
      await trader(world, '5000'),
    ];
    const [{ oid: first }] = (await a.place({ iid: BTC, buy: false, p: '95010', qty: '0.01' })).body;
    const [{ oid: second }] = (await b.place({ iid: BTC, buy: false, p: '95010', qty: '0.01' })).body;
    const [{ oid: better }] = (await c.place({ iid: BTC, buy: false, p: '95005', qty: '0.01' })).body;
    await taker.place({ iid: BTC, buy: true, p: '95010', qty: '0.015', tif: 'ioc' });
    await afterTakerDelay();
    expect((await c.order(better)).status).toBe('filled');
    expect(await a.order(first)).toMatchObject({ status: 'partial', filled_quantity: '0.005', resting_quantity: '0.005' });
    expect((await b.order(second)).status).toBe('open');
    const book = (await world.call.get('/v1/info/book?instrument_id=6&depth=10')).body;
    expect(book.asks[0]).toEqual(['95010', '0.015']);
    // the taker's maker fee to the micro for the maker side: 0.005 × 95,010 = 475.05, 1.25 bp = 0.059382 (rounded up)
    const [makerFill] = (await a.read('/v1/account/fills')).body.data;
    expect(makerFill).toMatchObject({ taker: false, fee: '0.059382', quantity: '0.005' });
  });
});

describe('reduce-only', () => {
  it('a resting reduce-only order expires when its position closes', async () => {
    const t = await trader();
    await t.place({ iid: BTC, buy: true, p: '95047', qty: '0.01', tif: 'ioc' });
    await afterTakerDelay();
    const [{ oid: takeProfit }] = (await t.place({ iid: BTC, buy: false, p: '99000', qty: '0.004', ro: true })).body;
    expect((await t.order(takeProfit)).status).toBe('open');
    const [{ oid: close }] = (await t.place({ iid: BTC, buy: false, qty: '0.006', tif: 'ioc', ro: true })).body;
    const [refused] = (await t.place({ iid: BTC, buy: false, qty: '0.001', tif: 'ioc', ro: true })).body;
    // the resting 0.004 and the closing 0.006 already cover the whole 0.01
    expect(refused).toEqual({ status: 'err', error: 'reduce_only_invalid' });
    await afterTakerDelay();
    expect((await t.order(close)).status).toBe('filled');
    expect((await t.order(takeProfit)).status).toBe('open');
    await t.place({ iid: BTC, buy: false, qty: '0.004', tif: 'ioc', ro: false });
    await afterTakerDelay();
    expect((await t.order(takeProfit)).status).toBe('reduce_only_expired');
  });
});

describe('sequencer refusals (per order, inside 200)', () => {
  it('insufficient margin, reduce-only without a position, an unknown instrument, a duplicate client id', async () => {
    const t = await trader(perpsWorld(), '10');
    const coid = '12'.repeat(16);
    const { status, body } = await t.place(
      // 0.01 BTC at 50x needs 19 pUSD
      { iid: BTC, buy: true, p: '95000', qty: '0.01' },
      { iid: BTC, buy: false, p: '96000', qty: '0.001', ro: true },
      { iid: 42, buy: true, p: '1', qty: '1' },
      { iid: 7, buy: true, p: '3000', qty: '0.004', c: coid },
      { iid: 7, buy: true, p: '3000', qty: '0.004', c: coid },
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { status: 'err', error: 'insufficient_margin' },
      { status: 'err', error: 'reduce_only_invalid' },
      { status: 'err', error: 'instrument_not_found' },
      { status: 'ok', oid: expect.any(Number), coid },
      { status: 'err', error: 'duplicate_order', coid },
    ]);
  });
});
