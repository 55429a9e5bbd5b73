import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { getMeta, type Db } from '../../db/connection';
import { freshDemoDb } from '../../testing/combo-kit';
import { createTradingApp } from '../trading-app';

/* /prices-history and /ohlc over the demo dataset, through the whole app (/clob). */

type Json = Record<string, unknown>;
type Point = { t: number; p: number };
type Candle = { t: number; o: number; h: number; l: number; c: number; volume: number; trades: number };

let db: Db;
let app: ReturnType<typeof createApp>;
/** An open market with a long price path. */
let m: { condition_id: string; token0: string; token1: string };
/** The token with the most fills. */
let busy: { asset: string; condition_id: string };

const get = async (path: string) => {
  const res = await app.request(`/clob${path}`);
  return { status: res.status, body: (await res.json()) as Json };
};
const history = async (query: string) => {
  const { status, body } = await get(`/prices-history?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.history as Point[];
};
const micro = (x: number) => Math.round(x * 1e6);

beforeAll(() => {
  db = freshDemoDb();
  app = createApp(db);
  m = db
    .prepare(
      `SELECT m.condition_id, m.token0, m.token1 FROM markets m JOIN price_points p ON p.condition_id = m.condition_id
       WHERE m.resolved_at IS NULL GROUP BY m.condition_id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .get() as typeof m;
  busy = db.prepare('SELECT asset, condition_id FROM trades GROUP BY asset ORDER BY COUNT(*) DESC LIMIT 1').get() as typeof busy;
});

describe('GET /prices-history', () => {
  it("answers outcome 0's price path, and outcome 1 as its complement (p0 + p1 = 1 at every t)", async () => {
    const path = db.prepare('SELECT t, p FROM price_points WHERE condition_id = ? ORDER BY t').all(m.condition_id) as Point[];
    const h0 = await history(`market=${m.token0}&interval=max`);
    const h1 = await history(`market=${m.token1}&interval=max`);
    expect(h0.map((x) => [x.t, micro(x.p)])).toEqual(path.map((x) => [x.t, x.p]));
    expect(h1.map((x) => x.t)).toEqual(h0.map((x) => x.t));
    h0.forEach((x, i) => expect(micro(x.p) + micro(h1[i]!.p)).toBe(1e6));
  });

  it('windows by startTs/endTs, opening with the price in force at startTs', async () => {
    const path = db.prepare('SELECT t, p FROM price_points WHERE condition_id = ? ORDER BY t').all(m.condition_id) as Point[];
    const mid = path[Math.floor(path.length / 2)]!;
    const start = mid.t + 1;
    const end = path[path.length - 2]!.t;
    const h = await history(`market=${m.token0}&startTs=${start}&endTs=${end}`);
    expect(h[0]).toEqual({ t: start, p: mid.p / 1e6 });
    expect(h.slice(1).map((x) => x.t)).toEqual(path.filter((x) => x.t >= start && x.t <= end).map((x) => x.t));
  });

  it('keeps the last point of each fidelity bucket', async () => {
    const all = await history(`market=${m.token0}&interval=max`);
    const weekly = await history(`market=${m.token0}&interval=max&fidelity=${7 * 1440}`);
    expect(weekly.length).toBeLessThan(all.length);
    const buckets = weekly.map((x) => Math.floor(x.t / (7 * 86400)));
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(weekly[weekly.length - 1]).toEqual(all[all.length - 1]);
  });

  it('looks back from the service clock for an interval', async () => {
    const now = Number(getMeta(db, 'dataset_now'));
    const pinned = createTradingApp(db, { nowMs: () => now * 1000 });
    const res = await pinned.request(`/prices-history?market=${m.token0}&interval=1w`);
    const h = ((await res.json()) as { history: Point[] }).history;
    expect(h.length).toBeGreaterThan(0);
    expect(h.every((x) => x.t >= now - 7 * 86400 && x.t <= now)).toBe(true);
  });

  it('answers an unknown token with an empty history', async () => {
    expect(await history('market=12345&interval=max')).toEqual([]);
  });

  it.each([
    ['', 'invalid filters: market is required'],
    ['market=0xabc', 'invalid filters: market must be a token id'],
    ['market=1&startTs=yesterday', 'invalid filters: startTs must be a unix timestamp in seconds'],
    ['market=1&endTs=-5', 'invalid filters: endTs must be a unix timestamp in seconds'],
    ['market=1&startTs=20&endTs=10', 'invalid filters: startTs must not be after endTs'],
    ['market=1&fidelity=0', 'invalid filters: fidelity must be a positive number of minutes'],
    ['market=1&fidelity=1.5', 'invalid filters: fidelity must be a positive number of minutes'],
    ['market=1&interval=1y', 'invalid filters: interval must be one of max, all, 1m, 1w, 1d, 6h, 1h'],
    ['market=1&interval=1d&startTs=10', 'invalid filters: interval cannot be combined with startTs or endTs'],
  ])('refuses %s', async (query, error) => {
    expect(await get(`/prices-history?${query}`)).toEqual({ status: 400, body: { error } });
  });
});

describe('GET /ohlc', () => {
  const candles = async (query: string) => {
    const { status, body } = await get(`/ohlc?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { asset_id: string; fidelity: string; candles: Candle[] };
  };

  it("builds daily candles from the token's own fills", async () => {
    const body = await candles(`asset_id=${busy.asset}&startTs=0&fidelity=1d`);
    expect(body.asset_id).toBe(busy.asset);
    expect(body.fidelity).toBe('1d');
    const fills = db.prepare('SELECT ts, price, size FROM trades WHERE asset = ? ORDER BY ts, id').all(busy.asset) as {
      ts: number;
      price: number;
      size: number;
    }[];
    const days = new Map<number, typeof fills>();
    for (const f of fills) {
      const day = Math.floor(f.ts / 86400) * 86400;
      days.set(day, [...(days.get(day) ?? []), f]);
    }
    expect(body.candles.map((c) => c.t)).toEqual([...days.keys()]);
    for (const c of body.candles) {
      const day = days.get(c.t)!;
      const prices = day.map((f) => f.price);
      expect([micro(c.o), micro(c.h), micro(c.l), micro(c.c)]).toEqual([
        prices[0],
        Math.max(...prices),
        Math.min(...prices),
        prices[prices.length - 1],
      ]);
      expect(micro(c.volume)).toBe(day.reduce((s, f) => s + f.size, 0));
      expect(c.trades).toBe(day.length);
    }
  });

  it('opens weekly candles on Mondays and stops at limit', async () => {
    const body = await candles(`asset_id=${busy.asset}&startTs=0&fidelity=1w&limit=2`);
    expect(body.candles).toHaveLength(2);
    for (const c of body.candles) expect(new Date(c.t * 1000).toISOString()).toMatch(/T00:00:00\.000Z$/);
    for (const c of body.candles) expect(new Date(c.t * 1000).getUTCDay()).toBe(1);
  });

  it('reads from startTs up to endTs', async () => {
    const all = (await candles(`asset_id=${busy.asset}&startTs=0&fidelity=1h`)).candles;
    const from = all[1]!.t;
    const to = all[3]!.t + 3599;
    const some = (await candles(`asset_id=${busy.asset}&startTs=${from}&endTs=${to}&fidelity=1h`)).candles;
    expect(some).toEqual(all.slice(1, 4));
  });

  it('answers a token without fills with no candles', async () => {
    expect((await candles('asset_id=12345&startTs=0')).candles).toEqual([]);
  });

  it.each([
    ['asset_id=1', 'startTs is required'],
    ['startTs=0', 'asset_id is required'],
    ['startTs=0&asset_id=1&fidelity=2h', 'invalid fidelity: 2h'],
    ['startTs=0&asset_id=1&limit=1001', 'limit cannot exceed 1000'],
    ['startTs=0&asset_id=1&limit=0', 'invalid limit: 0'],
    ['startTs=soon&asset_id=1', 'invalid startTs: soon'],
  ])('refuses %s', async (query, error) => {
    expect(await get(`/ohlc?${query}`)).toEqual({ status: 400, body: { error } });
  });
});
