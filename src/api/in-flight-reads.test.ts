import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { demoDb } from '../../server/testing/demo-db';
import { DEMO_TRADER } from './config';
import { Trades } from './data/contract/schemas-history';
import { supplyInFlightReads } from './in-flight-reads';
import { createTransport } from './transport';

/*
 * The transport taking over reads someone else already sent (the page's HTML's). The answers come
 * from the real service in process; the page's own fetch is counted, to see which requests the
 * transport sent itself.
 */

const app = createApp(demoDb());
const url = (limit: number) => `http://local/data/trades?user=${DEMO_TRADER}&limit=${limit}`;
const realFetch = globalThis.fetch;
let sent: string[];

const clock = () => {
  const c = { t: 1_000_000_000, now: () => c.t, sleep: async (ms: number) => void (c.t += ms) };
  return c;
};
/** Supplies these reads the way src/app/boot/early-reads.ts does: each one once. */
const inFlight = (reads: Record<string, Promise<Response> | undefined>) =>
  supplyInFlightReads((u) => {
    const read = reads[u];
    delete reads[u];
    return read;
  });

beforeEach(() => {
  sent = [];
  globalThis.fetch = (input, init) => {
    sent.push(String(input));
    return Promise.resolve(app.request(String(input), init));
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
  supplyInFlightReads(undefined);
});

describe('in-flight reads', () => {
  it('serve the first request for their exact URL, once, and then the network answers', async () => {
    const transport = createTransport({ clock: clock() });
    inFlight({ [url(3)]: Promise.resolve(app.request(url(3))) });
    const first = await transport.getJson(url(3), Trades);
    expect(sent).toEqual([]);
    expect(first).toHaveLength(3);
    const again = await transport.getJson(url(3), Trades);
    expect(sent).toEqual([url(3)]);
    expect(again).toEqual(first);
  });

  it('never stand in for another URL', async () => {
    const transport = createTransport({ clock: clock() });
    const reads = { [url(3)]: Promise.resolve(app.request(url(3))) };
    inFlight(reads);
    const two = await transport.getJson(url(2), Trades);
    expect(two).toHaveLength(2);
    expect(sent).toEqual([url(2)]);
    expect(reads[url(3)]).toBeDefined(); // still there for its own URL
  });

  it('a failed one is retried over the network', async () => {
    const transport = createTransport({ clock: clock() });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    inFlight({ [url(3)]: failed });
    const rows = await transport.getJson(url(3), Trades);
    expect(rows).toHaveLength(3);
    expect(sent).toEqual([url(3)]);
  });

  it('are never taken by a transport with its own fetch, and none are once the supply is gone', async () => {
    const reads = { [url(3)]: Promise.resolve(app.request(url(3))) };
    inFlight(reads);
    const own: string[] = [];
    const withOwn = createTransport({
      clock: clock(),
      fetch: (input, init) => (own.push(String(input)), Promise.resolve(app.request(String(input), init))),
    });
    await withOwn.getJson(url(3), Trades);
    expect(own).toEqual([url(3)]);
    expect(reads[url(3)]).toBeDefined();

    supplyInFlightReads(undefined);
    await createTransport({ clock: clock() }).getJson(url(3), Trades);
    expect(sent).toEqual([url(3)]);
  });
});
