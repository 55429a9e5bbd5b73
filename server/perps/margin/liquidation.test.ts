import { describe, expect, it } from 'vitest';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { Ledger } from '../../ledger';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * Liquidation over a book of traders only: the mark is median(bid, ask, index), so two resting
 * orders well below the index move it; a 50x long then sits below its maintenance margin and is
 * closed by a reduce-only IOC whose fill pays the liquidation fee on top of the taker fee.
 */

const BTC = 6;

describe('liquidation of an isolated position', () => {
  it('below MM: resting orders cancelled, the position closed at the book, fee = taker + liquidation fee, to the micro', async () => {
    const world = perpsWorld({ makers: false });
    const [a, b, c, d] = [await perpsSession(world), await perpsSession(world), await perpsSession(world), await perpsSession(world)];
    await a.fund('40');
    for (const s of [b, c, d]) await s.fund('100000');
    const place = (s: typeof a, o: OrderArgs) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [o] });
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await afterTakerDelay();
    const [{ oid: resting }] = (await place(a, { iid: BTC, buy: true, p: '80000', qty: '0.001' })).body;
    // 50x: allocation 19, MM 9.5; a market of 93,000 / 93,100 under an index of 95,000 puts the mark at 93,100
    await place(c, { iid: BTC, buy: true, p: '93000', qty: '0.01' });
    await place(d, { iid: BTC, buy: false, p: '93100', qty: '0.01' });
    expect((await world.call.get('/v1/info/tickers')).body[5].mark_price).toBe('93100');
    await afterTakerDelay();
    expect((await a.read(`/v1/account/orders?order_id=${resting}`)).body.data[0].status).toBe('cancelled');
    const [close] = (await a.read('/v1/account/fills')).body.data;
    // 0.01 × 93,000 = 930; fee 930 × (0.0004 + 0.005) = 5.022; realized (93,000 − 95,000) × 0.01 = −20
    expect(close).toMatchObject({
      side: 'short',
      price: '93000',
      quantity: '0.01',
      liquidation: true,
      fee: '5.022',
      realized_pnl: '-20',
      position_size: '0',
    });
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('14.598');
    expect((await a.read('/v1/account/portfolio')).body.positions).toEqual([]);
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });

  it('a position above its maintenance margin is left alone', async () => {
    const world = perpsWorld({ makers: false });
    const [a, b] = [await perpsSession(world), await perpsSession(world)];
    await a.fund('40');
    await b.fund('100000');
    await b.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: false, p: '95000', qty: '0.01' }] });
    await a.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' }] });
    await afterTakerDelay();
    await world.call.get('/v1/info/ping');
    await afterTakerDelay();
    expect((await a.read('/v1/account/portfolio')).body.positions[0].size).toBe('0.01');
  });
});
