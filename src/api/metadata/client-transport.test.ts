import { describe, expect, it, vi } from 'vitest';
import { ClientRateLimiter, METADATA_SERVICE_RULES } from '../client-rate-limiter';
import { ApiError } from '../http';
import { createTransport } from '../transport';
import { createMetadataClient } from './client';
import { MetadataHealth } from './schemas';

/*
 * The metadata client's road to the network, with fetch stubbed and a fake clock: every request
 * takes a slot of the client-side limiter (the metadata service's limits, under the client's mount)
 * and a retryable failure is retried, exactly as the data client's requests are.
 */

const BASE = 'http://local/gamma';
const TAG = { id: '1', label: 'Politics', slug: 'politics' };

function fakeClock(start = 1_000_000_000) {
  const c = { t: start, sleeps: [] as number[], now: () => c.t, sleep: async (ms: number) => void (c.sleeps.push(ms), (c.t += ms)) };
  return c;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Answers with the scripted responses in turn (the last one repeats); records each request's URL and start time. */
function scriptedFetch(clock: { now: () => number }, ...answers: (() => Response)[]) {
  const calls: { url: string; at: number }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push({ url: String(input), at: clock.now() });
    return answers[Math.min(calls.length, answers.length) - 1]!();
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe('createMetadataClient transport', () => {
  it('paces requests under the metadata service limits, per route prefix under its mount', async () => {
    const clock = fakeClock();
    const t0 = clock.t;
    const { fetch, calls } = scriptedFetch(clock, () => json([TAG]));
    const events = scriptedFetch(clock, () => json([]));
    const byPath = ((input: RequestInfo | URL, init?: RequestInit) =>
      (String(input).includes('/events') ? events.fetch : fetch)(input, init)) as typeof globalThis.fetch;
    const client = createMetadataClient(BASE, { fetch: byPath, clock });
    const tagsLimit = METADATA_SERVICE_RULES.find((r) => r.pathPrefix === '/tags')!.limit;

    for (let i = 0; i < tagsLimit; i++) await client.tags({ limit: 1 });
    // /events has a rule of its own, so a full /tags window does not hold it back
    await client.events({});
    expect(events.calls).toEqual([{ url: `${BASE}/events`, at: t0 }]);

    expect(await client.tags({ limit: 1 })).toEqual([TAG]);
    expect(calls).toHaveLength(tagsLimit + 1);
    expect(calls.slice(0, tagsLimit).every((c) => c.at === t0)).toBe(true);
    expect(calls.at(-1)).toEqual({ url: `${BASE}/tags?limit=1`, at: t0 + 10_000 });
    expect(clock.sleeps).toEqual([10_000]);
  });

  it('retries a 503 with jitter and a 429 after its Retry-After, taking a limiter slot per attempt', async () => {
    const clock = fakeClock();
    const t0 = clock.t;
    const { fetch, calls } = scriptedFetch(
      clock,
      () => json({ error: 'maintenance' }, 503),
      () => json({ error: 'slow down' }, 429, { 'retry-after': '3' }),
      () => json([TAG]),
    );
    const limiter = new ClientRateLimiter(METADATA_SERVICE_RULES, '/gamma', clock);
    const acquire = vi.spyOn(limiter, 'acquire');
    const client = createMetadataClient(BASE, { fetch, clock, limiter, retry: { random: () => 0.5 } });

    expect(await client.tags({ limit: 1 })).toEqual([TAG]);
    // full jitter: half of the 500 ms base, then exactly the server's 3 s
    expect(clock.sleeps).toEqual([250, 3_000]);
    expect(calls.map((c) => c.at)).toEqual([t0, t0 + 250, t0 + 3_250]);
    expect(acquire).toHaveBeenCalledTimes(3);
    expect(acquire).toHaveBeenLastCalledWith(`${BASE}/tags?limit=1`);
  });

  it('does not retry a refusal, and refuses bad parameters without taking a slot', async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch(clock, () => json({ error: 'profile not found' }, 404));
    const limiter = new ClientRateLimiter(METADATA_SERVICE_RULES, '/gamma', clock);
    const acquire = vi.spyOn(limiter, 'acquire');
    const client = createMetadataClient(BASE, { fetch, clock, limiter });

    const miss = await client.profile({ address: `0x${'ab'.repeat(20)}` }).catch((e: unknown) => e);
    expect(miss).toBeInstanceOf(ApiError);
    expect(miss).toMatchObject({ status: 404, message: 'profile not found' });
    expect(calls).toHaveLength(1);

    const bad = await client.events({ limit: 501 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_params' });
    expect(acquire).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('sends every call, health included, through a transport it is given', async () => {
    const clock = fakeClock();
    const { fetch } = scriptedFetch(clock, () => json({ data: 'OK' }));
    const transport = createTransport({ fetch, clock });
    const getJson = vi.spyOn(transport, 'getJson');
    const client = createMetadataClient(BASE, { transport });

    expect(await client.health()).toEqual({ data: 'OK' });
    expect(getJson).toHaveBeenCalledWith(`${BASE}/`, MetadataHealth, undefined);
  });
});
