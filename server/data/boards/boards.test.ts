import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { createComboFigures } from '../../money/combos';
import { getData, pinnedDemoApp } from '../../testing/pinned-app';

const { db, now: NOW, app } = pinnedDemoApp();
const get = (path: string) => getData(app, path);
const WEEK = 7 * 86_400;

/** The board's definitions, recomputed independently from the raw trades (bigint, one rounding). */
function recompute(user: string, from: number) {
  const rows = db
    .prepare<
      [number, number, string, string],
      { taker: string; maker: string; side: string; size: number; price: number; tf: number; mf: number; cur: number }
    >(
      `SELECT t.taker, t.maker, t.taker_side side, t.size, t.price, t.taker_fee tf, t.maker_fee mf,
        CASE WHEN m.resolved_at IS NOT NULL THEN (CASE t.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END)
             ELSE (CASE t.outcome_index WHEN 0 THEN m.price0 ELSE 1000000 - m.price0 END) END cur
       FROM trades t JOIN markets m USING (condition_id) WHERE t.ts > ? AND t.ts <= ? AND (t.taker = ? OR t.maker = ?)`,
    )
    .all(from, NOW, user, user);
  let marked = 0n,
    fees = 0n,
    shares = 0n,
    usdc = 0n;
  for (const r of rows) {
    for (const role of ['taker', 'maker'] as const) {
      if (r[role] !== user) continue;
      const buys = (r.side === 'BUY') === (role === 'taker');
      const move = BigInt(r.size) * BigInt(r.cur - r.price);
      marked += buys ? move : -move;
      fees += BigInt(role === 'taker' ? r.tf : r.mf);
      shares += BigInt(r.size);
      usdc += BigInt(r.size) * BigInt(r.price);
    }
  }
  const div = (n: bigint) => Number(n < 0n ? -((-n + 500_000n) / 1_000_000n) : (n + 500_000n) / 1_000_000n);
  return { pnl: (div(marked) - Number(fees)) / 1e6, usdc: div(usdc) / 1e6, shares: Number(shares) / 1e6 };
}

describe('GET /v1/leaderboard', () => {
  it('ranks by PnL, descending, with rank strings, and the top entry recomputes from trades', async () => {
    const { status, body } = await get('/v1/leaderboard?timePeriod=week&limit=50');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(5);
    for (let i = 1; i < body.length; i++) {
      expect(body[i].pnl).toBeLessThanOrEqual(body[i - 1].pnl);
      expect(Number(body[i].rank)).toBeGreaterThanOrEqual(Number(body[i - 1].rank));
    }
    expect(body[0].rank).toBe('1');
    expect(Object.keys(body[0]).sort()).toEqual([
      'pnl',
      'profileImage',
      'proxyWallet',
      'rank',
      'userName',
      'verifiedBadge',
      'vol',
      'xUsername',
    ]);
    const top = recompute(body[0].proxyWallet.toLowerCase(), NOW - WEEK);
    expect(body[0].pnl).toBeCloseTo(top.pnl, 6);
    expect(body[0].vol).toBeCloseTo(top.usdc, 6);
  });

  it('ranks by volume and answers one user standing', async () => {
    const { body } = await get('/v1/leaderboard?timePeriod=MONTH&orderBy=VOL&limit=50');
    for (let i = 1; i < body.length; i++) expect(body[i].vol).toBeLessThanOrEqual(body[i - 1].vol);
    expect(body[0].vol).toBeCloseTo(recompute(body[0].proxyWallet.toLowerCase(), NOW - 30 * 86_400).usdc, 6);
    const third = body[2];
    const one = await get(`/v1/leaderboard?timePeriod=MONTH&orderBy=VOL&user=${third.proxyWallet}`);
    expect(one.body).toEqual([third]);
    const all = await get(`/v1/leaderboard?timePeriod=ALL&user=${DEMO_TRADER}`);
    // realized PnL, combos included: the ALL board is the realized figure of docs/money-model.md
    const realized = db
      .prepare<[string], { s: number }>('SELECT SUM(realized_pnl) s FROM positions WHERE user = ?')
      .get(DEMO_TRADER.toLowerCase())!.s;
    const combos = createComboFigures(db).realized(DEMO_TRADER.toLowerCase());
    expect(combos).not.toBe(0);
    expect(all.body[0].pnl).toBeCloseTo((realized + combos) / 1e6, 6);
    const comboBoard = await get(`/v2/leaderboard?time_period=all&category=combos&user=${DEMO_TRADER}`);
    expect(comboBoard.body.data.pnl).toBeCloseTo(combos / 1e6, 6);
    expect(all.body[0].userName).toBe('Demo Trader');
  });

  it('accepts every enum value and rejects invalid input with 400 naming the parameter', async () => {
    for (const tp of ['DAY', 'WEEK', 'MONTH', 'ALL'])
      for (const ob of ['PNL', 'VOL']) expect((await get(`/v1/leaderboard?timePeriod=${tp}&orderBy=${ob}`)).status).toBe(200);
    for (const cat of [
      'OVERALL',
      'POLITICS',
      'SPORTS',
      'ESPORTS',
      'CRYPTO',
      'CULTURE',
      'MENTIONS',
      'WEATHER',
      'ECONOMICS',
      'TECH',
      'FINANCE',
    ]) {
      expect((await get(`/v1/leaderboard?category=${cat}&timePeriod=ALL`)).status).toBe(200);
    }
    for (const [q, name] of [
      ['timePeriod=YEAR', 'timePeriod'],
      ['orderBy=X', 'orderBy'],
      ['category=NOPE', 'category'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['offset=1001', 'offset'],
      ['user=0x1', 'user'],
    ]) {
      const r = await get(`/v1/leaderboard?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toContain(name);
    }
  });
});

describe('GET /v2/leaderboard', () => {
  it('pages the PnL board with a cursor that pins it; volume is in shares', async () => {
    const first = await get('/v2/leaderboard?time_period=week&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.pagination).toMatchObject({ limit: 5, offset: 0, has_more: true });
    const top = first.body.data[0];
    const again = recompute(top.user_id.toLowerCase(), NOW - WEEK);
    expect(top.pnl).toBeCloseTo(again.pnl, 6);
    expect(top.volume).toBeCloseTo(again.shares, 6);
    const next = await get(`/v2/leaderboard?cursor=${first.body.pagination.next_cursor}`);
    expect(next.status).toBe(200);
    expect(next.body.pagination.offset).toBe(5);
    expect(next.body.data[0].pnl).toBeLessThanOrEqual(first.body.data[4].pnl);
    const repointed = await get(`/v2/leaderboard?time_period=month&cursor=${first.body.pagination.next_cursor}`);
    expect(repointed.status).toBe(400);
    expect(repointed.body).toMatchObject({ code: 'invalid_request', parameter: 'time_period' });
    const tampered = await get(`/v2/leaderboard?cursor=${first.body.pagination.next_cursor}x`);
    expect(tampered.status).toBe(400);
  });

  it('answers one user standing with both ranks, and null for an unknown wallet', async () => {
    const board = await get('/v2/leaderboard?time_period=all&sort_by=VOLUME&limit=1000');
    const mine = board.body.data.find((r: { user_id: string }) => r.user_id.toLowerCase() === DEMO_TRADER.toLowerCase());
    const one = await get(`/v2/leaderboard?time_period=all&user=${DEMO_TRADER}`);
    expect(one.body.data.rank_volume).toBe(mine.rank);
    expect(one.body.data.rank_pnl).toBeGreaterThan(0);
    expect(one.body.data.volume).toBe(mine.volume);
    expect((await get('/v2/leaderboard?user=0x00000000000000000000000000000000deadbeef')).body).toEqual({ data: null });
  });

  it('validates with the observed messages', async () => {
    for (const tp of ['day', 'week', 'month', 'all'])
      for (const s of ['PNL', 'VOLUME']) expect((await get(`/v2/leaderboard?time_period=${tp}&sort_by=${s}`)).status).toBe(200);
    expect((await get('/v2/leaderboard?category=anything-goes')).status).toBe(200);
    const tp = await get('/v2/leaderboard?time_period=year');
    expect(tp.status).toBe(400);
    expect(tp.body).toMatchObject({
      error: 'time_period must be one of day, week, month, all',
      code: 'invalid_request',
      parameter: 'time_period',
    });
    const sb = await get('/v2/leaderboard?sortBy=VOL');
    expect(sb.body).toMatchObject({ error: 'sort_by must be PNL or VOLUME', parameter: 'sort_by' });
    expect((await get('/v2/leaderboard?limit=1001')).status).toBe(400);
  });
});

describe('builders boards', () => {
  it('v1 leaderboard ranks builders by USDC volume with the LeaderboardEntry fields', async () => {
    const { status, body } = await get('/v1/builders/leaderboard?timePeriod=ALL');
    expect(status).toBe(200);
    expect(body.length).toBe(6);
    for (let i = 1; i < body.length; i++) expect(body[i].volume).toBeLessThanOrEqual(body[i - 1].volume);
    expect(Object.keys(body[0]).sort()).toEqual(['activeUsers', 'builder', 'builderCode', 'builderLogo', 'rank', 'verified', 'volume']);
    const t = db
      .prepare<[string], { n: number; u: number }>('SELECT count(*) n, count(DISTINCT maker) u FROM trades WHERE builder_code = ?')
      .get(body[0].builderCode)!;
    expect(t.n).toBeGreaterThan(0);
    expect(body[0].activeUsers).toBe(t.u);
    expect(body.some((b: { builderCode: string }) => b.builderCode === '')).toBe(true);
    for (const tp of ['DAY', 'WEEK', 'MONTH']) expect((await get(`/v1/builders/leaderboard?timePeriod=${tp}`)).status).toBe(200);
    expect((await get('/v1/builders/leaderboard?timePeriod=YEAR')).status).toBe(400);
  });

  it('v1 volume is one row per builder per day; v2 buckets newest first', async () => {
    const v1 = await get('/v1/builders/volume?timePeriod=WEEK');
    expect(v1.status).toBe(200);
    for (const r of v1.body) expect(r.dt).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
    const v2 = await get('/v2/builders/volume?interval=month&limit=3');
    const dates = [...new Set(v2.body.data.map((r: { date: string }) => r.date))];
    expect(dates.length).toBeLessThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of ['day', 'week', 'month', 'all']) expect((await get(`/v2/builders/volume?interval=${d}`)).status).toBe(200);
    const bad = await get('/v2/builders/volume?interval=hour');
    expect(bad.body).toMatchObject({ error: 'time_period must be one of day, week, month, all', code: 'invalid_request' });
    const lb = await get('/v2/builders/leaderboard?time_period=all&limit=2');
    expect(lb.body.data).toHaveLength(2);
    expect(lb.body.pagination.has_more).toBe(true);
    const rest = await get(`/v2/builders/leaderboard?cursor=${lb.body.pagination.next_cursor}`);
    expect(rest.body.data[0].rank).toBe(3);
  });
});
