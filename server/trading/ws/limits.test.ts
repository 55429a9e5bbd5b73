import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WS_CLOSE, WS_PATHS } from '../../../src/api/trading/ws-messages';
import { liveService, Probe, type LiveService } from '../../testing/socket-kit';
import { ALICE } from '../../testing/trading-kit';

/*
 * What the channels refuse, and how: a bad first message closes the socket with a reason, a bad
 * later message gets an error frame and the socket stays; too many ids, too many sockets, no
 * subscription, no heartbeat and a reader that stopped reading each close with their own code. The
 * process stays up through all of it, and a slow reader never holds back anyone else.
 */

const MARKET = WS_PATHS.market;
const CAP = 12;
let svc: LiveService;
let tokens: string[];

beforeAll(async () => {
  svc = await liveService({
    socket: { subscribeTimeoutMs: 300, idleTimeoutMs: 1_500, maxConnectionsPerAddress: CAP, maxBufferedBytes: 64 * 1024 },
  });
  tokens = svc.db.prepare('SELECT token_id FROM tokens ORDER BY token_id').pluck().all() as string[];
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

/** A fresh socket, closed by the test's end. */
async function fresh(path: string = MARKET) {
  const p = await svc.connect(path);
  return p;
}

const stillServing = async () => {
  expect((await svc.app.request('/clob/ok')).status).toBe(200);
  const p = await svc.market([svc.s.token0]);
  p.send('PING');
  await p.next((e) => e === 'PONG');
  p.ws.close();
};

describe('a bad first message closes the socket with a reason', () => {
  it.each([
    ['PING', 'PING', WS_CLOSE.invalidSubscription.code, /subscribe before PING/],
    ['malformed JSON', '{"type":"market","assets_ids":', WS_CLOSE.invalidSubscription.code, /malformed JSON/],
    ['an unknown type', { type: 'orders', assets_ids: [] }, WS_CLOSE.invalidSubscription.code, /type must be "market"/],
    ['no assets_ids', { hello: 'world' }, WS_CLOSE.invalidSubscription.code, /assets_ids/],
    [
      '10,000 asset ids',
      { type: 'market', assets_ids: Array.from({ length: 10_000 }, (_, i) => String(10n ** 70n + BigInt(i))) },
      4003,
      /at most 500/,
    ],
  ])('%s', async (_what, first, code, reason) => {
    const p = await fresh();
    p.send(first);
    const closed = await p.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason).toMatch(reason);
    await stillServing();
  });

  it('on the user channel: no credentials is 4001, a market subscription 1008', async () => {
    const a = await fresh(WS_PATHS.user);
    a.send({ type: 'user' });
    expect((await a.closed).code).toBe(WS_CLOSE.unauthorized.code);
    const b = await fresh(WS_PATHS.user);
    b.send({ type: 'market', assets_ids: [svc.s.token0] });
    expect((await b.closed).code).toBe(WS_CLOSE.invalidSubscription.code);
  });

  it('a message past the payload bound is 1009; an unknown path gets no socket', async () => {
    const p = await fresh();
    p.send({ type: 'market', assets_ids: ['x'.repeat(1_100_000)] });
    expect((await p.closed).code).toBe(1009);
    const stray = new WebSocket(`${svc.base}/clob/ws/orders`);
    const [err] = (await once(stray, 'error')) as [Error];
    expect(err.message).toMatch(/404/);
    await stillServing();
  });
});

describe('a bad later message gets an error frame, and the socket stays', () => {
  it('answers malformed JSON, unknown messages and bad updates, then still PONGs and streams', async () => {
    const p = await svc.market([svc.s.token0]);
    p.send('{oops');
    p.send({ hello: 'world' });
    p.send({ operation: 'explode', assets_ids: [] });
    p.send({ operation: 'subscribe' });
    const messages = () =>
      p.events.filter((e) => (e as { event_type?: string }).event_type === 'error').map((e) => (e as { message: string }).message);
    await p.next(() => messages().length >= 4);
    expect(messages()).toEqual([
      'malformed JSON',
      expect.stringMatching(/^unknown message/),
      expect.stringMatching(/^invalid update: operation/),
      'invalid update: assets_ids is required on the market channel',
    ]);
    p.send({ operation: 'subscribe', assets_ids: Array.from({ length: 10_000 }, (_, i) => String(i)) });
    expect((await p.closed).code).toBe(WS_CLOSE.tooManyAssets.code);
    await stillServing();
  });
});

describe('the clocks and the caps', () => {
  it('closes a socket that never subscribes (4002) and one that goes silent (4006)', async () => {
    const never = await fresh();
    expect(await never.closed).toEqual(expect.objectContaining({ code: WS_CLOSE.noSubscription.code }));
    const silent = await svc.market([svc.s.token0]);
    expect((await silent.closed).code).toBe(WS_CLOSE.heartbeat.code);
  });

  it('closes the sockets of one address past the cap with 4004', async () => {
    const open: Probe[] = [];
    try {
      // subscribed, so that the subscription clock does not free a slot meanwhile; re-counted, as earlier sockets finish closing
      while (svc.sockets.count() < CAP) open.push(await svc.market([svc.s.token0]));
      const over = await fresh();
      expect(await over.closed).toEqual({ code: WS_CLOSE.tooManyConnections.code, reason: expect.stringMatching(/^too many connections/) });
    } finally {
      for (const p of open) p.ws.terminate();
    }
    while (svc.sockets.count() > 0) await new Promise((r) => setTimeout(r, 20));
  });

  it('closes a reader that stopped reading (4005) and keeps everyone else on time', async () => {
    const fast = await svc.market([svc.s.token0]);
    const slow = await svc.market(tokens.slice(0, 400));
    // the client stops reading: what the service sends piles up in the kernel, then in ws's queue
    (slow.ws as unknown as { _socket: Socket })._socket.pause();
    for (let i = 0; i < 80 && !slow.isClosed; i++) {
      slow.send({ operation: 'unsubscribe', assets_ids: tokens.slice(0, 400) });
      slow.send({ operation: 'subscribe', assets_ids: tokens.slice(0, 400) });
    }
    await new Promise((r) => setTimeout(r, 300));
    const placed = await svc.s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    await fast.next(
      (e: { event_type?: string }) => e.event_type === 'price_change' && JSON.stringify(e).includes(placed.body.orderID as string),
    );
    (slow.ws as unknown as { _socket: Socket })._socket.resume();
    expect(await slow.closed).toEqual({ code: WS_CLOSE.slowConsumer.code, reason: WS_CLOSE.slowConsumer.reason });
    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: placed.body.orderID });
  });
});
