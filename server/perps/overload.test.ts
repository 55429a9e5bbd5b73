import { describe, expect, it } from 'vitest';
import { toMicro } from '../../src/lib/decimal';
import { afterTakerDelay, perpsSession, perpsWorld } from '../testing/perps-kit';

/*
 * The spec's recovery rules under load shedding: 503 with a whole-second Retry-After, nothing
 * executed; a create never answers 503 (500 internal_error instead); after a 503 the exact signed
 * margin payload is resent and applies once, a replay is signature_already_used, and a newly
 * signed adjustment applies again.
 */

describe('overload', () => {
  it('503 + Retry-After for reads and writes, 500 for a create; the exact margin payload applies once after', async () => {
    let shed = false;
    const world = perpsWorld({ overloaded: () => shed });
    const s = await perpsSession(world);
    await s.fund('1000');
    await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }] });
    await afterTakerDelay();
    const available = async () => (await s.read('/v1/account/portfolio')).body.margin.available_order_margin as string;
    const before = await available();
    const payload = await s.sign({ type: 'updateMargin', args: { iid: 6, amt: '5' } });

    shed = true;
    const ping = await world.call.get('/v1/info/ping');
    expect(ping).toMatchObject({ status: 503, body: { status: 'err', error: 'service_unavailable' } });
    expect(ping.headers.get('Retry-After')).toBe('1');
    expect(await world.call.send('PATCH', '/v1/trade/margin', payload)).toMatchObject({
      status: 503,
      body: { error: 'service_unavailable' },
    });
    const create = await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '90000', qty: '0.01' }] });
    expect(create).toMatchObject({ status: 500, body: { error: 'internal_error' } });

    shed = false;
    expect(await available()).toBe(before);
    expect((await s.read('/v1/account/open-orders')).body).toEqual([]);
    expect((await world.call.send('PATCH', '/v1/trade/margin', payload)).body).toEqual({ status: 'ok' });
    const once = await available();
    expect(await world.call.send('PATCH', '/v1/trade/margin', payload)).toMatchObject({
      status: 422,
      body: { error: 'signature_already_used' },
    });
    expect(await available()).toBe(once);
    await s.op('PATCH', '/v1/trade/margin', { type: 'updateMargin', args: { iid: 6, amt: '5' } });
    expect(toMicro(once) - toMicro(await available())).toBe(5_000_000n);
  });

  it('an engine timeout: create 500, cancel and margin 503 + Retry-After with nothing applied, the exact payload then applies once', async () => {
    const timingOut = new Set<string>();
    const world = perpsWorld({ engineTimeout: (type) => timingOut.has(type) });
    const s = await perpsSession(world);
    await s.fund('1000');
    await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }] });
    await afterTakerDelay();
    const [{ oid }] = (
      await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '90000', qty: '0.01' }] })
    ).body;
    const cancel = await s.sign({ type: 'cancelOrders', args: [oid] });
    const margin = await s.sign({ type: 'updateMargin', args: { iid: 6, amt: '5' } });
    const available = async () => (await s.read('/v1/account/portfolio')).body.margin.available_order_margin as string;
    const before = await available();

    for (const t of ['createOrders', 'cancelOrders', 'updateMargin']) timingOut.add(t);
    const create = await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '89000', qty: '0.01' }] });
    expect(create).toMatchObject({ status: 500, body: [{ status: 'err', error: 'internal_error' }] });
    const timedOut = await world.call.send('DELETE', '/v1/trade/orders', cancel);
    expect(timedOut).toMatchObject({ status: 503, body: [{ status: 'err', error: 'service_unavailable' }] });
    expect(timedOut.headers.get('Retry-After')).toBe('1');
    expect(await world.call.send('PATCH', '/v1/trade/margin', margin)).toMatchObject({
      status: 503,
      body: { error: 'service_unavailable' },
    });
    const open = (await s.read('/v1/account/open-orders')).body;
    expect(open.map((o: { order_id: number }) => o.order_id)).toEqual([oid]);
    expect(await available()).toBe(before);

    timingOut.clear();
    expect((await world.call.send('DELETE', '/v1/trade/orders', cancel)).body).toEqual([{ status: 'ok', oid }]);
    expect((await world.call.send('PATCH', '/v1/trade/margin', margin)).body).toEqual({ status: 'ok' });
    expect(await world.call.send('PATCH', '/v1/trade/margin', margin)).toMatchObject({
      status: 422,
      body: { error: 'signature_already_used' },
    });
  });
});
