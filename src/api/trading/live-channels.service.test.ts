import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveService, type LiveService } from '../../../server/testing/socket-kit';
import { ALICE } from '../../../server/testing/trading-kit';
import { marketChannel, userChannel } from './live-channels';
import type { SocketLike } from './live-socket';
import type { MarketChannelEvent, UserChannelEvent } from './ws-events';
import { WS_PING, WS_PONG } from './ws-messages';

/* The app's channel bindings against the real local service: what the browser will see. */

let svc: LiveService;
const asSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

async function until(test: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  svc = await liveService({ tradeStepMs: 100 });
}, 120_000);
afterAll(() => svc?.close());

it('the market channel: a book on follow, then each order placed and cancelled as a price_change in sequence', async () => {
  const seen: MarketChannelEvent[] = [];
  const live = marketChannel({
    baseUrl: '/clob',
    here: svc.base.replace('ws:', 'http:'),
    createSocket: asSocket,
    onEvents: (e) => seen.push(...e),
  });
  const stop = live.follow(svc.s.token0);
  await until(() => seen.some((e) => e.event_type === 'book'));
  expect(live.status()).toBe('live');
  const placed = await svc.s.place(ALICE, { side: 'BUY', price: '0.31', size: '7' });
  await until(() => seen.some((e) => e.event_type === 'price_change' && e.price_changes.some((c) => c.price === '0.31' && c.size === '7')));
  await svc.s.call(ALICE, 'DELETE', '/order', { orderID: placed.body.orderID });
  await until(() => seen.some((e) => e.event_type === 'price_change' && e.price_changes.some((c) => c.price === '0.31' && c.size === '0')));
  stop();
  await until(() => live.status() === 'idle');
});

it('the user channel: the signed subscription is accepted and the owner hears of its order', async () => {
  const seen: UserChannelEvent[] = [];
  let raw: WebSocket | undefined;
  const live = userChannel({
    baseUrl: '/clob',
    here: svc.base.replace('ws:', 'http:'),
    createSocket: (url) => ((raw = new WebSocket(url)), raw as unknown as SocketLike),
    credentials: () => svc.s.creds.get(ALICE.address),
    onEvents: (e) => seen.push(...e),
  });
  const stop = live.follow('all');
  await until(() => live.status() === 'live');
  // the service answers a socket's messages in order, the subscription only once checked: a PONG
  // to a PING sent after it proves it stood
  const pong = new Promise((resolve) => raw!.on('message', (m) => String(m) === WS_PONG && resolve(undefined)));
  raw!.send(WS_PING);
  await pong;
  const placed = await svc.s.place(ALICE, { side: 'BUY', price: '0.32', size: '5' });
  await until(() => seen.some((e) => e.event_type === 'order' && e.id === placed.body.orderID && e.type === 'PLACEMENT'));
  await svc.s.call(ALICE, 'DELETE', '/order', { orderID: placed.body.orderID });
  await until(() => seen.some((e) => e.event_type === 'order' && e.type === 'CANCELLATION'));
  expect(live.status()).toBe('live');
  stop();
});

it('the user channel with a wrong credential ends offline, without retrying', async () => {
  const live = userChannel({
    baseUrl: '/clob',
    here: svc.base.replace('ws:', 'http:'),
    createSocket: asSocket,
    credentials: () => ({ ...svc.s.creds.get(ALICE.address)!, passphrase: 'wrong' }),
    onEvents: () => undefined,
  });
  live.follow('all');
  await until(() => live.status() === 'offline');
  live.close();
});
