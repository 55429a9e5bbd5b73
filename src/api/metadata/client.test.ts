import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { getMeta } from '../../../server/db/connection';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../config';
import { ApiError } from '../http';
import { createMetadataClient } from './client';
import { decodeMarketLists } from './schemas';

/*
 * The typed metadata client against the real local service, in process: app.request() stands in
 * for the network, so the URLs the client builds, the server's parsing and the response schemas
 * all meet on real responses.
 */

let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  app = createApp(db, { now: () => now });
}, 60_000);

function clientFor() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return app.request(String(input), init);
  });
  return { client: createMetadataClient('http://local/gamma', { fetch: fetch as typeof globalThis.fetch }), calls, fetch };
}

describe('createMetadataClient against the local service', () => {
  it('reads the health route', async () => {
    expect(await clientFor().client.health()).toEqual({ data: 'OK' });
  });

  it('lists events with typed filters written as the wire expects', async () => {
    const { client, calls } = clientFor();
    const events = await client.events({ order: 'volume', ascending: false, limit: 5, closed: false, id: undefined });
    expect(calls).toEqual(['http://local/gamma/events?order=volume&ascending=false&limit=5&closed=false']);
    expect(events).toHaveLength(5);
    expect(events.every((e) => !e.closed)).toBe(true);
    expect(events.map((e) => e.volume)).toEqual([...events.map((e) => e.volume)].sort((a, b) => b - a));
    const picked = await client.events({ id: [Number(events[1]!.id), Number(events[0]!.id)], order: 'volume', ascending: false });
    expect(calls[1]).toBe(`http://local/gamma/events?id=${events[1]!.id}%2C${events[0]!.id}&order=volume&ascending=false`);
    expect(picked.map((e) => e.id)).toEqual([events[0]!.id, events[1]!.id]);
  });

  it('lists markets by condition id and decodes their JSON-in-a-string lists', async () => {
    const { client } = clientFor();
    const [first] = await client.markets({ limit: 1, order: 'volume24hr', ascending: false });
    const again = await client.markets({ condition_ids: [first!.conditionId] });
    expect(again).toEqual([first]);
    const lists = decodeMarketLists(first!);
    expect(lists.outcomes).toHaveLength(2);
    expect(lists.clobTokenIds).toHaveLength(2);
    expect(lists.outcomePrices[0]! + lists.outcomePrices[1]!).toBeCloseTo(1, 9);
    const byToken = await client.markets({ clob_token_ids: [lists.clobTokenIds[1]!] });
    expect(byToken.map((m) => m.id)).toEqual([first!.id]);
  });

  it('reads tags, search results and profiles', async () => {
    const { client } = clientFor();
    const tags = await client.tags({ limit: 3 });
    expect(tags).toHaveLength(3);
    const found = await client.search({ q: tags[0]!.label, limit_per_type: 2 });
    expect(found.tags.map((t) => t.id)).toContain(tags[0]!.id);
    // the public search shapes: a tag's event count, a profile's id and image record
    const tagged = await client.events({ tag_id: Number(tags[0]!.id), limit: 500 });
    expect(found.tags.find((t) => t.id === tags[0]!.id)!.event_count).toBe(tagged.length);
    const [demo] = (await client.search({ q: 'demo trader', search_profiles: true })).profiles;
    expect(demo).toMatchObject({ id: expect.any(String) as string, profileImageOptimized: { id: demo!.id } });
    const profile = await client.profile({ address: DEMO_TRADER });
    expect(profile).toMatchObject({ proxyWallet: DEMO_TRADER, name: 'Demo Trader' });
  });

  it('turns error answers into typed errors with the server message', async () => {
    const { client } = clientFor();
    const miss = await client.profile({ address: `0x${'ab'.repeat(20)}` }).catch((e: unknown) => e);
    expect(miss).toBeInstanceOf(ApiError);
    expect(miss).toMatchObject({ status: 404, message: 'profile not found' });
  });

  it('refuses invalid parameters before sending anything, with the server rules', async () => {
    const { client, fetch } = clientFor();
    for (const attempt of [
      () => client.events({ limit: 501 }),
      () => client.markets({ condition_ids: ['0x12'] }),
      () => client.search({ q: '  ' }),
      () => client.profile({ address: 'nobody' }),
    ]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
    }
    expect(fetch).not.toHaveBeenCalled();
    // the same message the server would send
    const served = (await (await app.request('/gamma/events?limit=501')).json()) as { error: string };
    const local = await client.events({ limit: 501 }).catch((e: ApiError) => e.message);
    expect(local).toBe(served.error);
  });
});
