import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../trading/live-socket';
import { createPerpsSocket, PING_FRAME, type BookFrame, type TradeFrame } from './socket';

/* The gateway's public channels against a stand-in socket: what is sent, what reaches a listener, and the gap resync. */

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: code ?? 1005, reason: '' }));
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}

let sockets: FakeSocket[];
const perps = () =>
  createPerpsSocket({
    baseUrl: '/perps',
    here: 'http://127.0.0.1:8787/perps',
    random: () => 0.5,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
  });

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createPerpsSocket', () => {
  it('opens the same-origin socket and subscribes to the followed channels in one frame', () => {
    const socket = perps();
    socket.book(6, () => undefined);
    socket.trades(6, () => undefined);
    const s = sockets[0]!;
    expect(s.url).toBe('ws://127.0.0.1:8787/perps/v1/ws');
    s.open();
    expect(s.sent).toEqual([{ req: 'sub', chs: ['book::6', 'trades::6'] }]);
    expect(socket.status()).toBe('live');
  });

  it('hands each channel its typed frames and drops what it cannot read', () => {
    const socket = perps();
    const books: BookFrame[] = [];
    const trades: TradeFrame[][] = [];
    socket.book(6, (b) => books.push(b));
    socket.trades(6, (t) => trades.push(t));
    const s = sockets[0]!;
    s.open();
    s.push({ id: 1, data: [{ status: 'ok' }] });
    s.push({ ch: 'book::6', data: { b: [['95000', '0.5']], a: [['95010', '1']] }, sq: 1, ts: 1 });
    s.push({ ch: 'book::6', data: { b: 'nope' }, sq: 2, ts: 2 });
    s.push({ ch: 'trades::6', data: [{ tid: 1, iid: 6, side: 'long', p: '95010', qty: '0.1', ts: 5, hash: '0x' }], sq: 1, ts: 5 });
    expect(books).toEqual([{ b: [['95000', '0.5']], a: [['95010', '1']] }]);
    expect(trades).toEqual([[{ tid: 1, iid: 6, side: 'long', p: '95010', qty: '0.1', ts: 5 }]]);
  });

  it('pings with the JSON ping op every 25 s', () => {
    const socket = perps();
    socket.tickers(() => undefined);
    const s = sockets[0]!;
    s.open();
    vi.advanceTimersByTime(25_000);
    expect(s.sent.at(-1)).toEqual(PING_FRAME);
  });

  it('resubscribes a channel whose sequence skips, and stops when nothing is followed', async () => {
    const socket = perps();
    const stop = socket.book(6, () => undefined);
    const s = sockets[0]!;
    s.open();
    s.push({ ch: 'book::6', data: { b: [], a: [] }, sq: 1 });
    s.push({ ch: 'book::6', data: { b: [], a: [] }, sq: 3 });
    expect(s.sent.slice(1)).toEqual([
      { req: 'unsub', chs: ['book::6'] },
      { req: 'sub', chs: ['book::6'] },
    ]);
    stop();
    await Promise.resolve();
    expect(socket.status()).toBe('idle');
  });

  it('reconnects after a drop and subscribes again', async () => {
    const socket = perps();
    socket.book(6, () => undefined);
    sockets[0]!.open();
    sockets[0]!.close(1006);
    await Promise.resolve();
    expect(socket.status()).toBe('reconnecting');
    vi.advanceTimersByTime(30_000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ req: 'sub', chs: ['book::6'] }]);
  });
});
