import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../config';
import { ApiError } from '../http';
import { noParams } from './contract/params';
import { userOnlyQuery } from './contract/params-boards';
import { tradesQuery } from './contract/params-history';
import { activityV2Query } from './contract/params-v2';
import { publicRead } from '../route-record';
import { createRouteClient } from './route-client';
import { HealthResponse } from './contract/schemas';
import { Trades, type Trade } from './contract/schemas-history';
import { V2Activity, V2Trade, v2Page } from './contract/schemas-v2';

/* A small record set of its own, so this file tests the generator, not the shared route list. */
const ROUTES = {
  health: publicRead({
    path: '/',
    summary: 'health',
    tag: 'reference',
    query: noParams,
    response: HealthResponse,
    paging: 'none',
  }),
  trades: publicRead({
    path: '/trades',
    summary: 'trades',
    tag: 'history',
    query: tradesQuery,
    response: Trades,
    paging: 'offset',
  }),
  activity: publicRead({
    path: '/v2/activity',
    summary: 'activity',
    tag: 'history',
    query: activityV2Query,
    response: v2Page(V2Activity),
    paging: 'cursor',
  }),
  snapshot: {
    ...publicRead({
      path: '/v1/accounting/snapshot',
      summary: 'snapshot',
      tag: 'wallet',
      query: userOnlyQuery,
      response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
      paging: 'none',
    }),
    contentType: 'application/zip' as const,
  },
  // a record whose response schema does not match what the path serves
  tradesAsV2: publicRead({
    path: '/trades',
    summary: 'wrong',
    tag: 'history',
    query: tradesQuery,
    response: v2Page(V2Trade),
    paging: 'offset',
  }),
};

const app = createApp(demoDb());

function clientFor() {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return app.request(String(input), init);
  });
  const client = createRouteClient('http://local/data', ROUTES, { fetch: fetch as typeof globalThis.fetch });
  return { client, urls, fetch };
}

describe('createRouteClient against the local service', () => {
  it('builds the URL from the wire form and returns validated rows', async () => {
    const { client, urls } = clientFor();
    const rows = await client.trades({ user: DEMO_TRADER, limit: 5, start: 1, side: 'BUY' });
    expect(urls).toEqual([`http://local/data/trades?user=${DEMO_TRADER}&limit=5&start=1&side=BUY`]);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.proxyWallet === DEMO_TRADER && r.side === 'BUY')).toBe(true);
    // the same request sent raw gets the same body
    expect(rows).toEqual(await (await app.request(urls[0]!)).json());
    expect(await client.health({})).toEqual({ data: 'OK' });
  });

  it('writes lists for a v2 cursor route and reads its envelope', async () => {
    const { client, urls } = clientFor();
    const page = await client.activity({ user: DEMO_TRADER, limit: 4, type: ['TRADE', 'REDEEM'], sort_direction: 'ASC' });
    expect(urls[0]).toContain('type=TRADE%2CREDEEM');
    expect(page.data).toHaveLength(4);
    expect(page.data.every((r) => ['TRADE', 'REDEEM'].includes(r.type))).toBe(true);
    expect(page.data.map((r) => r.timestamp)).toEqual([...page.data.map((r) => r.timestamp)].sort((a, b) => a - b));
    expect(page.pagination).toMatchObject({ limit: 4, has_more: true, next_cursor: expect.any(String) });
    const next = await client.activity({
      user: DEMO_TRADER,
      limit: 4,
      type: ['TRADE', 'REDEEM'],
      sort_direction: 'ASC',
      cursor: page.pagination.next_cursor!,
    });
    expect(next.data[0]!.timestamp).toBeGreaterThanOrEqual(page.data[3]!.timestamp);
  });

  it('rejects invalid parameters with the route’s own message before any request', async () => {
    const { client, fetch } = clientFor();
    await expect(client.trades({ limit: 'ten' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_params',
      message: 'invalid limit: expected an integer >= 0',
    });
    await expect(client.trades({ user: DEMO_TRADER, offset: 10_001 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('offset'),
    });
    await expect(client.trades({ filterType: 'CASH' })).rejects.toMatchObject({
      message: 'filterType and filterAmount must be sent together',
    });
    await expect(client.activity({ user: '0x123' })).rejects.toMatchObject({
      code: 'invalid_params',
      message: expect.stringContaining('user'),
    });
    await expect(client.activity({ user: DEMO_TRADER, sort_direction: 'UP' })).rejects.toThrow('invalid sort_direction: UP (ASC or DESC)');
    const rejected = await client.trades({ limit: 'ten' }).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes a wrong or missing parameter a type error, and still refuses it at run time', async () => {
    const { client, fetch } = clientFor();
    // @ts-expect-error usr is not a parameter of /trades
    await expect(client.trades({ usr: DEMO_TRADER })).rejects.toThrow('invalid usr: not a parameter of /trades');
    // @ts-expect-error user is required on /v2/activity
    await expect(client.activity({ limit: 5 })).rejects.toThrow("required query param 'user' not provided");
    // @ts-expect-error v2 routes are typed in snake_case
    await expect(client.activity({ user: DEMO_TRADER, sortDirection: 'ASC' })).rejects.toThrow(
      'invalid sortDirection: not a parameter of /v2/activity',
    );
    expect(fetch).not.toHaveBeenCalled();
    expectTypeOf(client.trades).returns.resolves.toEqualTypeOf<Trade[]>();
    expectTypeOf(client.snapshot).returns.resolves.toEqualTypeOf<Uint8Array>();
    expectTypeOf(client.activity).parameter(0).toHaveProperty('user');
  });

  it('turns a server 400 into an ApiError carrying the server’s message and code', async () => {
    const { client, fetch } = clientFor();
    // a cursor passes the local check (any short string) but only the server can verify its signature
    const err = await client.activity({ user: DEMO_TRADER, cursor: 'forged' }).catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request', message: expect.stringContaining('cursor') });
    const raw = (await (await app.request(`http://local/data/v2/activity?user=${DEMO_TRADER}&cursor=forged`)).json()) as { error: string };
    expect((err as ApiError).message).toBe(raw.error);
  });

  it('refuses a body that does not match the record’s response schema', async () => {
    const { client } = clientFor();
    await expect(client.tradesAsV2({ user: DEMO_TRADER, limit: 1 })).rejects.toMatchObject({ status: 502, code: 'bad_shape' });
  });

  it('returns the bytes of a zip route', async () => {
    const { client, urls } = clientFor();
    const zip = await client.snapshot({ user: DEMO_TRADER });
    expect(urls).toEqual([`http://local/data/v1/accounting/snapshot?user=${DEMO_TRADER}`]);
    expect(zip).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(zip.subarray(0, 2))).toBe('PK');
    expect(zip.byteLength).toBeGreaterThan(100);
  });
});
