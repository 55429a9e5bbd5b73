import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { createDataApp } from '../../server/data/data-app';
import { rateLimit } from '../../server/http/rate-limit';
import { demoDb } from '../../server/testing/demo-db';
import { ClientRateLimiter } from './client-rate-limiter';
import { DEMO_TRADER } from './config';
import { ApiError } from './http';
import { HealthResponse } from './data/contract/schemas';
import { Trades } from './data/contract/schemas-history';
import { createTransport } from './transport';

/*
 * The transport against the real service in process. Throttling comes from the server's own
 * rate-limit middleware running on the same fake clock as the client, so every delay is exact.
 */

const db = demoDb();
const TRADES = `http://local/data/trades?user=${DEMO_TRADER}&limit=3`;

function fakeClock(start = 1_000_000_000) {
  const c = { t: start, sleeps: [] as number[], now: () => c.t, sleep: async (ms: number) => void (c.sleeps.push(ms), (c.t += ms)) };
  return c;
}

/** Records the clock time at which each request left the client. */
function recordingFetch(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, clock: { now: () => number }) {
  const starts: number[] = [];
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    starts.push(clock.now());
    urls.push(String(input));
    return app.request(String(input), init);
  };
  return { fetch: fetch as typeof globalThis.fetch, starts, urls };
}

/** The data app behind the server's throttling layer, with a tight /trades rule on the given clock. */
function throttledApp(clock: ReturnType<typeof fakeClock>, limit: number) {
  const app = new Hono();
  const rules = [{ name: 'trades', limit, windowMs: 10_000, match: (p: string) => p === '/data/trades' }];
  app.use('/data/*', rateLimit({ rules, holdMs: 0, now: clock.now, sleep: clock.sleep, clientKey: () => 'test' }));
  app.route('/data', createDataApp(db));
  return app;
}

describe('createTransport', () => {
  it('retries a 429 after exactly the Retry-After the server sent, taking a limiter slot per attempt', async () => {
    const clock = fakeClock();
    const server = throttledApp(clock, 2);
    const { fetch, starts } = recordingFetch(server, clock);
    const limiter = new ClientRateLimiter([{ pathPrefix: '', limit: 100, windowMs: 10_000 }], '/data', clock);
    const acquire = vi.spyOn(limiter, 'acquire');
    const t = createTransport({ limiter, clock, fetch, retry: { random: () => 0.5 } });
    const t0 = clock.t;

    await t.getJson(TRADES, Trades);
    await t.getJson(TRADES, Trades);
    // the third call in the window is refused: Retry-After 10 (window end), then 5 (the sliding
    // counter's previous window still weighs half), then it is served
    const rows = await t.getJson(TRADES, Trades);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.proxyWallet).toBe(DEMO_TRADER);
    expect(starts).toEqual([t0, t0, t0, t0 + 10_000, t0 + 15_000]);
    expect(clock.sleeps).toEqual([10_000, 5_000]);
    expect(acquire).toHaveBeenCalledTimes(5);
  });

  it('measures an HTTP-date Retry-After on its own clock', async () => {
    const clock = fakeClock(Date.parse('2031-03-01T12:00:00Z'));
    const data = createApp(db);
    let refused = false;
    // an edge in front of the service answers the first call 503 with a date, as CDNs do
    const edge = {
      request: (url: string, init?: RequestInit) => {
        if (refused) return data.request(url, init);
        refused = true;
        return new Response('{"error":"maintenance"}', {
          status: 503,
          headers: { 'retry-after': new Date(clock.t + 30_000).toUTCString() },
        });
      },
    };
    const { fetch, starts } = recordingFetch(edge, clock);
    const t = createTransport({ clock, fetch, mount: '/data' });
    expect(await t.getJson(TRADES, Trades)).toHaveLength(3);
    expect(starts[1]! - starts[0]!).toBe(30_000);
  });

  it('does not retry a 400, and keeps the server’s message', async () => {
    const clock = fakeClock();
    const { fetch, urls } = recordingFetch(createApp(db), clock);
    const t = createTransport({ clock, fetch, mount: '/data' });
    const err = await t.getJson(`http://local/data/trades?user=${DEMO_TRADER}&offset=10001`, Trades).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'invalid offset: must be between 0 and 10000' });
    expect(urls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a network failure with a full-jitter delay', async () => {
    const clock = fakeClock();
    const app = createApp(db);
    let calls = 0;
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (++calls === 1) throw new TypeError('fetch failed');
      return app.request(String(input), init);
    }) as typeof globalThis.fetch;
    const t = createTransport({ clock, fetch: flaky, mount: '/data', retry: { baseMs: 400, random: () => 0.25 } });
    expect(await t.getJson(TRADES, Trades)).toHaveLength(3);
    expect(calls).toBe(2);
    expect(clock.sleeps).toEqual([100]); // 0.25 × 400·2⁰
  });

  it('paces N calls over the limiter window', async () => {
    const clock = fakeClock();
    const { fetch, starts } = recordingFetch(createApp(db), clock);
    const t = createTransport({ clock, fetch, mount: '/data', rules: [{ pathPrefix: '/trades', limit: 3, windowMs: 1_000 }] });
    for (let i = 0; i < 10; i++) await t.getJson(TRADES, Trades);
    expect(starts).toHaveLength(10);
    // never a fourth start inside any one-second window, and no slower than the rule needs
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1_000);
    expect(starts[9]! - starts[0]!).toBe(3_000);
    // the health route sits outside the rule and is not paced
    const before = clock.t;
    for (let i = 0; i < 5; i++) await t.getJson('http://local/data/', HealthResponse);
    expect(clock.t).toBe(before);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    const app = throttledApp(fakeClock(), 0);
    // the server asks for 10 s; this clock's waits never end by themselves, so only the abort can end it
    const waits: number[] = [];
    const clock = { now: () => 1_000_000_000, sleep: (ms: number) => (waits.push(ms), new Promise<void>(() => {})) };
    const t = createTransport({
      clock,
      fetch: ((u: RequestInfo | URL, i?: RequestInit) => app.request(String(u), i)) as typeof fetch,
      mount: '/data',
    });
    const ctl = new AbortController();
    const pending = t.getJson(TRADES, Trades, { signal: ctl.signal });
    await vi.waitFor(() => expect(waits).toEqual([10_000]));
    ctl.abort(new Error('user left'));
    await expect(pending).rejects.toThrow('user left');
  });

  it('reads a binary body as bytes and a refused one as the service’s error', async () => {
    const clock = fakeClock();
    const { fetch } = recordingFetch(createApp(db), clock);
    const t = createTransport({ clock, fetch, mount: '/data' });
    const zip = await t.getBytes(`http://local/data/v1/accounting/snapshot?user=${DEMO_TRADER}`);
    expect(zip).toBeInstanceOf(Uint8Array);
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // PK\3\4
    await expect(t.getBytes('http://local/data/v1/accounting/snapshot?user=nope')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('user'),
    });
  });
});
