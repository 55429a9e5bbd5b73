import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { MetadataEvents, MetadataSearchResponse, MetadataTags } from '../../../src/api/metadata/schemas';
import { metadataKit, NOW, tinyDb, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/public-search: events, tags and profiles by text, over the demo dataset. */

type Json = Record<string, unknown>;
let k: Kit;
const search = async (query: string) => MetadataSearchResponse.parse(await k.ok(`/public-search?${query}`));

beforeAll(() => {
  k = metadataKit();
}, 60_000);

/** Event ids whose title or slug, or a market's question, slug or outcome name, contains the text, by SQL alone. */
function eventsMatching(text: string): number[] {
  const like = `%${text}%`;
  return k.db
    .prepare(
      `SELECT DISTINCT e.id FROM events e JOIN markets m ON m.event_id = e.id
       WHERE e.title LIKE @t OR e.slug LIKE @t OR m.title LIKE @t OR m.slug LIKE @t OR m.outcome0 LIKE @t OR m.outcome1 LIKE @t ORDER BY e.id`,
    )
    .pluck()
    .all({ t: like }) as number[];
}

describe('GET /public-search', () => {
  it('finds events by a word of their title or their markets, busiest first, with the total count', async () => {
    const word = 'win';
    const expected = eventsMatching(word);
    expect(expected.length).toBeGreaterThan(1);
    const all = await search(`q=${word.toUpperCase()}&limit_per_type=50`);
    expect(all.events.map((e) => Number(e.id)).sort((a, b) => a - b)).toEqual(expected);
    expect(all.pagination).toEqual({ hasMore: false, totalResults: expected.length });
    const volumes = all.events.map((e) => e.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    // the events are full records, markets included
    for (const e of all.events) expect(e.markets.length).toBeGreaterThan(0);

    const one = await search(`q=${word}&limit_per_type=1`);
    expect(one.events).toEqual(all.events.slice(0, 1));
    expect(one.pagination).toEqual({ hasMore: true, totalResults: expected.length });
  });

  it('finds a market by its slug or an outcome name, not only by its question', async () => {
    // the demo's named outcomes all appear in their questions: a tiny dataset names one that does not
    const db = tinyDb();
    db.prepare("UPDATE markets SET outcome0 = 'Dovish Hold', slug = 'fomc-june-cut'").run();
    const app = createApp(db, { now: () => NOW });
    const ids = async (q: string) =>
      MetadataSearchResponse.parse(await (await app.request(`/gamma/public-search?q=${q}`)).json()).events.map((e) => e.id);
    expect(await ids('dovish')).toEqual(['7']);
    expect(await ids('FOMC-june')).toEqual(['7']);
    expect(await ids('hawkish')).toEqual([]);
  });

  it('keeps active or closed events only with events_status (the public service filter), before the cap', async () => {
    const word = 'will';
    const all = await search(`q=${word}&limit_per_type=50`);
    const active = await search(`q=${word}&limit_per_type=50&events_status=active`);
    const closed = await search(`q=${word}&limit_per_type=50&events_status=CLOSED`);
    expect(active.events.length).toBeGreaterThan(0);
    expect(closed.events.length).toBeGreaterThan(0);
    expect(active.events.every((e) => e.active && !e.closed)).toBe(true);
    expect(closed.events.every((e) => e.closed)).toBe(true);
    expect(active.pagination.totalResults + closed.pagination.totalResults).toBeLessThanOrEqual(all.pagination.totalResults);
    const one = await search(`q=${word}&limit_per_type=1&events_status=active`);
    expect(one.events).toEqual(active.events.slice(0, 1));
    expect(one.pagination.totalResults).toBe(active.pagination.totalResults);
    await k.bad('/public-search?q=cup&events_status=open', 'events_status');
  });

  it('finds tags by label or slug, and can leave tags or profiles out', async () => {
    const hit = await search('q=crypt');
    expect(hit.tags.map((t) => t.label)).toEqual(['Crypto']);
    expect((await search('q=crypt&search_tags=false')).tags).toEqual([]);
    expect((await search('q=demo&search_profiles=false')).profiles).toEqual([]);
  });

  it('sends each tag with event_count, the number of events that carry it (what /events?tag_id= lists)', async () => {
    const tags = MetadataTags.parse(await k.ok('/tags'));
    for (const t of tags) {
      const found = await search(`q=${encodeURIComponent(t.label)}&search_tags=true&limit_per_type=50`);
      const hit = found.tags.find((x) => x.id === t.id);
      expect(hit, t.label).toEqual({ ...t, event_count: expect.any(Number) as number });
      const listed = MetadataEvents.parse(await k.ok(`/events?tag_id=${t.id}&limit=500`));
      expect(listed.length).toBeLessThan(500);
      expect(hit!.event_count, t.label).toBe(listed.length);
      expect(hit!.event_count, t.label).toBe(k.db.prepare('SELECT COUNT(*) FROM events WHERE category = ?').pluck().get(t.label));
    }
    expect((await search('q=crypt')).tags.map((t) => t.event_count)[0]).toBeGreaterThan(0);
  });

  it('sends profiles as the public Profile: an id, and the image as an ImageOptimization record', async () => {
    const found = await search('q=e&search_profiles=true&limit_per_type=50');
    expect(found.profiles.length).toBeGreaterThan(10);
    type Row = { id: number; profile_image: string; profile_image_optimized: string };
    const row = k.db.prepare<[string], Row>(
      'SELECT rowid AS id, profile_image, profile_image_optimized FROM users WHERE display_address = ?',
    );
    for (const p of found.profiles) {
      const u = row.get(p.proxyWallet)!;
      expect(p.id).toBe(String(u.id));
      if (u.profile_image === '') expect(p).not.toHaveProperty('profileImageOptimized');
      else
        expect(p.profileImageOptimized).toEqual({
          id: p.id,
          imageUrlSource: u.profile_image,
          imageUrlOptimized: u.profile_image_optimized,
        });
      // the fields both records have are the public profile's, field for field; the X handle and
      // the badge are /public-profile's alone, as on the public service
      const { id: _id, profileImageOptimized: _image, ...rest } = p;
      const { xUsername: _x, verifiedBadge: _v, ...shared } = (await k.ok(`/public-profile?address=${p.proxyWallet}`)) as Json;
      expect(rest).toEqual(shared);
      expect(Object.keys(p)).not.toContain('xUsername');
    }
    expect(new Set(found.profiles.map((p) => p.id)).size).toBe(found.profiles.length);
    expect(found.profiles.some((p) => p.profileImageOptimized) && found.profiles.some((p) => !p.profileImageOptimized)).toBe(true);
  });

  it('finds profiles by public name, pseudonym or X handle, never by a private name', async () => {
    const demo = await search('q=demo trader');
    expect(demo.profiles.map((p) => p.name)).toEqual(['Demo Trader']);
    const pseudonyms = (await search('q=steady-compass')).profiles.map((p) => p.pseudonym);
    expect(pseudonyms).toContain('Steady-Compass');
    expect(pseudonyms.every((p) => p.toLowerCase().includes('steady-compass'))).toBe(true);
    expect((await search('q=leviathan_mm')).profiles.map((p) => p.name)).toEqual(['Leviathan']);
    const hidden = k.db
      .prepare(
        `SELECT name FROM users u WHERE display_username_public = 0 AND length(name) > 6
         AND NOT EXISTS (SELECT 1 FROM users v WHERE v.address <> u.address AND (v.name LIKE '%' || u.name || '%' OR v.pseudonym LIKE '%' || u.name || '%' OR v.x_username LIKE '%' || u.name || '%'))
         AND u.pseudonym NOT LIKE '%' || u.name || '%' AND u.x_username NOT LIKE '%' || u.name || '%' LIMIT 1`,
      )
      .pluck()
      .get() as string;
    expect(hidden).toBeTruthy();
    expect((await search(`q=${encodeURIComponent(hidden)}`)).profiles).toEqual([]);
  });

  it('sends a profile without an image without an image record, and an unfound tag count as 0', async () => {
    const db = tinyDb();
    db.prepare(`INSERT INTO users VALUES (?, ?, 'Plain Jane', 'Plain-Jane', '', '', '', 0, 1, '', ?)`).run(
      `0x${'3'.repeat(40)}`,
      `0x${'3'.repeat(40)}`,
      NOW,
    );
    // a market category no event carries is a tag with no events
    db.prepare("UPDATE markets SET category = 'Weather'").run();
    const app = createApp(db, { now: () => NOW });
    const get = async (q: string) => MetadataSearchResponse.parse(await (await app.request(`/gamma/public-search?${q}`)).json());
    const [jane] = (await get('q=plain')).profiles;
    expect(jane).toMatchObject({ id: '1', name: 'Plain Jane', profileImage: '' });
    expect(jane).not.toHaveProperty('profileImageOptimized');
    expect((await get('q=weather')).tags).toEqual([{ id: '2', label: 'Weather', slug: 'weather', event_count: 0 }]);
    expect((await get('q=econ')).tags).toEqual([{ id: '1', label: 'Economics', slug: 'economics', event_count: 1 }]);
  });

  it('misses cleanly: no match is empty lists, and LIKE wildcards are plain text', async () => {
    const none = await search('q=zzqqxx-nothing');
    expect(none).toEqual({ events: [], tags: [], profiles: [], pagination: { hasMore: false, totalResults: 0 } });
    // '_' finds the handles that really contain an underscore, not every profile
    const underscore = await search('q=_&limit_per_type=50');
    expect(underscore.events).toEqual([]);
    const withUnderscore = k.db
      .prepare(
        "SELECT display_address FROM users WHERE instr(x_username, '_') OR instr(pseudonym, '_') OR (display_username_public = 1 AND instr(name, '_')) ORDER BY 1",
      )
      .pluck()
      .all() as string[];
    expect(withUnderscore.length).toBeGreaterThan(0);
    expect(underscore.profiles.map((p) => p.proxyWallet).sort()).toEqual(withUnderscore);
    // '%' matches the titles that contain a percent sign, and no profile (unescaped, it would match all)
    const percent = await search('q=%25&limit_per_type=50');
    expect(percent.profiles).toEqual([]);
    const withPercent = k.db
      .prepare(
        "SELECT DISTINCT e.id FROM events e JOIN markets m ON m.event_id = e.id WHERE instr(e.title, '%') OR instr(m.title, '%') ORDER BY e.id",
      )
      .pluck()
      .all() as number[];
    expect(percent.events.map((e) => Number(e.id)).sort((a, b) => a - b)).toEqual(withPercent);
  });

  it('refuses a missing, empty or oversized q and a bad limit_per_type with a 400', async () => {
    await k.bad('/public-search', 'q');
    await k.bad('/public-search?q=', 'q');
    await k.bad('/public-search?q=%20%20', 'q');
    await k.bad(`/public-search?q=${'a'.repeat(101)}`, 'q');
    await k.bad('/public-search?q=cup&limit_per_type=51', 'limit_per_type');
    await k.bad('/public-search?q=cup&limit_per_type=x', 'limit_per_type');
    await k.bad('/public-search?q=cup&search_tags=no', 'search_tags');
    // a malformed escape is text, not a server error
    expect((await search('q=%ZZ')).events).toEqual([]);
  });
});
