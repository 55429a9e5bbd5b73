import { beforeAll, describe, expect, it } from 'vitest';
import { MetadataMarket, MetadataMarkets } from '../../../src/api/metadata/schemas';
import { metadataKit, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/markets/{id} and /markets/slug/{slug} over the demo dataset. */

let k: Kit;
let listed: MetadataMarket[];
beforeAll(async () => {
  k = metadataKit();
  const count = k.db.prepare('SELECT COUNT(*) FROM markets').pluck().get() as number;
  listed = [];
  for (let offset = 0; offset < count; offset += 500)
    listed.push(...MetadataMarkets.parse(await k.ok(`/markets?limit=500&offset=${offset}`)));
  expect(listed).toHaveLength(count);
}, 60_000);

describe('GET /markets/{id} and /markets/slug/{slug}', () => {
  it('answer every market exactly as the listing sends it, open, resolved and archived alike', async () => {
    expect(listed.some((m) => m.closed) && listed.some((m) => m.archived) && listed.some((m) => m.acceptingOrders)).toBe(true);
    for (const m of listed) {
      expect(MetadataMarket.parse(await k.ok(`/markets/${m.id}`))).toEqual(m);
      expect(MetadataMarket.parse(await k.ok(`/markets/slug/${m.slug}`))).toEqual(m);
    }
  });

  it('match a slug without regard to case', async () => {
    const m = listed[5]!;
    expect(await k.ok(`/markets/slug/${m.slug.toUpperCase()}`)).toEqual(m);
  });

  it('answer an unknown id or slug with a 404 error body', async () => {
    const past = Math.max(...listed.map((m) => Number(m.id))) + 1;
    expect(await k.get(`/markets/${past}`)).toEqual([404, { error: 'market not found' }]);
    expect(await k.get('/markets/slug/no-such-market')).toEqual([404, { error: 'market not found' }]);
  });

  it('refuse a segment that cannot be an id or a slug with a 400 naming it', async () => {
    for (const id of ['abc', '0', '-3', '2.0', '007', '9'.repeat(16)]) await k.bad(`/markets/${id}`, 'id');
    // a condition id is not a market id: the public service keys this route by its numeric id
    await k.bad(`/markets/${listed[0]!.conditionId}`, 'id');
    for (const slug of ['under_score', 'dot.ted', '-x', 'y'.repeat(201)]) await k.bad(`/markets/slug/${slug}`, 'slug');
  });
});
