import { describe, expect, it } from 'vitest';
import { afterTakerDelay, perpsCaller, perpsSession, perpsWorld, T0 } from '../../testing/perps-kit';
import { createApp } from '../../app';
import { openDb } from '../../db/connection';

/*
 * The sandbox's controls: a funding tick settles a payment now; an index held
 * at a price moves the mark there (the makers requote around it) until the hold ends; bad input is a
 * plain 400, and an app not built for the sandbox does not answer them.
 */

const BTC = 6;

describe('sandbox controls', () => {
  it('a funding tick settles a payment now, at the current rate, through the ledger', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    await s.fund('1000');
    await s.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: BTC, lev: 5, cross: false } });
    await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, qty: '0.01', tif: 'ioc' }] });
    await afterTakerDelay();
    expect((await s.read('/v1/account/funding')).body.data).toEqual([]);
    expect((await world.call.send('POST', '/v1/sandbox/funding', {})).body).toEqual({ status: 'ok', time: T0 });
    const [payment] = (await s.read('/v1/account/funding')).body.data;
    expect(payment).toMatchObject({ instrument_id: BTC, timestamp: T0 });
    expect(payment.payment.startsWith('-')).toBe(true);
  });

  it('an index held at a price moves the mark there until the hold ends', async () => {
    const world = perpsWorld();
    const held = await world.call.send('POST', '/v1/sandbox/index', { instrument_id: BTC, price: '90000', hold_ms: 60_000 });
    expect(held.body).toEqual({ status: 'ok', instrument_id: BTC, index_price: '90000', until: T0 + 60_000 });
    const ticker = async () => (await world.call.get('/v1/info/tickers')).body[BTC - 1];
    expect(await ticker()).toMatchObject({ index_price: '90000', mark_price: '90000' });
    world.clock.now = T0 + 60_000;
    expect(Number((await ticker()).index_price)).toBeGreaterThan(93_000);
  });

  it('refuses bad input with a plain 400, and is not there outside the sandbox', async () => {
    const world = perpsWorld();
    for (const body of [
      { instrument_id: 99, price: '1', hold_ms: 1000 },
      { instrument_id: BTC, price: '1.5', hold_ms: 1000 },
      { instrument_id: BTC, price: '90000' },
    ])
      expect((await world.call.send('POST', '/v1/sandbox/index', body)).body).toMatchObject({ status: 'err' });
    const outside = perpsCaller(createApp(openDb(':memory:')));
    expect((await outside.send('POST', '/v1/sandbox/funding', {})).status).toBe(404);
  });
});
