import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../config';
import type { RequestOptions } from '../transport';
import { activityV2Query, tradesV2Query } from './contract/params-v2';
import { collectAll, pageAll, PagingError } from './page-all';
import { publicRead } from '../route-record';
import { createRouteClient } from './route-client';
import { V2Activity, V2Trade, v2Page } from './contract/schemas-v2';

const ROUTES = {
  activity: publicRead({
    path: '/v2/activity',
    summary: 'activity',
    tag: 'history',
    query: activityV2Query,
    response: v2Page(V2Activity),
    paging: 'cursor',
  }),
  trades: publicRead({
    path: '/v2/trades',
    summary: 'trades',
    tag: 'history',
    query: tradesV2Query,
    response: v2Page(V2Trade),
    paging: 'cursor',
  }),
};

const app = createApp(demoDb());

function clientFor() {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return app.request(String(input), init);
  };
  return { client: createRouteClient('http://local/data', ROUTES, { fetch: fetch as typeof globalThis.fetch }), urls };
}

const distinct = (rows: unknown[]) => new Set(rows.map((r) => JSON.stringify(r))).size;

describe('pageAll over the real v2 feeds of the demo trader', () => {
  it('walks /v2/activity in small pages to the same rows as one big page', async () => {
    const { client, urls } = clientFor();
    const whole = await client.activity({ user: DEMO_TRADER, limit: 1000, exclude_deposits_withdrawals: false });
    expect(whole.pagination.has_more).toBe(false);
    expect(whole.data.length).toBeGreaterThan(50);

    const pages: unknown[][] = [];
    for await (const page of pageAll(client.activity, { user: DEMO_TRADER, limit: 7, exclude_deposits_withdrawals: false }))
      pages.push(page);
    const rows = pages.flat();
    expect(pages.length).toBe(Math.ceil(whole.data.length / 7));
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(rows).toEqual(whole.data);
    expect(distinct(rows)).toBe(rows.length);
    expect(urls.slice(2).every((u) => u.includes('cursor='))).toBe(true);
  });

  it('walks /v2/trades (maker fills included) the same way', async () => {
    const { client } = clientFor();
    const whole = await client.trades({ user: DEMO_TRADER, limit: 1000, taker_only: false });
    expect(whole.pagination.has_more).toBe(false);
    const rows = await collectAll(client.trades, { user: DEMO_TRADER, limit: 7, taker_only: false });
    expect(rows).toEqual(whole.data);
    expect(distinct(rows)).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(7 * 5);
  });

  it('stops when the signal aborts', async () => {
    const { client, urls } = clientFor();
    const ctl = new AbortController();
    const seen: number[] = [];
    const walk = (async () => {
      for await (const page of pageAll(client.activity, { user: DEMO_TRADER, limit: 7 }, { signal: ctl.signal })) {
        seen.push(page.length);
        ctl.abort(new Error('closed'));
      }
    })();
    await expect(walk).rejects.toThrow('closed');
    expect(seen).toEqual([7]);
    expect(urls).toHaveLength(1);
  });

  it('refuses a cursor that comes back a second time', async () => {
    const { client, urls } = clientFor();
    // a cache in front of the service that replays the second page whatever cursor it is sent
    let second: string | undefined;
    const replaying = (params: Parameters<typeof client.activity>[0], opts?: RequestOptions) => {
      if (typeof params.cursor === 'string') second ??= params.cursor;
      return client.activity(second === undefined ? params : { ...params, cursor: second }, opts);
    };
    const walk = collectAll(replaying, { user: DEMO_TRADER, limit: 7 });
    await expect(walk).rejects.toBeInstanceOf(PagingError);
    await expect(walk).rejects.toMatchObject({ code: 'cursor_loop' });
    expect(urls).toHaveLength(3);
  });

  it('stops at maxPages instead of reading on', async () => {
    const { client, urls } = clientFor();
    const pages: number[] = [];
    const walk = (async () => {
      for await (const p of pageAll(client.trades, { user: DEMO_TRADER, limit: 7 }, { maxPages: 2 })) pages.push(p.length);
    })();
    await expect(walk).rejects.toMatchObject({ code: 'max_pages' });
    expect(pages).toEqual([7, 7]);
    expect(urls).toHaveLength(2);
  });

  it('types the parameters by the route', async () => {
    const { client } = clientFor();
    // @ts-expect-error limt is not a parameter of /v2/trades
    await expect(collectAll(client.trades, { user: DEMO_TRADER, limt: 7 })).rejects.toThrow('invalid limt');
  });
});
