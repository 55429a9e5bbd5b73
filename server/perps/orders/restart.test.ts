import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDb } from '../../db/connection';
import { afterTakerDelay, perpsCaller, perpsSession, T0 } from '../../testing/perps-kit';

/*
 * A restart over the same database: resting orders come back to their book with their time
 * priority, a waiting TP/SL leg comes back waiting, ended orders stay in the history, an armed
 * dead-man switch stays armed (and fires at its deadline), and order ids carry on.
 */

const BTC = 6;

describe('a restarted gateway', () => {
  it('puts back resting orders, waiting legs and the dead-man switch; the history keeps the ended ones', async () => {
    const db = openDb(':memory:');
    const clock = { now: T0 };
    const boot = () => createApp(db, { sandbox: true, perps: { nowMs: () => clock.now, makers: false } });
    const first = boot();
    const world = { app: first, db, clock, call: perpsCaller(first) };
    const [a, b] = [await perpsSession(world), await perpsSession(world)];
    await a.fund('10000');
    await b.fund('10000');
    const place = (s: typeof a, ...args: object[]) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args } as never);
    const [{ oid: first1 }, { oid: first2 }] = (
      await place(a, { iid: BTC, buy: true, p: '90000', qty: '0.01' }, { iid: BTC, buy: true, p: '90000', qty: '0.02' })
    ).body;
    const [{ oid: cancelled }] = (await place(a, { iid: BTC, buy: true, p: '80000', qty: '0.01' })).body;
    await a.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: [cancelled] });
    // b long, with a position stop-loss waiting
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
    await place(a, { iid: BTC, buy: false, p: '95000', qty: '0.01', tif: 'gtc' });
    await b.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' }] });
    await afterTakerDelay();
    const [{ oid: leg }] = (
      await b.op('POST', '/v1/trade/orders', {
        type: 'createOrders',
        args: [{ iid: BTC, buy: false, qty: '0', ro: true, tr: { market: true, trp: '85000', tpsl: 'sl' } }],
        grp: 'position',
      })
    ).body;
    const deadline = T0 + 30_000;
    await a.op('PATCH', '/v1/trade/auto-cancel', { type: 'autoCancel', args: { time: deadline } });
    first.perps!.stop();

    const second = boot();
    const call = perpsCaller(second);
    const read = (s: typeof a, path: string) => call.get(path, s.headers);
    const open = (await read(a, '/v1/account/open-orders')).body as { order_id: number; status: string }[];
    expect(open.map((o) => o.order_id).sort()).toEqual([first1, first2].sort());
    // time priority kept: a seller meets the first bid first
    expect((await call.get(`/v1/info/book?instrument_id=${BTC}`)).body.bids).toEqual([['90000', '0.03']]);
    expect((await read(b, `/v1/account/orders?order_id=${leg}`)).body.data[0]).toMatchObject({ status: 'armed', tpsl: { kind: 'sl' } });
    expect((await read(a, `/v1/account/orders?order_id=${cancelled}`)).body.data[0]).toMatchObject({ status: 'cancelled' });
    expect((await read(a, '/v1/account/auto-cancel')).body).toMatchObject({ deadline });
    // new ids carry on past the old ones
    const [{ oid: next }] = (await perpsCallerOp(second, a, { iid: BTC, buy: true, p: '70000', qty: '0.01' })).body;
    expect(next).toBeGreaterThan(leg);
    clock.now = deadline;
    const after = (await read(a, `/v1/account/orders?order_id=${first1}`)).body.data[0];
    expect(after.status).toBe('auto_cancelled');
    second.perps!.stop();
  });
});

/** An order of `s` sent to another app instance over the same database. */
async function perpsCallerOp(app: ReturnType<typeof createApp>, s: Awaited<ReturnType<typeof perpsSession>>, order: object) {
  const body = await s.sign({ type: 'createOrders', args: [order] } as never);
  return perpsCaller(app).send('POST', '/v1/trade/orders', body);
}
