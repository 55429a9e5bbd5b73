import { describe, expect, it } from 'vitest';
import { perpsSession, perpsWorld } from '../testing/perps-kit';

/*
 * The IP weight budget (1,000 a minute) and the account action budget (5,000 a minute), each with a
 * whole-second Retry-After until the window turns; a batch route's 429 is a one-element array.
 */

describe('perps rate limits', () => {
  it('IP weight: 50 books of depth 1000 (weight 20) spend the minute; the next is ip_rate_limited until it turns', async () => {
    const world = perpsWorld({ rateLimits: true });
    for (let k = 0; k < 50; k++) expect((await world.call.get('/v1/info/book?instrument_id=6&depth=1000')).status).toBe(200);
    const over = await world.call.get('/v1/info/ping');
    expect(over).toMatchObject({ status: 429, body: { status: 'err', error: 'ip_rate_limited' } });
    // the world's clock stands on a round minute
    expect(over.headers.get('Retry-After')).toBe('60');
    world.clock.now += 60_000;
    expect((await world.call.get('/v1/info/ping')).status).toBe(200);
  });

  it('account actions: 50 batches of 100 leverage updates spend 5,000; the next batch is a one-element 429 array', async () => {
    const app = perpsWorld({ rateLimits: true });
    const s = await perpsSession(app);
    const args = Array.from({ length: 100 }, (_, k) => ({ iid: 1000 + k, lev: 1, cross: false }));
    for (let k = 0; k < 50; k++) {
      app.clock.now += 1; // inside the same minute, a fresh timestamp per batch
      expect((await s.op('PATCH', '/v1/trade/leverage/batch', { type: 'updateLeverages', args })).status).toBe(200);
    }
    const over = await s.op('PATCH', '/v1/trade/leverage/batch', { type: 'updateLeverages', args: args.slice(0, 1) });
    expect(over.status).toBe(429);
    expect(over.body).toEqual([expect.objectContaining({ status: 'err', error: 'action_rate_limited' })]);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThanOrEqual(59);
    expect((await s.read('/v1/account/limits')).body).toMatchObject({
      actions_per_minute: 5000,
      actions_per_minute_limit: 5000,
      open_orders: 0,
      open_orders_limit: 1000,
      reset: app.clock.now - (app.clock.now % 60_000) + 60_000,
    });
  });
});
