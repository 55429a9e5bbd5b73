import { describe, expect, it } from 'vitest';
import { metadataRateRules } from '../../server/metadata/rate-limits';
import { RELAYER_LIMITS } from '../../server/relayer/rate-limits';
import { ClientRateLimiter, DATA_SERVICE_RULES, METADATA_SERVICE_RULES, RELAYER_SERVICE_RULES } from './client-rate-limiter';

function fakeClock(start = 1_000_000) {
  const c = {
    t: start,
    slept: 0,
    now: () => c.t,
    sleep: async (ms: number) => {
      c.t += ms;
      c.slept += ms;
    },
  };
  return c;
}

describe('ClientRateLimiter', () => {
  it('never lets more than a rule allows start inside any window', async () => {
    const clock = fakeClock();
    const lim = new ClientRateLimiter([{ pathPrefix: '/positions', limit: 3, windowMs: 1_000 }], '/data', clock);
    const starts: number[] = [];
    for (let i = 0; i < 10; i++) {
      await lim.acquire('http://h/data/positions?user=0x1');
      starts.push(clock.t);
    }
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1_000);
    // a path the rule does not cover is not paced
    const before = clock.t;
    for (let i = 0; i < 10; i++) await lim.acquire('http://h/data/trades');
    expect(clock.t).toBe(before);
  });

  it('paces per host and keeps the published data-service limits as defaults', async () => {
    const clock = fakeClock();
    const lim = new ClientRateLimiter([{ pathPrefix: '', limit: 1, windowMs: 500 }], '', clock);
    await lim.acquire('http://a/x');
    await lim.acquire('http://b/x');
    expect(clock.slept).toBe(0);
    await lim.acquire('http://a/x');
    expect(clock.slept).toBe(500);
    expect(DATA_SERVICE_RULES.find((r) => r.pathPrefix === '/positions')!.limit).toBeLessThanOrEqual(150);
  });

  it('keeps the metadata client at 90 % of the tightest server row over each prefix', () => {
    const served = metadataRateRules('');
    for (const rule of METADATA_SERVICE_RULES) {
      const rows = served.filter((r) => r.match(rule.pathPrefix || '/'));
      expect(rule.windowMs).toBe(rows[0]!.windowMs);
      expect(rule.limit, rule.pathPrefix).toBe(Math.floor(0.9 * Math.min(...rows.map((r) => r.limit))));
    }
  });

  it('paces the relayer /submit at 90 % of its per-minute quota, and nothing else of the relayer', async () => {
    const [rule] = RELAYER_SERVICE_RULES;
    expect(rule).toMatchObject({ pathPrefix: '/submit', windowMs: RELAYER_LIMITS.submit.windowMs });
    expect(rule!.limit).toBe(Math.floor(0.9 * RELAYER_LIMITS.submit.limit));
    const clock = fakeClock();
    const lim = new ClientRateLimiter(RELAYER_SERVICE_RULES, '/relayer', clock);
    for (let i = 0; i < rule!.limit; i++) await lim.acquire('http://h/relayer/submit');
    for (let i = 0; i < 50; i++) await lim.acquire('http://h/relayer/transaction?id=1');
    expect(clock.slept).toBe(0);
    await lim.acquire('http://h/relayer/submit');
    expect(clock.slept).toBe(60_000);
  });
});
