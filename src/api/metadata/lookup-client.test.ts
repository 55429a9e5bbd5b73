import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { getMeta } from '../../../server/db/connection';
import { demoDb } from '../../../server/testing/demo-db';
import { ApiError } from '../http';
import { createMetadataClient } from './client';
import { createMetadataLookupClient } from './lookup-client';

/*
 * The typed lookup client against the real local service, in process: the paths it fills, the
 * server's reading of them and the response schemas meet on real answers, and each record it
 * reads is the one the listing client reads.
 */

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  app = createApp(db, { now: () => now });
}, 60_000);

function clients() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return app.request(String(input), init);
  });
  const options = { fetch: fetch as typeof globalThis.fetch };
  return {
    lookup: createMetadataLookupClient('http://local/gamma', options),
    list: createMetadataClient('http://local/gamma', options),
    calls,
    fetch,
  };
}

describe('createMetadataLookupClient against the local service', () => {
  it('reads an event by id and by slug, and its tags, as the listing sends them', async () => {
    const { lookup, list, calls } = clients();
    const [listed] = await list.events({ order: 'volume', ascending: false, limit: 1 });
    const id = Number(listed!.id);
    expect(await lookup.event(id)).toEqual(listed);
    expect(await lookup.eventBySlug(listed!.slug)).toEqual(listed);
    expect(await lookup.eventTags(id)).toEqual(listed!.tags);
    expect(calls.slice(1)).toEqual([
      `http://local/gamma/events/${id}`,
      `http://local/gamma/events/slug/${listed!.slug}`,
      `http://local/gamma/events/${id}/tags`,
    ]);
  });

  it('reads a market and a tag by id and by slug', async () => {
    const { lookup, list } = clients();
    const [market] = await list.markets({ limit: 1, order: 'volume24hr', ascending: false });
    expect(await lookup.market(Number(market!.id))).toEqual(market);
    expect(await lookup.marketBySlug(market!.slug)).toEqual(market);
    const [, tag] = await list.tags({ limit: 2 });
    expect(await lookup.tag(Number(tag!.id))).toEqual(tag);
    expect(await lookup.tagBySlug(tag!.slug)).toEqual(tag);
  });

  it('turns a miss into an ApiError 404 with the server message', async () => {
    const { lookup } = clients();
    for (const [attempt, message] of [
      [() => lookup.event(999_999), 'event not found'],
      [() => lookup.marketBySlug('no-such-market'), 'market not found'],
      [() => lookup.tag(999_999), 'tag not found'],
    ] as const) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 404, message });
    }
  });

  it('refuses a malformed id or slug before sending anything, with the message the server would send', async () => {
    const { lookup, fetch } = clients();
    for (const attempt of [() => lookup.event(0), () => lookup.market(1.5), () => lookup.tagBySlug('a b'), () => lookup.eventTags(-1)]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, code: 'invalid_params' });
    }
    expect(fetch).not.toHaveBeenCalled();
    const served = (await (await app.request('/gamma/events/slug/a%20b')).json()) as { error: string };
    expect(await lookup.eventBySlug('a b').catch((e: ApiError) => e.message)).toBe(served.error);
  });
});
