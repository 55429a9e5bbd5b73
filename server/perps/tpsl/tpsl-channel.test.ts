import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { afterTakerDelay } from '../../testing/perps-kit';
import { BTC, entry, setup, sl, tp } from './testing/tpsl-kit';

/* The tpsl channel (facts §8) on a listening server: a leg's every state, on tpsl and tpsl::{iid}. */

describe('the tpsl channel', () => {
  it('pushes {oid, st, reason?} on tpsl and tpsl::{iid} at each change of a leg', async () => {
    const { world, a, m } = await setup();
    const server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await once(server, 'listening');
    const sockets = world.app.perps!.sockets(server);
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/perps/v1/ws`);
    const frames: { id?: number; ch?: string; data: { oid: number; st: string; reason?: string } }[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as (typeof frames)[number]));
    await once(ws, 'open');
    const reply = async (id: number) => {
      for (let k = 0; k < 100 && !frames.some((f) => f.id === id); k++) await new Promise((r) => setTimeout(r, 10));
    };
    ws.send(
      JSON.stringify({
        id: 1,
        req: 'post',
        op: { type: 'auth', args: { proxy: a.proxy.address, secret: a.headers['POLYMARKET-SECRET'] } },
      }),
    );
    await reply(1);
    ws.send(JSON.stringify({ id: 2, req: 'sub', chs: ['tpsl', `tpsl::${BTC}`] }));
    await reply(2);

    await m.place({ iid: BTC, buy: false, p: '95000', qty: '0.01' });
    const [, t, s] = (await a.group('order', entry, tp, sl)).body.map((x: { oid: number }) => x.oid);
    await afterTakerDelay();
    await a.read('/v1/account/orders');
    // the maker's market above the TP moves the mark; no request follows: the socket's 100 ms timer fires the leg
    await m.place({ iid: BTC, buy: true, p: '96000', qty: '1' }, { iid: BTC, buy: false, p: '96100', qty: '1' });
    for (let k = 0; k < 100 && !frames.some((f) => f.data?.oid === t && f.data.st === 'triggered'); k++)
      await new Promise((r) => setTimeout(r, 10));
    expect(frames.some((f) => f.ch === 'tpsl' && f.data.oid === t && f.data.st === 'triggered')).toBe(true);
    await afterTakerDelay();
    const [e2, t2] = (await a.group('order', { ...entry, p: '90000' }, tp)).body.map((x: { oid: number }) => x.oid);
    await a.cancel([e2]);
    await a.read('/v1/account/orders');
    await new Promise((r) => setTimeout(r, 50));

    const states = (ch: string, oid: number) => frames.filter((f) => f.ch === ch && f.data.oid === oid).map((f) => f.data.st);
    expect(states('tpsl', t)).toEqual(['untriggered', 'armed', 'triggered', 'accepted', 'filled']);
    expect(states('tpsl', s)).toEqual(['untriggered', 'armed', 'cancelled']);
    expect(states(`tpsl::${BTC}`, t)).toEqual(states('tpsl', t));
    expect(frames.find((f) => f.ch === 'tpsl' && f.data.oid === t2 && f.data.st === 'parent_cancelled')?.data).toEqual({
      oid: t2,
      st: 'parent_cancelled',
      reason: 'the entry order ended without filling',
    });
    // the entry is no leg: nothing of it on the channel
    expect(frames.some((f) => f.ch === 'tpsl' && f.data.oid === e2)).toBe(false);
    ws.close();
    sockets.close();
    server.close();
  });
});
