import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CONTRACTS } from '../../../src/api/config';
import { withdrawTypedData } from '../../../src/api/perps/op-signing';
import { afterTakerDelay, CHAIN, perpsSession, perpsWorld, T0 } from '../../testing/perps-kit';

/*
 * The socket's feeds on a listening server: tickers, statistics and klines pushed each second to
 * their subscribers only (klines at a trade too); the private funding, deposits, withdrawals and
 * notifications frames after the movement or the fill that makes them. Each test has its own world.
 */

type Frame = { id?: number; ch?: string; data: any; sq?: number }; // eslint-disable-line @typescript-eslint/no-explicit-any

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((c) => c()));

async function listening() {
  const world = perpsWorld();
  const server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  const sockets = world.app.perps!.sockets(server);
  closers.push(() => {
    sockets.close();
    server.close();
  });
  return { world, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/perps/v1/ws` };
}

async function connect(url: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as Frame));
  await once(ws, 'open');
  closers.push(() => ws.close());
  const until = async (pred: (f: Frame) => boolean, ms = 3000): Promise<Frame> => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
      const f = frames.find(pred);
      if (f) return f;
    }
    throw new Error(`no frame matched; got ${JSON.stringify(frames).slice(0, 600)}`);
  };
  let id = 1;
  const request = async (body: object) => {
    const n = id++;
    ws.send(JSON.stringify({ id: n, ...body }));
    return (await until((f) => f.id === n)).data;
  };
  return { frames, until, request };
}

describe('public feeds', () => {
  it('tickers, statistics and klines reach their subscribers each second, in the short keys; klines move at a trade', async () => {
    const { world, url } = await listening();
    const c = await connect(url);
    const idle = await connect(url);
    const chs = ['tickers::6', 'tickers::all', 'statistics::6', 'statistics::all', 'klines::6::1m'];
    expect(await c.request({ req: 'sub', chs })).toEqual(chs.map(() => ({ status: 'ok' })));
    expect(await idle.request({ req: 'sub', chs: ['trades::7'] })).toEqual([{ status: 'ok' }]);
    // the makers quote 94,953 / 95,047 around an index of 95,000: the funding rate is the interest term
    const ticker = { iid: 6, idx: '95000', mark: '95000', last: '95000', mid: '95000', oi: '0', fr: '0.0000125', nxf: T0 + 3_600_000 };
    expect((await c.until((f) => f.ch === 'tickers::6')).data).toEqual(ticker);
    const all = (await c.until((f) => f.ch === 'tickers::all')).data;
    expect(all.map((t: { iid: number }) => t.iid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(all[5]).toEqual(ticker);
    const rest = (await world.call.get('/v1/info/statistics')).body[5];
    expect((await c.until((f) => f.ch === 'statistics::6')).data).toEqual({ iid: 6, vol: '0', open: rest.open_price, klines: rest.klines });
    expect((await c.until((f) => f.ch === 'statistics::all')).data).toHaveLength(9);
    expect((await c.until((f) => f.ch === 'klines::6::1m')).data).toEqual([[T0, '95000', '95000', '95000', '95000', '0', 0]]);

    const s = await perpsSession(world);
    await s.fund('1000');
    await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }] });
    const traded = await c.until((f) => f.ch === 'klines::6::1m' && f.data[0][6] === 1, 1000);
    expect(traded.data).toEqual([[T0, '95000', '95000', '95000', '95000', '0.01', 1]]);
    expect((await c.until((f) => f.ch === 'tickers::6' && f.data.last === '95047')).data).toMatchObject({ oi: '0.01' });
    expect(idle.frames.filter((f) => f.ch !== undefined)).toEqual([]);
  });
});

describe('private feeds', () => {
  it('deposits, notifications, withdrawals and funding frames follow the movement that makes them', async () => {
    const { world, url } = await listening();
    const s = await perpsSession(world);
    const c = await connect(url);
    await c.request({ req: 'post', op: { type: 'auth', args: { proxy: s.proxy.address, secret: s.headers['POLYMARKET-SECRET'] } } });
    const chs = ['funding', 'deposits', 'withdrawals', 'notifications'];
    expect(await c.request({ req: 'sub', chs })).toEqual(chs.map(() => ({ status: 'ok' })));

    await s.fund('1000');
    const deposit = await c.until((f) => f.ch === 'deposits');
    expect(deposit.data).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), asset: 'pUSD', amount: '1000', status: 'confirmed' });
    expect((await s.read('/v1/account/deposits')).body.data[0].hash).toBe(deposit.data.hash);

    await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: 6, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }] });
    const note = await c.until((f) => f.ch === 'notifications');
    expect(note.data.notification).toMatchObject({
      type: 'position_opened',
      instrument_id: 6,
      side: 'long',
      size: '0.01',
      avg_price: '95047',
    });
    expect((await s.read('/v1/account/notifications')).body.items).toContainEqual(note.data);

    const tsS = Math.floor(world.clock.now / 1000);
    const args = { account: s.owner.address, token: CONTRACTS.collateral as Hex, amount: '1500000', to: s.owner.address };
    const sig = await s.owner.signTypedData(withdrawTypedData(args, 7, tsS, CHAIN));
    const paid = await world.call.send('POST', '/v1/account/withdraw', { op: { type: 'withdraw', args }, sig, salt: 7, ts: tsS });
    expect((await c.until((f) => f.ch === 'withdrawals')).data).toEqual({
      withdraw_id: paid.body.withdraw_id,
      asset: 'pUSD',
      amount: '1.5',
      fee: '0',
      status: 'confirmed',
      to: s.account,
      hash: (await s.read('/v1/account/withdrawals')).body.data[0].hash,
    });

    world.clock.now = T0 + 3_600_000;
    await world.call.get('/v1/info/ping');
    await afterTakerDelay();
    const [row] = (await s.read('/v1/account/funding')).body.data;
    expect((await c.until((f) => f.ch === 'funding')).data).toEqual({
      iid: 6,
      sz: '0.01',
      fr: row.funding_rate,
      fund: row.payment,
      fua: 'pUSD',
      ts: T0 + 3_600_000,
    });
    expect(row.payment).toMatch(/^-0\.0\d+$/);
  });
});
