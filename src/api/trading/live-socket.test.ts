import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, socketUrl, type LiveSocketOptions, type SocketLike } from './live-socket';

/* The connection manager against a stand-in socket and fake timers: what it sends, when it reconnects, what it reports. */

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed?: { code?: number; reason?: string };
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: code ?? 1005, reason: reason ?? '' }));
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

type Ev = { topic: string; seq?: number; snapshot?: boolean };
let sockets: FakeSocket[];
const last = () => sockets.at(-1)!;
const json = (s: FakeSocket) => s.sent.filter((m) => m !== 'PING').map((m) => JSON.parse(m) as unknown);

function manager(extra: Partial<LiveSocketOptions<Ev>> = {}) {
  const events: Ev[] = [];
  const live = createLiveSocket<Ev>({
    url: 'ws://x/clob/ws/market',
    initial: (topics) => ({ type: 'market', assets_ids: topics }),
    update: (operation, topics) => ({ operation, assets_ids: topics }),
    parse: (frame) => (Array.isArray(frame) ? (frame as Ev[]) : [frame as Ev]),
    onEvents: (e) => events.push(...e),
    sequence: (e) => (e.seq === undefined ? [] : [{ topic: e.topic, seq: e.seq, snapshot: !!e.snapshot }]),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    ...extra,
  });
  return { live, events };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createLiveSocket', () => {
  it('connects when a topic is followed, subscribes on open and reports live', () => {
    const { live } = manager();
    expect(live.status()).toBe('idle');
    live.follow('T1');
    expect(live.status()).toBe('connecting');
    last().open();
    expect(live.status()).toBe('live');
    expect(json(last())).toEqual([{ type: 'market', assets_ids: ['T1'] }]);
  });

  it('changes topics on the open socket, and closes when nothing is followed', async () => {
    const { live } = manager();
    const stop1 = live.follow('T1');
    last().open();
    const stop2 = live.follow('T2');
    live.follow('T2')(); // a second follower of T2 leaves: T2 stays
    stop1();
    await Promise.resolve();
    expect(json(last()).slice(1)).toEqual([
      { operation: 'subscribe', assets_ids: ['T2'] },
      { operation: 'unsubscribe', assets_ids: ['T1'] },
    ]);
    stop2();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().closed?.code).toBe(1000);
    expect(live.status()).toBe('idle');
    expect(sockets).toHaveLength(1);
  });

  it('a socket left while connecting closes once open, not before (the browser logs a close while connecting as an error)', async () => {
    const { live } = manager();
    live.follow('T1')();
    expect(live.status()).toBe('idle');
    expect(sockets[0]!.closed).toBeUndefined();
    live.follow('T2');
    expect(sockets).toHaveLength(2);
    sockets[0]!.open();
    expect(sockets[0]!.closed?.code).toBe(1000);
    expect(sockets[0]!.sent).toEqual([]);
    last().open();
    expect(json(last())).toEqual([{ type: 'market', assets_ids: ['T2'] }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.status()).toBe('live');
  });

  it('sends PING on the heartbeat, and a silent socket is closed and replaced with every topic resubscribed', async () => {
    const onStatus: string[] = [];
    const { live } = manager({ heartbeatMs: 10_000, staleMs: 30_000 });
    live.onStatus(() => onStatus.push(live.status()));
    live.follow('T1');
    live.follow('T2');
    last().open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last().sent.at(-1)).toBe('PING');
    last().receive('PONG');
    await vi.advanceTimersByTimeAsync(40_000); // silence past staleMs
    expect(sockets[0]!.closed?.code).toBe(4000);
    expect(live.status()).toBe('reconnecting');
    // full jitter: random 0.5 of min(cap, 500 ms × 2^1) = 500 ms
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(json(last())).toEqual([{ type: 'market', assets_ids: ['T1', 'T2'] }]);
    expect(onStatus).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('reads offline after repeated failures, keeps trying, and is live again when the service answers', async () => {
    const { live } = manager({ offlineAfter: 3 });
    live.follow('T1');
    for (let i = 1; i <= 3; i++) {
      last().drop();
      await vi.advanceTimersByTimeAsync(20_000);
    }
    expect(live.status()).toBe('offline');
    expect(sockets).toHaveLength(4);
    last().open();
    expect(live.status()).toBe('live');
  });

  it('stops on a close the service means as final (bad credentials)', async () => {
    const { live } = manager();
    live.follow('all');
    last().open();
    last().drop(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.status()).toBe('offline');
    expect(sockets).toHaveLength(1);
  });

  it('passes events in sequence, and on a gap drops the event and takes a fresh snapshot of that topic only', () => {
    const { live, events } = manager();
    live.follow('T1');
    last().open();
    last().receive([
      { topic: 'T1', seq: 5, snapshot: true },
      // a topic not followed is passed on, never checked
      { topic: 'T2', seq: 1 },
      { topic: 'T2', seq: 7 },
    ]);
    last().receive({ topic: 'T1', seq: 6 });
    last().receive({ topic: 'T1', seq: 8 }); // 7 was missed
    expect(events.map((e) => e.seq)).toEqual([5, 1, 7, 6]);
    expect(json(last()).slice(1)).toEqual([
      { operation: 'unsubscribe', assets_ids: ['T1'] },
      { operation: 'subscribe', assets_ids: ['T1'] },
    ]);
    // the fresh snapshot restarts the count
    last().receive({ topic: 'T1', seq: 9, snapshot: true });
    last().receive({ topic: 'T1', seq: 10 });
    expect(events.map((e) => e.seq)).toEqual([5, 1, 7, 6, 9, 10]);
  });

  it('ignores text answers and frames it cannot read', () => {
    const { live, events } = manager({ parse: () => undefined });
    live.follow('T1');
    last().open();
    last().receive('INVALID OPERATION');
    last().receive('{not json');
    last().receive({ anything: 1 });
    expect(events).toEqual([]);
    expect(live.status()).toBe('live');
  });
});

describe('socketUrl', () => {
  it('turns the service base into a ws(s) URL', () => {
    expect(socketUrl('/clob', '/ws/market', 'http://127.0.0.1:8787/trade')).toBe('ws://127.0.0.1:8787/clob/ws/market');
    expect(socketUrl('https://example.test/clob/', '/ws/user', 'http://127.0.0.1/')).toBe('wss://example.test/clob/ws/user');
  });
});
