import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { metadataRateRules } from './rate-limits';

/* The metadata service's rows of the spec's rate-limit table. */

describe('metadataRateRules', () => {
  const rules = metadataRateRules('/gamma');
  const matching = (path: string) => rules.filter((r) => r.match(path)).map((r) => `${r.name}:${r.limit}`);

  it('models every metadata row of the table on 10-second windows', () => {
    expect(rules.map((r) => [r.name, r.limit, r.windowMs])).toEqual([
      ['metadata-general', 4000, 10_000],
      ['metadata-events', 500, 10_000],
      ['metadata-markets', 300, 10_000],
      ['metadata-listing', 900, 10_000],
      ['metadata-comments', 200, 10_000],
      ['metadata-tags', 200, 10_000],
      ['metadata-public-search', 350, 10_000],
    ]);
  });

  it('counts a request against its route row, the shared listing row for the two listings, and the general row', () => {
    expect(matching('/gamma/events')).toEqual(['metadata-general:4000', 'metadata-events:500', 'metadata-listing:900']);
    expect(matching('/gamma/markets/')).toEqual(['metadata-general:4000', 'metadata-markets:300', 'metadata-listing:900']);
    expect(matching('/gamma/events/slug/x')).toEqual(['metadata-general:4000', 'metadata-events:500']);
    expect(matching('/gamma/tags')).toEqual(['metadata-general:4000', 'metadata-tags:200']);
    expect(matching('/gamma/public-search')).toEqual(['metadata-general:4000', 'metadata-public-search:350']);
    expect(matching('/gamma/public-profile')).toEqual(['metadata-general:4000']);
    expect(matching('/gamma/eventsfoo')).toEqual(['metadata-general:4000']);
    expect(matching('/data/events')).toEqual([]);
  });
});

describe('metadata rate limits in the service', () => {
  it('are off unless asked for, and on answer 429 with Retry-After past the /tags row (200 / 10 s)', async () => {
    // a frozen clock keeps every request in one counting window: across a window edge the
    // sliding estimate weighs the earlier window down, and the 429 would depend on when the test ran
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_001_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const db = openDb(':memory:');
    const on = createApp(db, { rateLimits: true });
    const off = createApp(db);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await on.request('/gamma/tags')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await on.request('/gamma/tags');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ error: 'Too Many Requests' });
    // other metadata routes and the data service still answer; an app without limits never refuses
    expect((await on.request('/gamma/markets')).status).toBe(200);
    expect((await on.request('/data/')).status).toBe(200);
    for (let i = 0; i < 210; i++) expect((await off.request('/gamma/tags')).status).toBe(200);
  }, 30_000);
});
