import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * The gateway's socket on a listening server (127.0.0.1, port 0): auth, the eight private channels
 * the SDK subscribes to in one frame, public channel names, and pushes: an order's update arrives
 * after its HTTP ack, a fill brings fills, balances and a public trade, each with its own sq.
 */

type Frame = { id?: number; ch?: string; data: any; sq?: number; ts?: number; ets?: number }; // eslint-disable-line @typescript-eslint/no-explicit-any

let world: ReturnType<typeof perpsWorld>;
let server: Server;
let url: string;
let sockets: { close(): void };

beforeAll(async () => {
  world = perpsWorld();
  server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  sockets = world.app.perps!.sockets(server);
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/perps/v1/ws`;
});
afterAll(() => {
  sockets.close();
  server.close();
});

async function connect() {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    frames.push(JSON.parse(d.toString()) as Frame);
    for (const w of waiters.splice(0)) w();
  });
  await once(ws, 'open');
  const until = async (pred: (f: Frame) => boolean, ms = 2000): Promise<Frame> => {
    const end = Date.now() + ms;
    for (;;) {
      const f = frames.find(pred);
      if (f) return f;
      if (Date.now() > end) throw new Error(`no frame matched; got ${JSON.stringify(frames).slice(0, 500)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  let id = 1;
  const request = async (body: object) => {
    const n = id++;
    ws.send(JSON.stringify({ id: n, ...body }));
    return (await until((f) => f.id === n)).data;
  };
  return { ws, frames, until, request };
}

const PRIVATE = ['balances', 'portfolio', 'orders', 'fills', 'funding', 'deposits', 'withdrawals', 'tpsl'];

describe('the perps socket', () => {
  it('private channels need auth; after auth the eight are accepted in one frame; bad names are refused', async () => {
    const s = await perpsSession(world);
    const c = await connect();
    expect(await c.request({ req: 'sub', chs: ['orders'] })).toEqual([{ status: 'err', error: 'unauthorized' }]);
    expect(await c.request({ req: 'post', op: { type: 'auth', args: { proxy: s.proxy.address, secret: 'nope' } } })).toEqual({
      status: 'err',
      error: 'unauthorized',
    });
    expect(
      await c.request({ req: 'post', op: { type: 'auth', args: { proxy: s.proxy.address, secret: s.headers['POLYMARKET-SECRET'] } } }),
    ).toEqual({
      status: 'ok',
    });
    expect(await c.request({ req: 'sub', chs: PRIVATE })).toEqual(PRIVATE.map(() => ({ status: 'ok' })));
    expect(
      await c.request({ req: 'sub', chs: ['bbo::6', 'book::6::50', 'klines::6::1m', 'tickers::all', 'book::6::7', 'foo', 'bbo::99'] }),
    ).toEqual([
      { status: 'ok' },
      { status: 'ok' },
      { status: 'ok' },
      { status: 'ok' },
      { status: 'err', error: 'invalid channel: book::6::7' },
      { status: 'err', error: 'invalid channel: foo' },
      { status: 'err', error: 'invalid channel: bbo::99' },
    ]);
    expect(await c.request({ req: 'post', op: { type: 'ping' } })).toEqual({ status: 'ok' });
    const bbo = await c.until((f) => f.ch === 'bbo::6');
    expect(bbo).toMatchObject({ sq: 1, data: { iid: 6, bp: expect.any(String), ap: expect.any(String) } });
    c.ws.close();
  });

  it('an order update follows its ack; a fill pushes fills, balances and the public trade', async () => {
    const s = await perpsSession(world);
    await s.fund('1000');
    const c = await connect();
    await c.request({ req: 'post', op: { type: 'auth', args: { proxy: s.proxy.address, secret: s.headers['POLYMARKET-SECRET'] } } });
    await c.request({ req: 'sub', chs: [...PRIVATE, 'trades::6'] });
    const ack = await s.op('POST', '/v1/trade/orders', {
      type: 'createOrders',
      args: [{ iid: 6, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }],
    });
    const oid = ack.body[0].oid as number;
    const update = await c.until((f) => f.ch === 'orders' && f.data.oid === oid);
    expect(update.data).toMatchObject({ oid, iid: 6, buy: true, p: '95047', qty: '0.01' });
    expect(update).toMatchObject({ sq: expect.any(Number), ts: expect.any(Number), ets: expect.any(Number) });
    const fill = await c.until((f) => f.ch === 'fills');
    // the position before the fill: none
    expect(fill.data).toEqual([
      expect.objectContaining({ oid, p: '95047', qty: '0.01', fee: '0.380188', fea: 'pUSD', taker: true, psz: '0', pep: '0', liq: false }),
    ]);
    expect((await c.until((f) => f.ch === 'balances')).data).toEqual({ asset: 'pUSD', balance: '999.619812', value: '999.619812' });
    expect((await c.until((f) => f.ch === 'trades::6')).data).toEqual([
      { tid: fill.data[0].tid, iid: 6, side: 'long', p: '95047', qty: '0.01', ts: expect.any(Number), hash: '0x' },
    ]);
    const filled = await c.until((f) => f.ch === 'orders' && f.data.oid === oid && f.data.status === 'filled');
    expect(filled.sq).toBeGreaterThan(update.sq!);
    c.ws.close();
  });

  it('signed ops posted over the socket answer as their REST routes do', async () => {
    const s = await perpsSession(world);
    await s.fund('1000');
    const c = await connect();
    const create = await s.sign({ type: 'createOrders', args: [{ iid: 6, buy: true, p: '90000', qty: '0.01', tif: 'gtc' }] });
    const [ack] = await c.request({ req: 'post', ...create });
    expect(ack).toEqual({ status: 'ok', oid: expect.any(Number) });
    expect((await s.read('/v1/account/open-orders')).body.map((o: { order_id: number }) => o.order_id)).toEqual([ack.oid]);
    expect(await c.request({ req: 'post', ...create })).toEqual([
      expect.objectContaining({ status: 'err', error: 'signature_already_used' }),
    ]);
    const cancel = await s.sign({ type: 'cancelOrders', args: [ack.oid] });
    expect(await c.request({ req: 'post', ...cancel })).toEqual([{ status: 'ok', oid: ack.oid }]);
    expect(await c.request({ req: 'post', op: { type: 'withdraw' } })).toEqual({ status: 'err', error: 'unsupported request' });
    c.ws.close();
  });

  it('per IP: a connection over the cap is refused; messages over the minute budget are message_rate_limited', async () => {
    const own = perpsWorld();
    const srv = serve({ fetch: own.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await once(srv, 'listening');
    const attached = own.app.perps!.sockets(srv, { connectionsPerIp: 2, messagesPerMinute: 3 });
    const at = `ws://127.0.0.1:${(srv.address() as AddressInfo).port}/perps/v1/ws`;
    const [a, b] = [new WebSocket(at), new WebSocket(at)];
    await Promise.all([once(a, 'open'), once(b, 'open')]);
    const third = new WebSocket(at);
    const [err] = (await once(third, 'error')) as [Error];
    expect(err.message).toContain('429');
    const replies: unknown[] = [];
    a.on('message', (d) => replies.push(JSON.parse(d.toString())));
    for (let k = 1; k <= 4; k++) a.send(JSON.stringify({ id: k, req: 'post', op: { type: 'ping' } }));
    await new Promise((r) => setTimeout(r, 100));
    expect(replies).toEqual([
      { id: 1, data: { status: 'ok' } },
      { id: 2, data: { status: 'ok' } },
      { id: 3, data: { status: 'ok' } },
      { data: { status: 'err', error: 'message_rate_limited' } },
    ]);
    attached.close();
    srv.close();
  });
});
