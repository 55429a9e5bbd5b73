import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { freshDemoDb } from '../../testing/combo-kit';
import { MARKET_PAGE } from './handlers';
import { feeCurve } from './market-view';

/* The public market reads over the demo dataset, through the whole app (/clob). */

type Json = Record<string, unknown>;
type Page = { data: Json[]; next_cursor: string; limit: number; count: number };

let db: Db;
let app: ReturnType<typeof createApp>;

const get = async (path: string) => {
  const res = await app.request(`/clob${path}`);
  return { status: res.status, body: (await res.json()) as Json };
};
const pluck = <T>(sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as T;

beforeAll(() => {
  db = freshDemoDb();
  app = createApp(db);
});

describe('GET /markets', () => {
  it('walks every market once, from "MA==" to "LTE="', async () => {
    const seen: string[] = [];
    let cursor = 'MA==';
    let pages = 0;
    while (cursor !== 'LTE=') {
      const { status, body } = await get(`/markets?next_cursor=${encodeURIComponent(cursor)}`);
      expect(status).toBe(200);
      const page = body as unknown as Page;
      expect(page.limit).toBe(MARKET_PAGE);
      expect(page.count).toBe(page.data.length);
      expect(page.count).toBeLessThanOrEqual(MARKET_PAGE);
      seen.push(...page.data.map((m) => m.condition_id as string));
      cursor = page.next_cursor;
      expect(++pages).toBeLessThan(100);
    }
    const total = pluck<number>('SELECT COUNT(*) FROM markets');
    expect(pages).toBe(Math.ceil(total / MARKET_PAGE));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('starts at the first page without a cursor and answers the end cursor with an empty last page', async () => {
    expect((await get('/markets')).body).toEqual((await get('/markets?next_cursor=MA==')).body);
    expect((await get('/markets?next_cursor=LTE=')).body).toEqual({ data: [], next_cursor: 'LTE=', limit: MARKET_PAGE, count: 0 });
  });

  it('refuses a cursor that names no offset', async () => {
    expect(await get('/markets?next_cursor=bm9wZQ==')).toEqual({ status: 400, body: { error: 'Invalid next_cursor' } });
  });
});

describe('GET /markets/{condition_id}', () => {
  it('answers the public market object: tokens with prices summing to 1, rules as numbers', async () => {
    const id = pluck<string>('SELECT condition_id FROM markets WHERE resolved_at IS NULL AND archived = 0 LIMIT 1');
    const row = db.prepare('SELECT * FROM markets WHERE condition_id = ?').get(id) as Json;
    const { status, body } = await get(`/markets/${id.toUpperCase().replace('0X', '0x')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      condition_id: id,
      question_id: row.question_id,
      question: row.title,
      market_slug: row.slug,
      minimum_order_size: (row.min_order_size as number) / 1e6,
      minimum_tick_size: Number(row.tick_size),
      neg_risk: row.neg_risk === 1,
      closed: false,
      archived: false,
      end_date_iso: new Date((row.end_date as number) * 1000).toISOString(),
    });
    const tokens = body.tokens as { token_id: string; outcome: string; price: number; winner: boolean }[];
    expect(tokens.map((t) => [t.token_id, t.outcome])).toEqual([
      [row.token0, row.outcome0],
      [row.token1, row.outcome1],
    ]);
    expect(Math.round(tokens[0]!.price * 1e6)).toBe(row.price0);
    expect(Math.round((tokens[0]!.price + tokens[1]!.price) * 1e6)).toBe(1e6);
    expect(tokens.every((t) => !t.winner)).toBe(true);
  });

  it('names the winner of a resolved market', async () => {
    const id = pluck<string>('SELECT condition_id FROM markets WHERE resolved_at IS NOT NULL AND payout0 = 1000000 LIMIT 1');
    const { body } = await get(`/markets/${id}`);
    expect(body).toMatchObject({ closed: true, accepting_orders: false, enable_order_book: false });
    expect((body.tokens as Json[]).map((t) => [t.price, t.winner])).toEqual([
      [1, true],
      [0, false],
    ]);
  });

  it('refuses a malformed id and does not know an unknown one', async () => {
    expect(await get('/markets/0x12')).toEqual({ status: 400, body: { error: 'Invalid market' } });
    expect(await get(`/markets/0x${'0'.repeat(64)}`)).toEqual({ status: 404, body: { error: 'market not found' } });
  });
});

describe('GET /markets-by-token/{token_id}', () => {
  it("answers either token's market with both token ids", async () => {
    const row = db.prepare('SELECT condition_id, token0, token1 FROM markets LIMIT 1').get() as Json;
    const want = { condition_id: row.condition_id, primary_token_id: row.token0, secondary_token_id: row.token1 };
    expect(await get(`/markets-by-token/${row.token0}`)).toEqual({ status: 200, body: want });
    expect(await get(`/markets-by-token/${row.token1}`)).toEqual({ status: 200, body: want });
  });

  it('refuses a malformed token id and does not know an unknown one', async () => {
    expect(await get('/markets-by-token/12ab')).toEqual({ status: 400, body: { error: 'Invalid token id' } });
    expect(await get('/markets-by-token/12345')).toEqual({ status: 404, body: { error: 'market not found' } });
  });
});

describe('GET /clob-markets/{condition_id}', () => {
  it('answers the compact details the official client caches, fee curve from fee_bps', async () => {
    const row = db.prepare('SELECT * FROM markets WHERE fee_bps > 0 LIMIT 1').get() as Json;
    const { status, body } = await get(`/clob-markets/${row.condition_id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      c: row.condition_id,
      t: [
        { t: row.token0, o: row.outcome0 },
        { t: row.token1, o: row.outcome1 },
      ],
      mts: Number(row.tick_size),
      nr: row.neg_risk === 1,
      fd: { r: (2 * (row.fee_bps as number)) / 10_000, e: 1, to: true },
      mbf: 0,
      tbf: row.fee_bps,
      r: null,
      ao: expect.any(Boolean),
      mos: (row.min_order_size as number) / 1e6,
    });
  });

  it("bounds the ledger's fee from above with the client's curve, exactly at p = ½", () => {
    const bps = 200;
    const { r, e } = feeCurve(bps);
    for (let p = 0.01; p < 1; p += 0.01) {
      const ledger = Math.min(p, 1 - p) * (bps / 10_000);
      const client = r * (p * (1 - p)) ** e;
      expect(client).toBeGreaterThanOrEqual(ledger - 1e-12);
    }
    expect(r * 0.25).toBeCloseTo(0.5 * (bps / 10_000), 12);
  });

  it('refuses a malformed id and does not know an unknown one', async () => {
    expect(await get('/clob-markets/nope')).toEqual({ status: 400, body: { error: 'Invalid market' } });
    expect(await get(`/clob-markets/0x${'a'.repeat(64)}`)).toEqual({ status: 404, body: { error: 'market not found' } });
  });
});
