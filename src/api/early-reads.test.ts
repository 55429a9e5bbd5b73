import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { demoDb } from '../../server/testing/demo-db';
import { DEMO_TRADER } from './config';
import { Trades } from './data/contract/schemas-history';
import { dropEarlyReads, EARLY_READS_GLOBAL, earlyReadsTaken, hasEarlyRead, takeEarlyRead } from './early-reads';
import { createTransport } from './transport';

/*
 * The transport taking over reads a page's HTML sent (the build's inline script puts pending
 * fetches under a global). The answers come from the real service in process; the page's own
 * fetch is counted, to see which requests the transport sent itself.
 */

const app = createApp(demoDb());
const url = (limit: number) => `http://local/data/trades?user=${DEMO_TRADER}&limit=${limit}`;
const realFetch = globalThis.fetch;
let sent: string[];

const clock = () => {
  const c = { t: 1_000_000_000, now: () => c.t, sleep: async (ms: number) => void (c.t += ms) };
  return c;
};
const early = (reads: Record<string, Promise<Response>>) => ((globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] = reads);

beforeEach(() => {
  sent = [];
  globalThis.fetch = (input, init) => {
    sent.push(String(input));
    return Promise.resolve(app.request(String(input), init));
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
  dropEarlyReads();
});

describe('early reads', () => {
  it('serve the first request for their exact URL, once, and then the network answers', async () => {
    const transport = createTransport({ clock: clock() });
    early({ [url(3)]: Promise.resolve(app.request(url(3))) });
    const before = earlyReadsTaken();

    const first = await transport.getJson(url(3), Trades);
    expect(sent).toEqual([]);
    expect(first).toHaveLength(3);
    expect(earlyReadsTaken()).toBe(before + 1);

    const again = await transport.getJson(url(3), Trades);
    expect(sent).toEqual([url(3)]);
    expect(again).toEqual(first);
  });

  it('say whether one is still waiting, until it is taken or dropped', () => {
    expect(hasEarlyRead('/data/trades?')).toBe(false);
    const read = Promise.resolve(app.request(url(3)));
    early({ [url(3)]: read });
    expect(hasEarlyRead('/data/trades?')).toBe(true);
    expect(hasEarlyRead('/data/activity?')).toBe(false);
    expect(takeEarlyRead(url(3))).toBe(read);
    expect(hasEarlyRead('/data/trades?')).toBe(false);
    early({ [url(3)]: read });
    dropEarlyReads();
    expect(hasEarlyRead('/data/trades?')).toBe(false);
  });

  it('never stand in for another URL', async () => {
    const transport = createTransport({ clock: clock() });
    early({ [url(3)]: Promise.resolve(app.request(url(3))) });
    const two = await transport.getJson(url(2), Trades);
    expect(two).toHaveLength(2);
    expect(sent).toEqual([url(2)]);
    expect(takeEarlyRead(url(3))).toBeDefined(); // still there for its own URL
  });

  it('a failed early read is retried over the network', async () => {
    const transport = createTransport({ clock: clock() });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    early({ [url(3)]: failed });
    const rows = await transport.getJson(url(3), Trades);
    expect(rows).toHaveLength(3);
    expect(sent).toEqual([url(3)]);
  });

  it('are gone once dropped, and a transport with its own fetch never takes them', async () => {
    early({ [url(3)]: Promise.resolve(app.request(url(3))) });
    const own: string[] = [];
    const withOwn = createTransport({ clock: clock(), fetch: (input, init) => (own.push(String(input)), Promise.resolve(app.request(String(input), init))) });
    await withOwn.getJson(url(3), Trades);
    expect(own).toEqual([url(3)]);
    expect(takeEarlyRead(url(3))).toBeDefined();

    early({ [url(3)]: Promise.resolve(app.request(url(3))) });
    dropEarlyReads();
    await createTransport({ clock: clock() }).getJson(url(3), Trades);
    expect(sent).toEqual([url(3)]);
  });
});
