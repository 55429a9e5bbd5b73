import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { NOW, tinyDb } from '../../testing/metadata-kit';

/*
 * What parseMetadataQuery promises every metadata route: unknown parameters are ignored, list
 * parameters may repeat, other repeats are refused, and no query string at all reaches a 5xx.
 */

const app = createApp(tinyDb(), { now: () => NOW });
const ROUTES = [
  '/gamma/events',
  '/gamma/markets',
  '/gamma/tags',
  '/gamma/public-search',
  '/gamma/public-profile',
  // the lookups read no query: whatever it holds, they answer their record
  '/gamma/events/7',
  '/gamma/events/slug/fed-decision',
  '/gamma/events/7/tags',
  '/gamma/markets/1',
  '/gamma/markets/slug/fed-cut',
  '/gamma/tags/1',
  '/gamma/tags/slug/economics',
];
const NAMES = [
  'limit',
  'offset',
  'order',
  'ascending',
  'id',
  'slug',
  'closed',
  'active',
  'archived',
  'tag_id',
  'tag_slug',
  'category',
  'condition_ids',
  'clob_token_ids',
  'event_id',
  'q',
  'limit_per_type',
  'address',
  'end_date_min',
  'start_date_max',
  'volume_min',
  'liquidity_num_max',
  'search_tags',
];

describe('metadata query parsing', () => {
  it('ignores unknown parameters and reads repeated list parameters as one list', async () => {
    const res = await app.request('/gamma/markets?foo=bar&id=1&id=1,1');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(1);
  });

  it('answers any query string with 200, 400 or 404 and a JSON body, never a 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '',
        'true',
        'false',
        '-1',
        '0',
        '1',
        '500',
        '501',
        '1e3',
        '0x',
        `0x${'a'.repeat(40)}`,
        '2026-01-01',
        '%',
        '%ZZ',
        '1,2',
        ' ',
      ),
    );
    const query = fc.array(fc.tuple(fc.constantFrom(...NAMES), value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), query, async (route, pairs) => {
        const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await app.request(`${route}?${qs}`);
        expect([200, 400, 404]).toContain(res.status);
        const body: unknown = await res.json();
        if (res.status !== 200) expect(Object.keys(body as object)).toEqual(['error']);
      }),
      { numRuns: 400 },
    );
  });
});
