import { expect } from 'vitest';
import { createApp } from '../app';
import { getMeta, openDb, type Db } from '../db/connection';
import { demoDb } from './demo-db';

/*
 * Shared by the metadata route tests: the demo dataset behind the whole in-process service, and
 * reference figures read straight from the tables with SQL of their own, so the routes' caches and
 * sums are checked against an independent computation.
 */

export type Kit = {
  db: Db;
  now: number;
  app: ReturnType<typeof createApp>;
  get: (path: string) => Promise<[number, unknown]>;
  ok: <T = unknown>(path: string) => Promise<T>;
  bad: (path: string, parameter: string) => Promise<void>;
};

export function metadataKit(): Kit {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  const app = createApp(db, { now: () => now });
  const get = async (path: string): Promise<[number, unknown]> => {
    const res = await app.request(path.startsWith('/data') ? path : `/gamma${path}`);
    expect(res.headers.get('content-type'), path).toMatch(/json/);
    return [res.status, await res.json()];
  };
  return {
    db,
    now,
    app,
    get,
    ok: async <T>(path: string) => {
      const [status, body] = await get(path);
      expect(status, `${path} ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
      return body as T;
    },
    bad: async (path: string, parameter: string) => {
      const [status, body] = await get(path);
      expect(status, path).toBe(400);
      expect(Object.keys(body as object), path).toEqual(['error']);
      expect((body as { error: string }).error, path).toContain(parameter);
    },
  };
}

const DAY = 86_400;

/** Reference figures of one market, micro, from SQL alone. */
export function referenceMarket(db: Db, conditionId: string, now: number) {
  const volume = (from: number) =>
    db
      .prepare<[string, number, number], number>(
        'SELECT COALESCE(SUM((size * price + 500000) / 1000000), 0) FROM trades WHERE condition_id = ? AND ts > ? AND ts <= ?',
      )
      .pluck()
      .get(conditionId, from, now)!;
  const all = db
    .prepare<[string], number>('SELECT COALESCE(SUM((size * price + 500000) / 1000000), 0) FROM trades WHERE condition_id = ?')
    .pluck()
    .get(conditionId)!;
  // open interest: every held share of either outcome at its mark (the payout once resolved), rounded once
  const held = db
    .prepare<[string], { size: number; mark: number }>(
      `SELECT SUM(p.size) AS size, CASE WHEN m.resolved_at IS NOT NULL THEN CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END
              WHEN p.outcome_index = 0 THEN m.price0 ELSE 1000000 - m.price0 END AS mark
       FROM positions p JOIN markets m USING (condition_id) WHERE p.condition_id = ? AND p.size > 0 GROUP BY p.outcome_index`,
    )
    .all(conditionId);
  const openInterest = Number((held.reduce((s, r) => s + BigInt(r.size) * BigInt(r.mark), 0n) + 500_000n) / 1_000_000n);
  const last = db
    .prepare<[string], number>(
      'SELECT CASE outcome_index WHEN 0 THEN price ELSE 1000000 - price END FROM trades WHERE condition_id = ? ORDER BY ts DESC, id DESC LIMIT 1',
    )
    .pluck()
    .get(conditionId);
  return { volume: all, day: volume(now - DAY), week: volume(now - 7 * DAY), openInterest, lastPrice0: last };
}

export type MarketRow = {
  rowid: number;
  condition_id: string;
  question_id: string;
  event_id: number;
  slug: string;
  title: string;
  category: string;
  outcome0: string;
  outcome1: string;
  token0: string;
  token1: string;
  tick_size: string;
  neg_risk: number;
  start_date: number;
  end_date: number;
  archived: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

export const marketRows = (db: Db) => db.prepare<[], MarketRow>('SELECT rowid, * FROM markets ORDER BY rowid').all();

/** A list's sort key must be monotone in the asked direction. */
export function expectSorted(values: number[], ascending: boolean, what: string) {
  for (let i = 1; i < values.length; i++) {
    if (ascending) expect(values[i]!, `${what} at ${i}`).toBeGreaterThanOrEqual(values[i - 1]!);
    else expect(values[i]!, `${what} at ${i}`).toBeLessThanOrEqual(values[i - 1]!);
  }
}

export const NOW = 1_780_000_000;
export const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** One event with one open market (tokens '11' and '12') and nothing traded: for tests that write their own rows. */
export function tinyDb(): Db {
  const db = openDb(':memory:');
  db.prepare(`INSERT INTO events VALUES (7, 'fed-decision', 'Fed decision', 'Economics', '/e.svg', '/e.svg', 0, ?, ?)`).run(
    NOW - 30 * 86_400,
    NOW + 30 * 86_400,
  );
  db.prepare(
    `INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0, token1,
                          tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0)
     VALUES (?, ?, 7, 'fed-cut', 'Fed cuts rates?', '', '', 'Economics', 'Yes', 'No', '11', '12', '0.01', 5000000, 0, ?, ?, 0, 620000)`,
  ).run(hash(1), hash(101), NOW - 30 * 86_400, NOW + 30 * 86_400);
  return db;
}
