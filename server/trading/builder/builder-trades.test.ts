import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import type { Db } from '../../db/connection';

/* GET /builder/trades over the seeded trades: public, by builder code, filtered and paged. */

let db: Db;
let app: ReturnType<typeof createApp>;
let code: string;

type Page = {
  data: { id: string; builderCode: string; builder: string; maker: string; owner: string; matchTime: string }[];
  next_cursor: string;
};
const get = async (query: string) => {
  const res = await app.request(`/clob/builder/trades?${query}`);
  return { status: res.status, body: (await res.json()) as Page & { error?: string } };
};

beforeAll(() => {
  db = freshDemoDb();
  app = createApp(db);
  code = db
    .prepare<[], { builder_code: string }>(
      "SELECT builder_code FROM trades WHERE builder_code LIKE '0x%' AND builder_code != ? GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1".replace(
        '?',
        `'0x${'0'.repeat(64)}'`,
      ),
    )
    .get()!.builder_code;
});

describe('GET /builder/trades', () => {
  it("answers the code's trades newest first, one page at a time, with no headers", async () => {
    const first = await get(`builder_code=${code}`);
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBe(100);
    expect(first.body.data.every((t) => t.builderCode === code)).toBe(true);
    const times = first.body.data.map((t) => Number(t.matchTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await get(`builder_code=${code}&next_cursor=${first.body.next_cursor}`);
    expect(second.body.data[0]!.id).not.toBe(first.body.data[0]!.id);
  });

  it('filters by maker address and by id', async () => {
    const one = (await get(`builder_code=${code}`)).body.data[0]!;
    const byId = await get(`builder_code=${code}&id=${one.id}`);
    expect(byId.body.data.map((t) => t.id)).toEqual([one.id]);
    expect(byId.body.next_cursor).toBe('LTE=');
    const byMaker = await get(`builder_code=${code}&maker_address=${one.maker}`);
    expect(byMaker.body.data.every((t) => t.maker === one.maker || t.owner === one.maker)).toBe(true);
  });

  it('refuses bad params with the spec message', async () => {
    for (const query of [
      '',
      'builder_code=0x12',
      `builder_code=0x${'0'.repeat(64)}`,
      `builder_code=${code}&maker_address=bob`,
      `builder_code=${code}&before=x`,
    ]) {
      const r = await get(query);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'invalid builder trade params' });
    }
  });

  it('answers 500 with the spec message when the store fails', async () => {
    const broken = freshDemoDb();
    const brokenApp = createApp(broken);
    broken.exec('DROP INDEX trades_builder; ALTER TABLE trades RENAME TO trades_gone');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await brokenApp.request(`/clob/builder/trades?builder_code=${code}`);
    quiet.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'could not fetch builder trades' });
  });
});
