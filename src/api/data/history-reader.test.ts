import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDb } from '../../../server/db/connection';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../config';
import { activityQuery, tradesQuery } from './contract/params-history';
import { activityKey, HistoryReadError, readFullHistory, tradeKey, type HistoryFetch, type HistoryProgress } from './history-reader';
import { publicRead } from '../route-record';
import { createRouteClient } from './route-client';
import { Activities, Trades, type Activity, type Trade } from './contract/schemas-history';

const ROUTES = {
  trades: publicRead({
    path: '/trades',
    summary: 'trades',
    tag: 'history',
    query: tradesQuery,
    response: Trades,
    paging: 'offset',
  }),
  activity: publicRead({
    path: '/activity',
    summary: 'activity',
    tag: 'history',
    query: activityQuery,
    response: Activities,
    paging: 'offset',
  }),
};

type App = ReturnType<typeof createApp>;

function clientFor(app: App) {
  const urls: URL[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new URL(String(input)));
    return app.request(String(input), init);
  };
  const client = createRouteClient('http://local/data', ROUTES, { fetch: fetch as typeof globalThis.fetch });
  const trades: HistoryFetch<Trade> = (p, o) => client.trades(p, o);
  const activity: HistoryFetch<Activity> = (p, o) => client.activity(p, o);
  return { client, urls, trades, activity };
}

const num = (u: URL, name: string) => Number(u.searchParams.get(name));
const THREE_YEARS_AGO = Math.floor(Date.now() / 1000) - 3 * 365 * 86_400;

describe('readFullHistory on the demo trader, with small artificial caps', () => {
  const app = createApp(demoDb());

  it('reads every trade through many windows, equal to one uncapped request', async () => {
    const { client, urls, trades } = clientFor(app);
    const whole = await client.trades({ user: DEMO_TRADER, start: 1, limit: 10_000, takerOnly: false });
    // without a positive start the service serves only about three years
    const recent = await client.trades({ user: DEMO_TRADER, limit: 10_000, takerOnly: false });
    expect(recent.length).toBeLessThan(whole.length);
    urls.length = 0;

    const r = await readFullHistory('trades', trades, { user: DEMO_TRADER, pageSize: 7, offsetCap: 20, query: { takerOnly: false } });
    expect(r.rows).toEqual(whole);
    expect(new Set(r.rows.map(tradeKey)).size).toBe(r.rows.length);
    expect(r).toMatchObject({ complete: true, gaps: [], requests: urls.length });
    expect(r.rows.at(-1)!.timestamp).toBeLessThan(THREE_YEARS_AGO);
    expect(r.windows).toBeGreaterThan(whole.length / 21);
    for (const u of urls) {
      expect(num(u, 'offset')).toBeLessThanOrEqual(20);
      expect(u.searchParams.get('limit')).toBe('7');
      expect(u.searchParams.get('start')).toBe('1');
      expect(u.searchParams.get('takerOnly')).toBe('false');
    }
    // after the first page each window has a fixed end, and the ends only move back
    const ends = urls.slice(1).map((u) => num(u, 'end'));
    expect(ends.every((e, i) => e > 0 && (i === 0 || e <= ends[i - 1]!))).toBe(true);
  });

  it('reads all activity (cash movements included) the same way', async () => {
    const { client, urls, activity } = clientFor(app);
    const whole = await client.activity({ user: DEMO_TRADER, start: 1, limit: 500, excludeDepositsWithdrawals: false });
    expect(whole.length).toBeLessThan(500);
    urls.length = 0;
    const r = await readFullHistory('activity', activity, {
      user: DEMO_TRADER,
      pageSize: 7,
      offsetCap: 20,
      query: { excludeDepositsWithdrawals: false },
    });
    expect(r.rows).toEqual(whole);
    expect(new Set(r.rows.map(activityKey)).size).toBe(r.rows.length);
    expect(r.complete).toBe(true);
    expect(urls.every((u) => num(u, 'offset') <= 20 && u.searchParams.get('sortDirection') === 'DESC')).toBe(true);
  });

  it('reports progress: rows so far and the oldest second reached', async () => {
    const { urls, activity } = clientFor(app);
    const events: HistoryProgress[] = [];
    const r = await readFullHistory('activity', activity, {
      user: DEMO_TRADER,
      pageSize: 50,
      offsetCap: 100,
      onProgress: (p) => events.push(p),
    });
    expect(events.length).toBe(urls.length);
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.rows).toBeGreaterThanOrEqual(events[i - 1]!.rows);
      expect(events[i]!.oldestTimestamp!).toBeLessThanOrEqual(events[i - 1]!.oldestTimestamp!);
    }
    expect(events.at(-1)).toEqual({
      rows: r.rows.length,
      oldestTimestamp: r.rows.at(-1)!.timestamp,
      requests: r.requests,
      windows: r.windows,
      gaps: 0,
    });
  });

  it('stops when cancelled and sends nothing more', async () => {
    const { urls, trades } = clientFor(app);
    const ctl = new AbortController();
    const run = readFullHistory('trades', trades, {
      user: DEMO_TRADER,
      pageSize: 7,
      offsetCap: 20,
      signal: ctl.signal,
      onProgress: (p) => {
        if (p.rows >= 30) ctl.abort(new Error('cancelled by the user'));
      },
    });
    await expect(run).rejects.toThrow('cancelled by the user');
    const sent = urls.length;
    expect(sent).toBe(5); // 35 rows in five pages of seven
    // whatever the reader had queued would start within a turn of the event loop
    await new Promise((r) => setImmediate(r));
    expect(urls.length).toBe(sent);
  });

  it('never asks past the route’s own caps', async () => {
    const { urls, activity } = clientFor(app);
    await readFullHistory('activity', activity, { user: DEMO_TRADER, pageSize: 600, offsetCap: 50_000 });
    expect(urls.map((u) => u.searchParams.get('limit'))).toEqual(['500']);
  });

  it('stops with an error when the service ignores the offset or the window', async () => {
    const { trades } = clientFor(app);
    // a proxy that drops the offset would serve the first page forever
    const noOffset: HistoryFetch<Trade> = (p, o) => trades({ ...p, offset: 0 }, o);
    await expect(readFullHistory('trades', noOffset, { user: DEMO_TRADER, pageSize: 7 })).rejects.toMatchObject({ code: 'repeated_page' });
    const noEnd: HistoryFetch<Trade> = ({ end: _end, ...p }, o) => trades(p, o);
    const err = await readFullHistory('trades', noEnd, { user: DEMO_TRADER, pageSize: 7, offsetCap: 20, end: 1_800_000_000 - 1 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HistoryReadError);
    expect(err).toMatchObject({ code: 'out_of_window' });
  });
});

/*
 * A crowded second: twelve rows share one timestamp, more than a window of these caps holds
 * (pageSize 3, offsetCap 4, limitCap 4 reach eight rows from the newest end). Two identical rows
 * (one order filled twice alike in one transaction) straddle the first window boundary.
 */
const USER = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const T = 1_700_000_000;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function crowdedApp(): App {
  const db = openDb(':memory:');
  const trade =
    db.prepare(`INSERT INTO trades (ts, condition_id, asset, outcome_index, taker, maker, taker_side, size, price, taker_fee, maker_fee, builder_code, tx_hash)
    VALUES (?, ?, '11', 0, ?, ?, 'BUY', ?, 500000, 0, 0, '', ?)`);
  const act =
    db.prepare(`INSERT INTO activity (user, ts, type, condition_id, asset, outcome_index, side, size, usdc_size, price, share_delta, cash_delta, tx_hash)
    VALUES (?, ?, 'TRADE', ?, '11', 0, 'BUY', ?, ?, 500000, ?, ?, ?)`);
  const row = (ts: number, n: number, tx = hash(1000 + n)) => {
    trade.run(ts, hash(1), USER, OTHER, 1_000_000 * n, tx);
    act.run(USER, ts, hash(1), 1_000_000 * n, 500_000 * n, 1_000_000 * n, -500_000 * n, tx);
  };
  for (let i = 0; i < 5; i++) row(T + 100 - i, i + 1);
  row(T + 50, 77, hash(77));
  row(T + 50, 77, hash(77));
  for (let i = 0; i < 12; i++) row(T, 100 + i);
  for (let i = 0; i < 5; i++) row(1_500_000_000 - i, 200 + i);
  return createApp(db);
}

describe('readFullHistory on a crowded second', () => {
  const app = crowdedApp();
  const caps = { user: USER, pageSize: 3, offsetCap: 4, limitCap: 4 };

  it('reads the second from both ends on /activity and misses nothing', async () => {
    const { client, urls, activity } = clientFor(app);
    const whole = await client.activity({ user: USER, start: 1, limit: 500 });
    expect(whole).toHaveLength(24);
    urls.length = 0;
    const r = await readFullHistory('activity', activity, caps);
    expect(r.rows).toEqual(whole);
    expect(r.gaps).toEqual([]);
    expect(r.rows.filter((a) => a.transactionHash === hash(77))).toHaveLength(2);
    expect(urls.some((u) => u.searchParams.get('sortDirection') === 'ASC' && num(u, 'start') === T && num(u, 'end') === T)).toBe(true);
    expect(urls.every((u) => num(u, 'offset') <= 4)).toBe(true);
  });

  it('reports what it cannot reach on /trades instead of looping', async () => {
    const { client, urls, trades } = clientFor(app);
    const whole = await client.trades({ user: USER, start: 1, limit: 10_000 });
    expect(whole).toHaveLength(24);
    urls.length = 0;
    const r = await readFullHistory('trades', trades, caps);
    const atT = whole.filter((t) => t.timestamp === T);
    // the eight newest rows of that second are read, the four oldest cannot be reached
    expect(r.rows).toEqual(whole.filter((t) => !atT.slice(8).includes(t)));
    expect(r.gaps).toEqual([{ timestamp: T, rowsRead: 8 }]);
    expect(r.complete).toBe(false);
    expect(r.rows.filter((t) => t.transactionHash === hash(77))).toHaveLength(2);
    expect(urls.every((u) => num(u, 'offset') <= 4 && num(u, 'limit') <= 4)).toBe(true);
    expect(urls.length).toBeLessThan(20);
    await expect(readFullHistory('trades', trades, { ...caps, strict: true })).rejects.toMatchObject({ code: 'timestamp_overflow' });
  });
});
