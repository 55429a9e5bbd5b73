import { describe, expect, it, vi } from 'vitest';
import { openDb } from '../../../server/db/connection';
import { createApp } from '../../../server/app';
import { DEMO_TRADER } from '../config';
import { ApiError } from '../http';
import { createDataApi } from './data-api';

/*
 * The typed client against the real local service, in process: the app's request() stands in for
 * the network, so the URL the client builds, the server's parsing and the response schema all meet.
 */

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function seededApp() {
  const db = openDb(':memory:');
  db.prepare(`INSERT INTO events VALUES (7, 'fed-decision', 'Fed decision', 'economy', 'https://img/e.png', '', 0, 0, 1767225600)`).run();
  const market = db.prepare(`INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category,
    outcome0, outcome1, token0, token1, tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0)
    VALUES (?, ?, 7, ?, ?, '', '', 'economy', 'Yes', 'No', ?, ?, '0.01', 5000000, 0, 0, 1767225600, 0, ?)`);
  market.run(hash(1), hash(101), 'fed-cut', 'Fed cuts rates?', '11', '12', 620_000);
  market.run(hash(2), hash(102), 'fed-hike', 'Fed hikes rates?', '21', '22', 100_000);
  const position = db.prepare(
    'INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0)',
  );
  const user = DEMO_TRADER.toLowerCase();
  position.run(user, '11', hash(1), 0, 25_000_000, 12_500_000, 125_000, 25_000_000, 12_500_000);
  position.run(user, '22', hash(2), 1, 4_000_000, 3_000_000, 0, 4_000_000, 3_000_000);
  position.run(user, '21', hash(2), 0, 300_000, 20_000, 0, 300_000, 20_000);
  return createApp(db);
}

function clientFor(app: ReturnType<typeof createApp>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return app.request(String(input), init);
  });
  const client = createDataApi('http://local/data', { fetch: fetch as typeof globalThis.fetch, retry: { retries: 0 } }).v1;
  return { client, calls, fetch };
}

describe('createDataApi (v1 positions) against the local service', () => {
  const app = seededApp();

  it('reads the health route', async () => {
    const { client } = clientFor(app);
    expect(await client.health({})).toEqual({ data: 'OK' });
  });

  it('reads typed positions with the default filters', async () => {
    const { client, calls } = clientFor(app);
    const rows = await client.positions({ user: DEMO_TRADER });
    expect(calls).toEqual([`http://local/data/positions?user=${DEMO_TRADER}`]);
    // the dust row (0.3 shares) sits under the default 1-share threshold
    expect(rows.map((r) => [r.asset, r.size, r.curPrice, r.currentValue, r.cashPnl])).toEqual([
      ['11', 25, 0.62, 15.5, 3],
      ['22', 4, 0.9, 3.6, 0.6],
    ]);
    expect(rows[0]).toMatchObject({
      proxyWallet: DEMO_TRADER,
      entryFeesUsdc: 0.125,
      grossInitialValue: 12.625,
      eventSlug: 'fed-decision',
      icon: 'https://img/e.png',
    });
  });

  it('writes lists, numbers and enums the server understands', async () => {
    const { client, calls } = clientFor(app);
    const rows = await client.positions({
      user: DEMO_TRADER.toLowerCase(),
      market: [hash(2)],
      sizeThreshold: 0.0000001,
      sortBy: 'TOKENS',
      sortDirection: 'ASC',
      limit: 10,
      offset: 0,
    });
    expect(rows.map((r) => r.asset)).toEqual(['21', '22']);
    expect(calls[0]).toContain('sizeThreshold=0.0000001');
    expect(await client.positions({ user: DEMO_TRADER, eventId: [7], title: 'HIKES', mergeable: true, sizeThreshold: 0 })).toHaveLength(2);
    expect(await client.positions({ user: DEMO_TRADER, redeemable: true })).toEqual([]);
  });

  it('rejects an invalid parameter before anything is sent, with the server’s own message', async () => {
    const { client, fetch } = clientFor(app);
    const local = await client.positions({ user: DEMO_TRADER, limit: 501 }).catch((e: unknown) => e);
    expect(local).toBeInstanceOf(ApiError);
    expect(local).toMatchObject({ status: 400, code: 'invalid_params' });
    expect((local as ApiError).message).toContain('limit');
    await expect(client.positions({ user: DEMO_TRADER, market: [hash(1)], eventId: [7] })).rejects.toMatchObject({ status: 400 });
    await expect(client.positions({ user: 'not-an-address' })).rejects.toMatchObject({ status: 400, code: 'invalid_params' });
    expect(fetch).not.toHaveBeenCalled();

    // the same request sent raw reaches the server, which answers the same message
    const res = await app.request(`http://local/data/positions?user=${DEMO_TRADER}&limit=501`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: (local as ApiError).message });
  });

  it('turns a server 400 into a typed ApiError', async () => {
    // a client that skips its own check (older build) still gets a typed error from the server
    const res = await app.request(`http://local/data/positions?user=${DEMO_TRADER}&sortBy=NOPE`);
    expect(res.status).toBe(400);
    const { client } = clientFor(app);
    const bad = client.positions({ user: DEMO_TRADER, sortBy: 'NOPE' as 'TITLE' });
    await expect(bad).rejects.toBeInstanceOf(ApiError);
    await expect(bad).rejects.toMatchObject({ status: 400 });
  });
});
