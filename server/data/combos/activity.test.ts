import { describe, expect, it } from 'vitest';
import { ComboActivityPage, CombosActivityResponse, type ComboActivity } from '../../../src/api/data/contract/schemas-combos';
import { USER, USER_LC, fixture } from '../../testing/combo-kit';

/* GET /data/v1/activity/combos (+ path alias) and /data/v2/activity/combos over the demo dataset. */

type Page = { activity: ComboActivity[]; pagination: { has_more: boolean; next_cursor: string | null; offset: number; limit: number } };
const Q = `/v1/activity/combos?user=${USER}`;

async function page(get: ReturnType<typeof fixture>['get'], path: string): Promise<Page> {
  const r = await get(path);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return CombosActivityResponse.parse(r.body) as Page;
}

describe('combo activity', () => {
  it('lists the user’s lifecycle and redeem events newest first, amounts by kind', async () => {
    const { get, db } = fixture();
    const rows = (await page(get, Q)).activity;
    const n = db.prepare('SELECT COUNT(*) FROM combo_activity WHERE user = ?').pluck().get(USER_LC) as number;
    expect(rows).toHaveLength(n);
    expect(n).toBeGreaterThan(2);
    const keys = rows.map((r) => [r.timestamp, Number(r.id)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [t0, id0] = keys[i - 1]!;
      const [t1, id1] = keys[i]!;
      expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
    }
    for (const r of rows) {
      expect(r.event_kind).toBe(r.type);
      expect(r.side).toBe(r.type);
      expect(r.module_id).toBe(3);
      expect(r.legs.length).toBeGreaterThanOrEqual(2);
      expect(r.tx_dttm).toBe(new Date(r.timestamp * 1000).toISOString().replace('.000Z', 'Z'));
      if (r.type === 'Redeem') {
        expect(r.amount_usdc).toBeNull();
        expect(r.payout_usdc).not.toBeNull();
      } else {
        expect(r.payout_usdc).toBeNull();
        expect(r.amount_usdc).not.toBeNull();
      }
    }
    expect(rows.some((r) => r.type === 'Redeem')).toBe(true);
  });

  it.each([
    ['limit=0', 200],
    ['limit=500', 200],
    ['limit=501', 400],
    ['limit=-1', 400],
    ['offset=10000', 200],
    ['offset=10001', 400],
    ['offset=x', 400],
    [`market_id=0x${'b'.repeat(62)}`, 200],
    ['market_id=0x12', 400],
    ['cursor=a.b', 400],
  ])('%s → %i', async (qs, status) => {
    const { get } = fixture();
    const r = await get(`${Q}&${qs}`);
    expect(r.status).toBe(status);
    if (status === 400) expect(Object.keys(r.body)).toEqual(['error']);
  });

  it('user is required', async () => {
    const { get } = fixture();
    expect((await get('/v1/activity/combos')).status).toBe(400);
    expect((await get('/v2/activity/combos')).body).toMatchObject({ code: 'invalid_request', parameter: 'user' });
  });

  it('market_id filters to the given combos', async () => {
    const { get } = fixture();
    const all = (await page(get, Q)).activity;
    const id = all[0]!.combo_condition_id;
    const f = (await page(get, `${Q}&market_id=${id}`)).activity;
    expect(f.length).toBe(all.filter((r) => r.combo_condition_id === id).length);
    expect(f.every((r) => r.combo_condition_id === id)).toBe(true);
  });

  it('cursor walk equals offset walk, for v1 and v2, and ends with next_cursor null', async () => {
    const { get } = fixture();
    const all = (await page(get, Q)).activity.map((r) => r.id);
    const byOffset: string[] = [];
    for (let o = 0; o < all.length; o += 3) byOffset.push(...(await page(get, `${Q}&limit=3&offset=${o}`)).activity.map((r) => r.id));
    expect(byOffset).toEqual(all);
    // v1: start from an offset page, continue by cursor
    const v1: string[] = [];
    let p = await page(get, `${Q}&limit=3`);
    for (;;) {
      v1.push(...p.activity.map((r) => r.id));
      if (!p.pagination.has_more) break;
      expect(p.pagination.offset + p.activity.length).toBe(v1.length);
      p = await page(get, `${Q}&limit=3&cursor=${encodeURIComponent(p.pagination.next_cursor!)}`);
    }
    expect(p.pagination.next_cursor).toBeNull();
    expect(v1).toEqual(all);
    const v2: string[] = [];
    let path = `/v2/activity/combos?user=${USER}&limit=4`;
    for (;;) {
      const r = await get(path);
      expect(r.status).toBe(200);
      const pg = ComboActivityPage.parse(r.body);
      v2.push(...pg.data.map((x) => x.id));
      if (!pg.pagination.next_cursor) break;
      expect(pg.pagination.has_more).toBe(true);
      path = `/v2/activity/combos?user=${USER}&limit=4&cursor=${encodeURIComponent(pg.pagination.next_cursor)}`;
    }
    expect(v2).toEqual(all);
  });

  it('a cursor walk is not disturbed by newer rows arriving at the head', async () => {
    const { get, db, now } = fixture();
    const all = (await page(get, Q)).activity.map((r) => r.id);
    const first = await page(get, `${Q}&limit=2`);
    const r = db.prepare('SELECT * FROM combo_activity WHERE user = ? LIMIT 1').get(USER_LC) as Record<string, unknown>;
    db.prepare(
      'INSERT INTO combo_activity (user, combo_condition_id, combo_position_id, kind, amount, payout, ts, tx_hash, log_index, block_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(USER_LC, r.combo_condition_id, r.combo_position_id, 'Split', 1_000_000, null, now, r.tx_hash, 0, r.block_number);
    const next = await page(get, `${Q}&limit=2&cursor=${encodeURIComponent(first.pagination.next_cursor!)}`);
    expect(next.activity.map((x) => x.id)).toEqual(all.slice(2, 4));
  });

  it('limit 0 and a cursor from an offset page both resume in the right place', async () => {
    const { get } = fixture();
    const all = (await page(get, Q)).activity.map((r) => r.id);
    const zero = await page(get, `${Q}&limit=0&offset=3`);
    expect(zero.activity).toEqual([]);
    expect(zero.pagination.has_more).toBe(true);
    const resumed = await page(get, `${Q}&limit=2&cursor=${encodeURIComponent(zero.pagination.next_cursor!)}`);
    expect(resumed.activity.map((r) => r.id)).toEqual(all.slice(3, 5));
    expect(resumed.pagination.offset).toBe(3);
  });

  it('refuses tampered and cross-endpoint cursors; v2 refuses offset', async () => {
    const { get } = fixture();
    const cur = (await page(get, `${Q}&limit=2`)).pagination.next_cursor!;
    const [body, sig] = cur.split('.');
    expect((await get(`${Q}&cursor=${encodeURIComponent(`${body}x.${sig}`)}`)).status).toBe(400);
    expect((await get(`/v1/positions/combos?user=${USER}&cursor=${encodeURIComponent(cur)}`)).status).toBe(400);
    const v2 = await get(`/v2/activity/combos?user=${USER}&cursor=${encodeURIComponent(cur)}`);
    expect(v2.status).toBe(400);
    expect(v2.body).toMatchObject({ code: 'invalid_request', parameter: 'cursor' });
    expect((await get(`${Q}&market_id=0x${'c'.repeat(62)}&cursor=${encodeURIComponent(cur)}`)).status).toBe(400);
    const off = await get(`/v2/activity/combos?user=${USER}&offset=0`);
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({ code: 'invalid_request', parameter: 'offset' });
  });

  it('the path alias answers the same as the query form', async () => {
    const { get } = fixture();
    for (const qs of ['', '&limit=3', '&limit=2&offset=1']) {
      expect(await get(`/v1/data/user/${USER}/activity/combos?z=1${qs}`)).toEqual(await get(`${Q}${qs}`));
    }
  });
});
