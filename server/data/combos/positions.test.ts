import { describe, expect, it } from 'vitest';
import { CombosResponse, ComboPositionsPage, type ComboPosition } from '../../../src/api/data/contract/schemas-combos';
import { ALL_STATUSES, USER, USER_LC, fixture, micro } from '../../testing/combo-kit';

/*
 * GET /data/v1/positions/combos (+ path alias) and /data/v2/positions/combos over the demo
 * dataset, whose trader holds one combo in every status.
 */

type Page = { combos: ComboPosition[]; pagination: { has_more: boolean; next_cursor: string | null; offset: number; limit: number } };
const Q = `/v1/positions/combos?user=${USER}`;

async function page(get: ReturnType<typeof fixture>['get'], path: string): Promise<Page> {
  const r = await get(path);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return CombosResponse.parse(r.body) as Page;
}
const ids = (rows: ComboPosition[]) => rows.map((r) => `${r.combo_condition_id}/${r.combo_position_id}`);

describe('combo positions: statuses', () => {
  it('the demo trader has all five statuses, each row matching the schema', async () => {
    const { get } = fixture();
    const p = await page(get, `${Q}&status=${ALL_STATUSES}`);
    expect(new Set(p.combos.map((r) => r.status))).toEqual(new Set(ALL_STATUSES.split(',')));
    for (const r of p.combos) {
      expect(r.module_id).toBe(3);
      expect(r.legs_total).toBe(r.legs.length);
      expect(r.legs_resolved + r.legs_pending).toBe(r.legs_total);
      expect(r.user_address.toLowerCase()).toBe(USER_LC);
    }
    const partial = p.combos.find((r) => r.status === 'RESOLVED_PARTIAL')!;
    const leg = partial.legs.find((l) => l.leg_status === 'RESOLVED_PARTIAL')!;
    expect(leg.leg_resolved_at).not.toBeNull();
    // a resolved leg is priced at its payout, as every outcome of a resolved market is
    const payout = { RESOLVED_WIN: '1', RESOLVED_LOSS: '0', RESOLVED_PARTIAL: '0.5' } as const;
    for (const l of p.combos.flatMap((r) => r.legs)) {
      if (l.leg_status !== 'OPEN') expect(l.leg_current_price, l.leg_condition_id).toBe(payout[l.leg_status]);
    }
  });

  it('status is case-insensitive, and one invalid member is a 400', async () => {
    const { get } = fixture();
    const a = await page(get, `${Q}&status=open,Resolved_Win`);
    const b = await page(get, `${Q}&status=OPEN,RESOLVED_WIN`);
    expect(a.combos).toEqual(b.combos);
    expect(new Set(a.combos.map((r) => r.status))).toEqual(new Set(['OPEN', 'RESOLVED_WIN']));
    const bad = await get(`${Q}&status=OPEN,CLOSED`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['error']);
    const v2 = await get(`/v2/positions/combos?user=${USER}&status=open,nope`);
    expect(v2.status).toBe(400);
    expect(v2.body).toMatchObject({ code: 'invalid_request', parameter: 'status', retryable: false });
  });

  it('by default: live positions plus settled ones with a recorded resolution', async () => {
    const { get, db } = fixture();
    expect((await page(get, Q)).combos).toHaveLength(6);
    const lost = (await page(get, `${Q}&status=RESOLVED_LOSS`)).combos[0]!;
    db.prepare('UPDATE combo_positions SET resolved_at = NULL WHERE combo_condition_id = ?').run(lost.combo_condition_id);
    const def = await page(get, Q);
    expect(def.combos.map((r) => r.combo_condition_id)).not.toContain(lost.combo_condition_id);
    expect(def.combos).toHaveLength(5);
    // an explicit status still lists it
    expect((await page(get, `${Q}&status=resolved_loss`)).combos).toHaveLength(1);
  });
});

describe('combo positions: dust floor and sync mode', () => {
  it('omits open dust from the listing; resolved rows come regardless of balance; sync mode returns every row', async () => {
    const { get, db, now } = fixture();
    const open = (await page(get, `${Q}&status=OPEN`)).combos[0]!;
    db.prepare('UPDATE combo_positions SET shares = 999, updated_at = ? WHERE combo_condition_id = ?').run(
      now - 1000,
      open.combo_condition_id,
    );
    const def = await page(get, Q);
    expect(def.combos.map((r) => r.combo_condition_id)).not.toContain(open.combo_condition_id);
    expect(def.combos.some((r) => r.shares_balance === '0.000000' && r.status === 'RESOLVED_WIN')).toBe(true);
    expect((await page(get, `${Q}&status=OPEN`)).combos).toHaveLength(0);
    for (const sync of ['&updatedAfter=0', `&updatedBefore=${now}`, '&sort=updated_asc', '&updated_after=0']) {
      const rows = (await page(get, `${Q}${sync}`)).combos;
      expect(rows.find((r) => r.combo_condition_id === open.combo_condition_id)?.shares_balance, sync).toBe('0.000999');
    }
    db.prepare('UPDATE combo_positions SET shares = 1000 WHERE combo_condition_id = ?').run(open.combo_condition_id);
    expect((await page(get, `${Q}&status=OPEN`)).combos).toHaveLength(1); // exactly 0.001 is not dust
  });

  it('clamps the sync window about 90 s behind now, and orders updated_asc', async () => {
    const { get, db, now } = fixture();
    const open = (await page(get, `${Q}&status=OPEN`)).combos[0]!;
    db.prepare('UPDATE combo_positions SET updated_at = ? WHERE combo_condition_id = ?').run(now - 10, open.combo_condition_id);
    const sync = await page(get, `${Q}&updatedAfter=0&updatedBefore=${now + 1000}`);
    expect(sync.combos.map((r) => r.combo_condition_id)).not.toContain(open.combo_condition_id);
    expect((await page(get, Q)).combos.map((r) => r.combo_condition_id)).toContain(open.combo_condition_id);
    db.prepare('UPDATE combo_positions SET updated_at = ? WHERE combo_condition_id = ?').run(now - 90, open.combo_condition_id);
    const later = await page(get, `${Q}&sort=updated_asc`);
    expect(later.combos.at(-1)!.combo_condition_id).toBe(open.combo_condition_id);
    const times = later.combos.map((r) => Date.parse(r.updated_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('inclusive bounds; updatedBefore < updatedAfter is a 400 on v1 and v2', async () => {
    const { get } = fixture();
    const all = (await page(get, `${Q}&updatedAfter=0`)).combos;
    const t = Date.parse(all[0]!.updated_at) / 1000;
    const exact = (await page(get, `${Q}&updatedAfter=${t}&updatedBefore=${t}`)).combos;
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((r) => Date.parse(r.updated_at) / 1000 === t)).toBe(true);
    expect((await get(`${Q}&updatedAfter=${t}&updatedBefore=${t - 1}`)).status).toBe(400);
    const v2 = await get(`/v2/positions/combos?user=${USER}&updated_after=${t}&updated_before=${t - 1}`);
    expect(v2.status).toBe(400);
    expect(v2.body).toMatchObject({ code: 'invalid_request', parameter: 'updated_before' });
    for (const bad of ['-1', '1.5', 'x']) expect((await get(`${Q}&updatedAfter=${bad}`)).status).toBe(400);
    expect((await get(`${Q}&updatedAfter=1&updated_after=2`)).status).toBe(400);
  });
});

describe('combo positions: bounds', () => {
  it.each([
    ['limit=0', 200],
    ['limit=1000', 200],
    ['limit=1001', 400],
    ['limit=-1', 400],
    ['limit=abc', 400],
    ['offset=100000', 200],
    ['offset=100001', 400],
    ['offset=-1', 400],
    ['sort=FIRST_ENTRY_DESC', 200],
    ['sort=nope', 400],
    [`market_id=0x${'a'.repeat(62)}`, 200],
    [`market_id=0x${'a'.repeat(64)}`, 400],
    ['cursor=abc', 400],
    ['status=', 200],
  ])('%s → %i', async (qs, status) => {
    const { get } = fixture();
    const r = await get(`${Q}&${qs}`);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (status === 400) expect(Object.keys(r.body)).toEqual(['error']);
  });

  it('user is required and must be an address', async () => {
    const { get } = fixture();
    expect((await get('/v1/positions/combos')).status).toBe(400);
    expect((await get('/v1/positions/combos?user=0x123')).status).toBe(400);
    expect((await get('/v1/data/user/0x123/positions/combos')).status).toBe(400);
    const v2 = await get('/v2/positions/combos');
    expect(v2.body).toMatchObject({ code: 'invalid_request', parameter: 'user' });
  });

  it('limit 0 serves no rows but reports more; market_id filters', async () => {
    const { get } = fixture();
    const zero = await page(get, `${Q}&limit=0`);
    expect(zero.combos).toEqual([]);
    expect(zero.pagination.has_more).toBe(true);
    const all = (await page(get, Q)).combos;
    const pick = [all[0]!.combo_condition_id, all[2]!.combo_condition_id.toUpperCase().replace('0X', '0x')];
    const f = await page(get, `${Q}&market_id=${pick.join(',')}`);
    expect(new Set(f.combos.map((r) => r.combo_condition_id))).toEqual(new Set(pick.map((s) => s.toLowerCase())));
  });
});

describe('combo positions: paging', () => {
  it.each(['current_value_desc', 'first_entry_desc', 'entry_cost_desc', 'resolved_at_desc', 'updated_asc'])(
    'cursor walk equals offset walk (%s)',
    async (sort) => {
      const { get } = fixture();
      const base = `${Q}&sort=${sort}&status=${ALL_STATUSES}&limit=2`;
      const all = (await page(get, `${Q}&sort=${sort}&status=${ALL_STATUSES}&limit=100`)).combos;
      const byOffset: ComboPosition[] = [];
      for (let o = 0; o < all.length; o += 2) byOffset.push(...(await page(get, `${base}&offset=${o}`)).combos);
      const byCursor: ComboPosition[] = [];
      let p = await page(get, base);
      for (;;) {
        byCursor.push(...p.combos);
        if (!p.pagination.has_more) break;
        p = await page(get, `${base}&cursor=${encodeURIComponent(p.pagination.next_cursor!)}`);
      }
      expect(ids(byCursor)).toEqual(ids(all));
      expect(ids(byOffset)).toEqual(ids(all));
      expect(p.pagination.next_cursor).toBeNull();
    },
  );

  it('has_more is false and next_cursor null on the last page; an exactly full last page too', async () => {
    const { get } = fixture();
    const full = await page(get, `${Q}&limit=6`);
    expect(full.combos).toHaveLength(6);
    expect(full.pagination).toEqual({ limit: 6, offset: 0, has_more: false, next_cursor: null });
    const first = await page(get, `${Q}&limit=5`);
    expect(first.pagination.has_more).toBe(true);
    expect(first.pagination.next_cursor).toEqual(expect.any(String));
  });

  it('refuses tampered, cross-endpoint and re-filtered cursors', async () => {
    const { get } = fixture();
    const cur = (await page(get, `${Q}&limit=2`)).pagination.next_cursor!;
    const [body, sig] = cur.split('.');
    const tampered = `${body!.slice(0, -2)}${body!.endsWith('A') ? 'B' : 'A'}${body!.slice(-1)}.${sig}`;
    expect((await get(`${Q}&limit=2&cursor=${encodeURIComponent(tampered)}`)).status).toBe(400);
    expect((await get(`${Q}&limit=2&cursor=${encodeURIComponent(`${body}.${sig!.slice(1)}x`)}`)).status).toBe(400);
    expect((await get(`/v1/activity/combos?user=${USER}&cursor=${encodeURIComponent(cur)}`)).status).toBe(400);
    const v2 = await get(`/v2/positions/combos?user=${USER}&cursor=${encodeURIComponent(cur)}`);
    expect(v2.status).toBe(400);
    expect(v2.body).toMatchObject({ code: 'invalid_request', parameter: 'cursor' });
    expect((await get(`${Q}&limit=2&sort=entry_cost_desc&cursor=${encodeURIComponent(cur)}`)).status).toBe(400);
    // the page size is not bound: a walk may change it
    expect((await get(`${Q}&limit=3&cursor=${encodeURIComponent(cur)}`)).status).toBe(200);
  });
});

describe('combo positions: money', () => {
  it('decimal strings are exact: entry cost = avg × balance, total = entry while open, fees <= gross', async () => {
    const { get } = fixture();
    const rows = (await page(get, `${Q}&status=${ALL_STATUSES}`)).combos;
    for (const r of rows) {
      const avg = micro(r.entry_avg_price_usdc);
      const bal = micro(r.shares_balance);
      expect(micro(r.entry_cost_usdc), r.combo_condition_id).toBe((avg * bal + 500_000n) / 1_000_000n);
      expect(micro(r.entry_fees_usdc) <= micro(r.gross_entry_cost_usdc)).toBe(true);
      expect(micro(r.total_cost_usdc) >= micro(r.entry_cost_usdc)).toBe(true);
      if (r.status === 'OPEN' || r.status === 'PARTIAL') {
        expect(r.total_cost_usdc).toBe(r.entry_cost_usdc);
        expect(r.realized_payout_usdc).toBe('0.00');
        expect(r.resolved_at).toBeNull();
      }
      if (r.status === 'RESOLVED_LOSS') expect(r.realized_payout_usdc).toBe('0.00');
    }
    const won = rows.find((r) => r.status === 'RESOLVED_WIN' && r.shares_balance === '0.000000')!;
    expect(won.entry_cost_usdc).toBe('0.000000');
    expect(micro(won.realized_payout_usdc)).toBeGreaterThan(0n);
    expect(micro(won.total_cost_usdc)).toBeGreaterThan(0n);
  });
});

describe('combo positions: aliases and v2', () => {
  it('the path alias answers the same as the query form', async () => {
    const { get } = fixture();
    for (const qs of ['', '&limit=2', `&status=${ALL_STATUSES}&sort=first_entry_desc`]) {
      const a = await get(`${Q}${qs}`);
      const b = await get(`/v1/data/user/${USER}/positions/combos?x=1${qs}`);
      expect(b).toEqual(a);
    }
    expect((await get(`/v1/data/user/${USER}/positions/combos?user=0x70997970c51812dc3a010c7d01b50e0d17dc79c8`)).status).toBe(400);
  });

  it('v2 wraps the same rows in { data, pagination }, pages by cursor and refuses offset', async () => {
    const { get } = fixture();
    const v1 = (await page(get, `${Q}&status=${ALL_STATUSES}`)).combos;
    const rows: ComboPosition[] = [];
    let path = `/v2/positions/combos?user=${USER}&status=${ALL_STATUSES}&limit=4`;
    for (;;) {
      const r = await get(path);
      expect(r.status).toBe(200);
      const p = ComboPositionsPage.parse(r.body);
      for (const row of p.data) expect(row.proxy_wallet).toBe(row.user_address);
      rows.push(...p.data);
      if (!p.pagination.next_cursor) break;
      path = `/v2/positions/combos?user=${USER}&status=${ALL_STATUSES}&cursor=${encodeURIComponent(p.pagination.next_cursor)}`;
    }
    expect(ids(rows)).toEqual(ids(v1));
    for (const off of ['0', '5']) {
      const r = await get(`/v2/positions/combos?user=${USER}&offset=${off}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request', parameter: 'offset' });
    }
    const snake = await get(`/v2/positions/combos?user=${USER}&updated_after=0&condition_id=${v1[0]!.combo_condition_id}`);
    const camel = await get(`/v2/positions/combos?user=${USER}&updatedAfter=0&market_id=${v1[0]!.combo_condition_id}`);
    expect(snake.body).toEqual(camel.body);
    expect((snake.body.data as unknown[]).length).toBe(1);
  });
});
