import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { rateLimit, SlidingWindow } from './rate-limit';

describe('SlidingWindow', () => {
  it('admits up to the limit, then waits for the window to slide', () => {
    const w = new SlidingWindow(3, 10_000);
    const t0 = 20_000;
    for (let i = 0; i < 3; i++) {
      expect(w.wait('a', t0)).toBe(0);
      w.take('a', t0);
    }
    expect(w.wait('a', t0)).toBe(10_000); // the next window
    expect(w.wait('b', t0)).toBe(0); // per client
    // in the next window the previous count still weighs by overlap: at 1/3 elapsed, 3*(2/3)=2 → room for 1
    expect(w.wait('a', t0 + 10_000 + 3_400)).toBe(0);
    // …and 100 ms in, room comes once the old count has decayed to 2: a third of the way, 3,334 ms in
    expect(w.wait('a', t0 + 10_000 + 100)).toBe(3_234);
    // two windows later the old count is gone
    expect(w.wait('a', t0 + 20_000)).toBe(0);
  });
});

describe('rateLimit middleware', () => {
  const build = (clock: { t: number }, holdMs = 0) =>
    new Hono()
      .use(
        rateLimit({
          holdMs,
          now: () => clock.t,
          clientKey: (c) => c.req.header('x-client') ?? 'x',
          rules: [
            { name: 'general', limit: 5, windowMs: 10_000, match: () => true },
            { name: 'positions', limit: 2, windowMs: 10_000, match: (p) => p === '/positions' },
          ],
        }),
      )
      .get('*', (c) => c.json({ ok: true }));

  it('answers 429 with Retry-After and the spec body once a route rule is exhausted', async () => {
    const clock = { t: 1_000_000 };
    const app = build(clock);
    expect((await app.request('/positions')).status).toBe(200);
    expect((await app.request('/positions')).status).toBe(200);
    const res = await app.request('/positions');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('10'); // the window's end
    expect(await res.json()).toEqual({ error: 'Too Many Requests' });
    // other routes still have room under the general rule, and other clients are independent
    expect((await app.request('/trades')).status).toBe(200);
    expect((await app.request('/positions', { headers: { 'x-client': 'other' } })).status).toBe(200);
  });

  it('counts a refused request against nothing, and the general rule against every route', async () => {
    const clock = { t: 2_000_000 };
    const app = build(clock);
    for (let i = 0; i < 5; i++) expect((await app.request(`/r${i}`)).status).toBe(200);
    expect((await app.request('/positions')).status).toBe(429);
    clock.t += 20_000;
    expect((await app.request('/positions')).status).toBe(200);
  });

  it('holds a request briefly instead of refusing when room appears within the hold', async () => {
    const clock = { t: 3_000_000 };
    const slept: number[] = [];
    const app = new Hono()
      .use(
        rateLimit({
          holdMs: 2_000,
          now: () => clock.t,
          sleep: async (ms) => {
            slept.push(ms);
            clock.t += ms;
          },
          rules: [{ name: 'g', limit: 1, windowMs: 1_000, match: () => true }],
        }),
      )
      .get('*', (c) => c.json({ ok: true }));
    expect((await app.request('/a')).status).toBe(200);
    expect((await app.request('/a')).status).toBe(200); // held until the window slid
    // to the window's end, where the previous window's count still weighs in full, then one more
    // window: the whole 2 s hold
    expect(slept).toEqual([1_000, 1_000]);
  });
});
