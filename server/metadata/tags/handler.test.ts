import { beforeAll, describe, expect, it } from 'vitest';
import { MetadataTags } from '../../../src/api/metadata/schemas';
import { metadataKit, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/tags: one tag per catalogue category, ids by first appearance, paged. */

let k: Kit;
beforeAll(() => {
  k = metadataKit();
}, 60_000);

describe('GET /tags', () => {
  it('lists one tag per category, numbered by the first event that carries it', async () => {
    const tags = MetadataTags.parse(await k.ok('/tags'));
    const categories = k.db.prepare('SELECT category FROM events GROUP BY category ORDER BY MIN(id)').pluck().all() as string[];
    expect(tags).toEqual(categories.map((c, i) => ({ id: String(i + 1), label: c, slug: c.toLowerCase() })));
  });

  it('tags every event with its category tag', async () => {
    const tags = MetadataTags.parse(await k.ok('/tags'));
    const events = (await k.ok('/events?limit=500')) as { category: string; tags: unknown[] }[];
    for (const e of events) expect(e.tags).toEqual([tags.find((t) => t.label === e.category)]);
  });

  it('pages with limit and offset, and bounds both', async () => {
    const all = MetadataTags.parse(await k.ok('/tags'));
    expect(MetadataTags.parse(await k.ok('/tags?limit=2&offset=1'))).toEqual(all.slice(1, 3));
    expect(await k.ok('/tags?limit=0')).toEqual([]);
    expect(await k.ok(`/tags?offset=${all.length}`)).toEqual([]);
    await k.bad('/tags?limit=501', 'limit');
    await k.bad('/tags?limit=x', 'limit');
    await k.bad('/tags?offset=-2', 'offset');
  });
});
