import { beforeAll, describe, expect, it } from 'vitest';
import { MetadataTag, MetadataTags } from '../../../src/api/metadata/schemas';
import { metadataKit, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/tags/{id} and /tags/slug/{slug} over the demo dataset. */

let k: Kit;
let listed: MetadataTag[];
beforeAll(async () => {
  k = metadataKit();
  listed = MetadataTags.parse(await k.ok('/tags?limit=500'));
}, 60_000);

describe('GET /tags/{id} and /tags/slug/{slug}', () => {
  it('answer every tag exactly as /tags lists it', async () => {
    expect(listed.length).toBeGreaterThan(1);
    for (const t of listed) {
      expect(MetadataTag.parse(await k.ok(`/tags/${t.id}`))).toEqual(t);
      expect(MetadataTag.parse(await k.ok(`/tags/slug/${t.slug}`))).toEqual(t);
      expect(await k.ok(`/tags/slug/${t.slug.toUpperCase()}`)).toEqual(t);
    }
  });

  it('answer an unknown id or slug with a 404 error body', async () => {
    expect(await k.get(`/tags/${listed.length + 1}`)).toEqual([404, { error: 'tag not found' }]);
    expect(await k.get('/tags/slug/no-such-tag')).toEqual([404, { error: 'tag not found' }]);
  });

  it('refuse a segment that cannot be an id or a slug with a 400 naming it', async () => {
    for (const id of ['politics', '0', '-1', '1.0', '01']) await k.bad(`/tags/${id}`, 'id');
    for (const slug of ['sci_fi', '-sports', 'z'.repeat(201)]) await k.bad(`/tags/slug/${slug}`, 'slug');
  });
});
