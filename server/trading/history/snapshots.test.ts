import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { createStatementCache } from '../../db/statement-cache';
import { freshDemoDb } from '../../testing/combo-kit';
import type { TradingContext } from '../context';
import { depthFor } from '../engine/depth';
import type { Depth, OutcomeIndex } from '../engine/types';
import { recordBookSnapshot } from './snapshots';

/* recordBookSnapshot and GET /orderbook-history, which answers what it recorded. */

type Snapshot = { market: string; asset_id: string; timestamp: string; hash: string; bids: unknown[]; asks: unknown[] };

let db: Db;
let app: ReturnType<typeof createApp>;
let ctx: TradingContext;
let clockS: number;
let m: { condition_id: string; token0: string; token1: string };
/** What the fake engine holds for every market, in outcome-0 terms. */
let book: Depth;

const engine = { depth: (_market: string, outcome: OutcomeIndex) => depthFor(book, outcome) };
const get = async (query: string) => {
  const res = await app.request(`/clob/orderbook-history?${query}`);
  return { status: res.status, body: (await res.json()) as { data: Snapshot[]; count: number; error?: string } };
};
const rows = () => db.prepare('SELECT asset_id, ts FROM clob_book_snapshots ORDER BY ts, asset_id').all();

beforeEach(() => {
  db = freshDemoDb();
  app = createApp(db);
  clockS = 1_800_000_000; // a whole minute
  ctx = { db, prepare: createStatementCache(db), chainId: 80002, nowMs: () => clockS * 1000, serviceKey: 'test' };
  m = db.prepare('SELECT condition_id, token0, token1 FROM markets WHERE resolved_at IS NULL LIMIT 1').get() as typeof m;
  book = { bids: [{ price: 450_000, size: 10_000_000 }], asks: [{ price: 470_000, size: 5_000_000 }] };
});

describe('recordBookSnapshot', () => {
  it('records both tokens, each in its own prices, as /book lists them', async () => {
    recordBookSnapshot(ctx, engine, m.condition_id);
    const { status, body } = await get(`startTs=0&market=${m.condition_id}`);
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    const [a, b] = body.data;
    const byAsset = Object.fromEntries(body.data.map((s) => [s.asset_id, s]));
    expect(new Set([a!.asset_id, b!.asset_id])).toEqual(new Set([m.token0, m.token1]));
    expect(byAsset[m.token0]).toMatchObject({
      market: m.condition_id,
      timestamp: String(clockS * 1000),
      bids: [{ price: '0.45', size: '10' }],
      asks: [{ price: '0.47', size: '5' }],
    });
    // outcome 1: a bid for outcome 0 at p is an ask for outcome 1 at 1 − p
    expect(byAsset[m.token1]).toMatchObject({ bids: [{ price: '0.53', size: '5' }], asks: [{ price: '0.55', size: '10' }] });
    for (const s of body.data) expect(s.hash).toMatch(/^[0-9a-f]{40}$/);
  });

  it("keeps one row per token and minute: the minute's latest book", async () => {
    recordBookSnapshot(ctx, engine, m.condition_id);
    clockS += 30;
    book = { bids: [{ price: 460_000, size: 1_000_000 }], asks: [] };
    recordBookSnapshot(ctx, engine, m.condition_id);
    expect(rows()).toHaveLength(2);
    const latest = (await get(`startTs=0&asset_id=${m.token0}`)).body.data;
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ timestamp: String(clockS * 1000), bids: [{ price: '0.46', size: '1' }], asks: [] });

    clockS += 30; // the next minute
    recordBookSnapshot(ctx, engine, m.condition_id);
    expect(rows()).toHaveLength(4);
  });

  it('records nothing for an unknown market', () => {
    recordBookSnapshot(ctx, engine, `0x${'0'.repeat(64)}`);
    expect(rows()).toHaveLength(0);
  });
});

describe('GET /orderbook-history', () => {
  beforeEach(() => {
    for (let i = 0; i < 5; i++) {
      recordBookSnapshot(ctx, engine, m.condition_id);
      clockS += 60;
    }
  });

  it('reads from startTs up to endTs, oldest first, up to limit', async () => {
    const start = 1_800_000_000;
    const all = (await get(`startTs=${start}&asset_id=${m.token1}`)).body.data;
    expect(all.map((s) => Number(s.timestamp) / 1000)).toEqual([0, 1, 2, 3, 4].map((i) => start + 60 * i));
    const window = (await get(`startTs=${start + 60}&endTs=${start + 180}&asset_id=${m.token1}`)).body.data;
    expect(window).toEqual(all.slice(1, 4));
    const two = (await get(`startTs=${start}&market=${m.condition_id}&limit=2`)).body;
    expect(two.count).toBe(2);
    expect(two.data.every((s) => s.timestamp === String(start * 1000))).toBe(true);
  });

  it('filters a market by one of its tokens', async () => {
    const both = (await get(`startTs=0&market=${m.condition_id}&asset_id=${m.token0}`)).body;
    expect(both.count).toBe(5);
    expect(both.data.every((s) => s.asset_id === m.token0)).toBe(true);
    expect((await get(`startTs=0&market=0x${'1'.repeat(64)}&asset_id=${m.token0}`)).body.count).toBe(0);
  });

  it.each([
    ['market=0xabc', 'startTs is required'],
    ['startTs=0', 'either market or asset_id must be provided'],
    ['startTs=0&asset_id=1&limit=1001', 'limit cannot exceed 1000'],
    ['startTs=0&asset_id=1&limit=-1', 'invalid limit: -1'],
    ['startTs=later&asset_id=1', 'invalid startTs: later'],
  ])('refuses %s', async (query, error) => {
    expect(await get(query)).toEqual({ status: 400, body: { error } });
  });
});
