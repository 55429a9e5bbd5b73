import { Hono } from 'hono';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApp } from '../app';
import { rateLimit } from '../http/rate-limit';
import { freshDemoDb } from '../testing/combo-kit';
import { tradingRateRules } from './rate-limits';

/* The trading limits at a thousandth of their size, on a moved clock: burst, sustained, per method. */

function limited() {
  let now = 6_000_000; // a multiple of both windows, so each starts here
  const app = new Hono();
  app.use('/clob/*', rateLimit({ rules: tradingRateRules('/clob', 0.001), holdMs: 0, now: () => now }));
  app.all('/clob/*', (c) => c.json('OK'));
  const send = async (method: string, path: string) => (await app.request(`/clob${path}`, { method })).status;
  return { send, advance: (ms: number) => (now += ms) };
}

describe('trading rate limits', () => {
  it('holds POST /order to its burst, then to its sustained cap across bursts', async () => {
    const { send, advance } = limited();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await send('POST', '/order'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // DELETE /order has its own budget
    expect(await send('DELETE', '/order')).toBe(200);

    // 120 per 10 min: 5 a burst, a fresh burst window every 20 s
    for (let burst = 1; burst < 24; burst++) {
      advance(20_000);
      for (let i = 0; i < 5; i++) expect(await send('POST', '/order')).toBe(200);
    }
    advance(20_000);
    expect(await send('POST', '/order')).toBe(429);
  });

  it('limits DELETE /cancel-all to its own burst', async () => {
    const { send, advance } = limited();
    expect(await send('DELETE', '/cancel-all')).toBe(200); // 250 → 1 a burst at this scale
    expect(await send('DELETE', '/cancel-all')).toBe(429);
    advance(20_000);
    expect(await send('DELETE', '/cancel-all')).toBe(200);
  });

  it('keeps /book and /books apart, and /balance-allowance/update under both balance rules', async () => {
    const { send } = limited();
    expect(await send('POST', '/books')).toBe(200);
    expect(await send('POST', '/books')).toBe(429); // 500 → 1
    expect(await send('GET', '/book')).toBe(200); // 1,500 → 2
    expect(await send('GET', '/balance-allowance/update')).toBe(200); // 50 → 1
    expect(await send('GET', '/balance-allowance/update')).toBe(429);
  });

  it('is mounted on /clob when the service runs with rate limits', async () => {
    // a still clock early in a 10 s window, set before the limiter reads it: with a real one, a slow
    // machine's 101st request can land within the 1 s hold of the next window and be let through
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_001_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const app = createApp(freshDemoDb(), { rateLimits: true });
    for (let i = 0; i < 100; i++) expect((await app.request('/clob/ok')).status).toBe(200);
    const res = await app.request('/clob/ok');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too Many Requests' });
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
