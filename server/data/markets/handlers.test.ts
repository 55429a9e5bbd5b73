import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { getMeta } from '../../db/connection';
import { createApp } from '../../app';
import { DEMO_TRADER } from '../../../src/api/config';
import {
  ClosedPositions,
  LiveVolumes,
  MetaHolders,
  MetaMarketPositionsV1,
  OpenInterests,
  RevisionPayloads,
  Traded,
  Values,
} from '../../../src/api/data/contract/schemas-history';
import { demoDb } from '../../testing/demo-db';

/* Closed and market positions, holders, traded, value, oi, live-volume and revisions over the demo dataset. */

const USER = DEMO_TRADER.toLowerCase();
let db: Db;
let now: number;
let app: ReturnType<typeof createApp>;
let market: string;

beforeAll(() => {
  db = demoDb();
  now = Number(getMeta(db, 'dataset_now'));
  app = createApp(db, { now: () => now });
  market = db.prepare('SELECT condition_id FROM positions GROUP BY condition_id ORDER BY COUNT(*) DESC LIMIT 1').pluck().get() as string;
}, 60_000);

async function get(path: string): Promise<[number, unknown]> {
  const res = await app.request(`/data${path}`);
  expect(res.headers.get('content-type')).toMatch(/json/);
  return [res.status, await res.json()];
}
async function ok(path: string): Promise<unknown> {
  const [s, body] = await get(path);
  expect(s, JSON.stringify(body)).toBe(200);
  return body;
}
async function bad(path: string, name: string) {
  const [s, body] = await get(path);
  expect(s, path).toBe(400);
  expect((body as { error: string }).error, path).toContain(name);
}

describe('GET /holders', () => {
  it('bounds limit (0..20) and minBalance (0..999999), requires market', async () => {
    await bad('/holders', 'market');
    await bad(`/holders?market=${market}&limit=21`, 'limit');
    await bad(`/holders?market=${market}&minBalance=1000000`, 'minBalance');
    await bad(`/holders?market=${market}&minBalance=-1`, 'minBalance');
    await bad(`/holders?market=${market}&minBalance=1.5`, 'minBalance');
    await bad('/holders?market=0x1234', 'market');
    const zero = MetaHolders.parse(await ok(`/holders?market=${market}&limit=0`));
    expect(zero.every((t) => t.holders.length === 0)).toBe(true);
  });

  it('answers both tokens, largest first, at most limit, all at or above minBalance', async () => {
    const rows = MetaHolders.parse(await ok(`/holders?market=${market}&limit=5&minBalance=10`));
    expect(rows.length).toBe(2);
    for (const t of rows) {
      expect(t.holders.length).toBeLessThanOrEqual(5);
      for (let i = 0; i < t.holders.length; i++) {
        expect(t.holders[i]!.amount).toBeGreaterThanOrEqual(10);
        expect(t.holders[i]!.asset).toBe(t.token);
        if (i > 0) expect(t.holders[i]!.amount).toBeLessThanOrEqual(t.holders[i - 1]!.amount);
      }
    }
    const dflt = MetaHolders.parse(await ok(`/holders?market=${market}`));
    expect(dflt.every((t) => t.holders.length <= 20)).toBe(true);
  });
});

describe('GET /revisions', () => {
  it('requires a Hash64 questionID and bounds limit to 0..500', async () => {
    const q = db.prepare('SELECT question_id FROM revisions GROUP BY question_id HAVING COUNT(*) > 1 LIMIT 1').pluck().get() as string;
    await bad('/revisions', 'questionID');
    await bad('/revisions?questionID=0xabc', 'questionID');
    await bad(`/revisions?questionID=${q}&limit=501`, 'limit');
    await bad(`/revisions?questionID=${q}&limit=-1`, 'limit');
    const one = RevisionPayloads.parse(await ok(`/revisions?questionID=${q}&limit=1`));
    expect(one[0]!.revisions.length).toBe(1);
    const all = RevisionPayloads.parse(await ok(`/revisions?questionID=${q}&limit=500`));
    expect(all[0]!.questionID).toBe(q);
    expect(all[0]!.revisions.length).toBe(db.prepare('SELECT COUNT(*) FROM revisions WHERE question_id = ?').pluck().get(q));
    expect(await ok(`/revisions?questionID=0x${'0'.repeat(64)}`)).toEqual([]);
  });
});

describe('GET /closed-positions', () => {
  it("lists the user's zero-size positions, default 10, sorted by realized PnL", async () => {
    const rows = ClosedPositions.parse(await ok(`/closed-positions?user=${DEMO_TRADER}`));
    expect(rows.length).toBe(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.realizedPnl).toBeLessThanOrEqual(rows[i - 1]!.realizedPnl);
    const all = ClosedPositions.parse(
      await ok(`/closed-positions?user=${DEMO_TRADER}&limit=50&offset=0&sortBy=TIMESTAMP&sortDirection=ASC`),
    );
    const closed = db.prepare('SELECT COUNT(*) FROM positions WHERE user = ? AND size = 0').pluck().get(USER) as number;
    expect(all.length).toBe(Math.min(50, closed));
    for (let i = 1; i < all.length; i++) expect(all[i]!.timestamp).toBeGreaterThanOrEqual(all[i - 1]!.timestamp);
    await bad(`/closed-positions?user=${DEMO_TRADER}&limit=51`, 'limit');
    await bad(`/closed-positions?user=${DEMO_TRADER}&sortBy=CURRENT`, 'sortBy');
    await bad('/closed-positions', 'user');
    await bad(`/closed-positions?user=${DEMO_TRADER}&title=${'x'.repeat(101)}`, 'title');
  });
});

describe('GET /v1/market-positions', () => {
  it('returns positions per token, with status and bounds', async () => {
    const rows = MetaMarketPositionsV1.parse(await ok(`/v1/market-positions?market=${market}&status=OPEN&sortBy=TOKENS`));
    expect(rows.length).toBe(2);
    for (const t of rows) {
      expect(t.positions.length).toBeLessThanOrEqual(50);
      expect(t.positions.every((p) => p.size > 0.01 && p.asset === t.token)).toBe(true);
      for (let i = 1; i < t.positions.length; i++) expect(t.positions[i]!.size).toBeLessThanOrEqual(t.positions[i - 1]!.size);
    }
    await bad('/v1/market-positions', 'market');
    await bad(`/v1/market-positions?market=${market}&status=SOME`, 'status');
    await bad(`/v1/market-positions?market=${market}&limit=501`, 'limit');
  });
});

describe('small aggregates', () => {
  it('/traded counts distinct markets', async () => {
    const body = Traded.parse(await ok(`/traded?user=${USER}`));
    expect(body.user).toBe(DEMO_TRADER);
    const n = db.prepare('SELECT COUNT(DISTINCT condition_id) FROM trades WHERE taker = ? OR maker = ?').pluck().get(USER, USER);
    expect(body.traded).toBe(n);
    await bad('/traded?user=nope', 'user');
  });

  it('/value sums the current value of open positions', async () => {
    const [all] = Values.parse(await ok(`/value?user=${DEMO_TRADER}`));
    expect(all!.value).toBeGreaterThan(0);
    const [none] = Values.parse(await ok(`/value?user=${DEMO_TRADER}&market=0x${'0'.repeat(64)}`));
    expect(none!.value).toBe(0);
    await bad('/value', 'user');
  });

  it('/oi is every held share of the market at its mark, rounded once', async () => {
    const rows = OpenInterests.parse(await ok(`/oi?market=${market}`));
    const held = db
      .prepare(
        `SELECT SUM(p.size) AS size, CASE WHEN m.resolved_at IS NOT NULL THEN CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END
                WHEN p.outcome_index = 0 THEN m.price0 ELSE 1000000 - m.price0 END AS mark
         FROM positions p JOIN markets m USING (condition_id) WHERE p.condition_id = ? AND p.size > 0 GROUP BY p.outcome_index`,
      )
      .all(market) as { size: number; mark: number }[];
    const s = held.reduce((t, r) => t + BigInt(r.size) * BigInt(r.mark), 0n);
    expect(rows).toEqual([{ market, value: Number((s + 500_000n) / 1_000_000n) / 1e6 }]);
    expect(OpenInterests.parse(await ok('/oi')).length).toBe(db.prepare('SELECT COUNT(*) FROM markets').pluck().get());
    await bad('/oi?market=0x1', 'market');
  });

  it('/live-volume sums the last 24 hours of an event', async () => {
    await bad('/live-volume', 'id');
    await bad('/live-volume?id=0', 'id');
    await bad('/live-volume?id=abc', 'id');
    const ev = db
      .prepare('SELECT m.event_id FROM trades t JOIN markets m ON m.condition_id = t.condition_id WHERE t.ts > ? GROUP BY 1 LIMIT 1')
      .pluck()
      .get(now - 86_400) as number;
    const [lv] = LiveVolumes.parse(await ok(`/live-volume?id=${ev}`));
    expect(lv!.total).toBeGreaterThan(0);
    expect(lv!.markets.reduce((s, m) => s + m.value, 0)).toBeCloseTo(lv!.total, 6);
    expect(await ok('/live-volume?id=999999')).toEqual([]);
  });
});
