import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { MetadataEvent, MetadataEvents, MetadataTags } from '../../../src/api/metadata/schemas';
import { metadataKit, NOW, tinyDb, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/events/{id}, /events/slug/{slug} and /events/{id}/tags over the demo dataset. */

let k: Kit;
let listed: MetadataEvent[];
beforeAll(async () => {
  k = metadataKit();
  listed = MetadataEvents.parse(await k.ok('/events?limit=500'));
}, 60_000);

const BAD_IDS = ['abc', '0', '-1', '1.5', '01', '1e3', '9'.repeat(16), '%20'];
const BAD_SLUGS = ['bad_slug', 'a%20b', '-leading-dash', 'x'.repeat(201), '%C3%A9t%C3%A9'];

describe('GET /events/{id} and /events/slug/{slug}', () => {
  it('answer every event exactly as the listing sends it, open and closed alike', async () => {
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.some((e) => e.closed) && listed.some((e) => !e.closed)).toBe(true);
    for (const e of listed) {
      expect(MetadataEvent.parse(await k.ok(`/events/${e.id}`))).toEqual(e);
      expect(MetadataEvent.parse(await k.ok(`/events/slug/${e.slug}`))).toEqual(e);
    }
  });

  it('match a slug without regard to case, and take a trailing slash', async () => {
    const e = listed[3]!;
    expect(await k.ok(`/events/slug/${e.slug.toUpperCase()}`)).toEqual(e);
    expect(await k.ok(`/events/${e.id}/`)).toEqual(e);
  });

  it('answer an unknown id or slug with a 404 error body', async () => {
    const past = Math.max(...listed.map((e) => Number(e.id))) + 1;
    for (const path of [`/events/${past}`, '/events/slug/no-such-event', `/events/${past}/tags`]) {
      expect(await k.get(path), path).toEqual([404, { error: 'event not found' }]);
    }
    // the literal segment wins: this is the event whose slug is "tags", not the tags of an event "slug"
    expect(await k.get('/events/slug/tags')).toEqual([404, { error: 'event not found' }]);
  });

  it('refuse a segment that cannot be an id or a slug with a 400 naming it', async () => {
    for (const id of BAD_IDS) {
      await k.bad(`/events/${id}`, 'id');
      await k.bad(`/events/${id}/tags`, 'id');
    }
    for (const slug of BAD_SLUGS) await k.bad(`/events/slug/${slug}`, 'slug');
  });

  it('follow the tables: an event written after the first read is found at once', async () => {
    const db = tinyDb();
    const app = createApp(db, { now: () => NOW });
    expect((await app.request('/gamma/events/7')).status).toBe(200);
    expect((await app.request('/gamma/events/slug/later')).status).toBe(404);
    db.prepare(`INSERT INTO events VALUES (8, 'later', 'Later', 'Economics', '', '', 0, ?, ?)`).run(NOW, NOW + 86_400);
    const later = MetadataEvent.parse(await (await app.request('/gamma/events/slug/later')).json());
    expect(later).toMatchObject({ id: '8', title: 'Later', markets: [], closed: false });
    expect(await (await app.request('/gamma/events/8')).json()).toEqual(later);
  });
});

describe('GET /events/{id}/tags', () => {
  it("answers each event's tags, as the listing carries them", async () => {
    for (const e of listed) expect(MetadataTags.parse(await k.ok(`/events/${e.id}/tags`))).toEqual(e.tags);
    expect(listed.every((e) => e.tags.length === 1)).toBe(true);
  });
});
