import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { BiggestWinnersV2Response, type BiggestWinner } from '../../../src/api/data/contract/schemas-boards';
import { v2Fixture } from '../../testing/v2-kit';
import { WINNERS_BOARD_DEPTH } from './handlers-winners';

const { db, now, ok, bad, walk } = v2Fixture();
const DAY = 86_400;
const micro = (x: number) => Math.round(x * 1e6);

async function board(query: string): Promise<BiggestWinner[]> {
  const body = BiggestWinnersV2Response.parse(await ok(`/v2/biggest-winners?${query}`));
  return body.data;
}

/** Winning market positions recomputed from the positions table: realized + unredeemed shares at the payout − basis left. */
function marketWins(from: number, to: number) {
  const rows = db
    .prepare<
      [number, number],
      { asset: string; user: string; realized: number; size: number; cost: number; payout: number; category: string }
    >(
      `SELECT p.asset, p.user, p.realized_pnl realized, p.size, p.cost, CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END payout, m.category
       FROM positions p JOIN markets m USING (condition_id) WHERE m.resolved_at > ? AND m.resolved_at <= ?`,
    )
    .all(from, to);
  return rows
    .map((r) => ({ ...r, pnl: r.realized + Number((BigInt(r.size) * BigInt(r.payout) + 500_000n) / 1_000_000n) - r.cost }))
    .filter((r) => r.pnl > 0);
}

describe('GET /v2/biggest-winners', () => {
  it('ranks winning positions by pnl with a unique row_number, each pnl = final − initial > 0', async () => {
    const rows = await board('time_period=all&limit=1000');
    expect(rows).toHaveLength(WINNERS_BOARD_DEPTH);
    rows.forEach((r, n) => {
      expect(r.win_rank).toBe(n + 1);
      expect(r.pnl).toBeGreaterThan(0);
      expect(micro(r.final_value) - micro(r.initial_value)).toBe(micro(r.pnl));
      if (n > 0) expect(r.pnl).toBeLessThanOrEqual(rows[n - 1]!.pnl);
    });
    expect(new Set(rows.map((r) => `${r.kind}:${r.user_id}:${r.position_id}`)).size).toBe(rows.length);
    // the top of the board is the best position in the ledger
    const best = marketWins(-1, now).sort((a, b) => b.pnl - a.pnl)[0]!;
    expect(rows[0]).toMatchObject({ kind: 'market', position_id: best.asset, pnl: best.pnl / 1e6 });
    expect(rows[0]!.user_id.toLowerCase()).toBe(best.user);
  });

  it('is every winning position resolved in the window, defaulting to the last day', async () => {
    const month = await board('time_period=month&limit=1000');
    const expected = marketWins(now - 30 * DAY, now);
    expect(expected.length).toBeLessThan(WINNERS_BOARD_DEPTH);
    const markets = month.filter((r) => r.kind === 'market');
    expect(markets.map((r) => r.position_id + r.user_id.toLowerCase()).sort()).toEqual(expected.map((r) => r.asset + r.user).sort());
    for (const r of month) {
      expect(r.resolved_at).toBeGreaterThan(now - 30 * DAY);
      expect(r.resolved_at).toBeLessThanOrEqual(now);
    }
    expect(await board('')).toEqual(await board('time_period=day'));
    expect((await board('time_period=week&limit=1000')).length).toBeLessThanOrEqual(month.length);
  });

  it('moves its window edges with now: (now − period, now]', async () => {
    const { resolved_at: R, condition_id } = db
      .prepare<[], { resolved_at: number; condition_id: string }>(
        `SELECT m.resolved_at, m.condition_id FROM markets m JOIN positions p USING (condition_id)
         WHERE m.resolved_at IS NOT NULL AND p.realized_pnl > 0 ORDER BY m.resolved_at LIMIT 1`,
      )
      .get()!;
    const has = async (at: number, period: string) => {
      const app = createApp(db, { now: () => at });
      const body = (await (await app.request(`/data/v2/biggest-winners?time_period=${period}&limit=1000`)).json()) as {
        data: BiggestWinner[];
      };
      return body.data.some((r) => r.condition_id === condition_id);
    };
    expect(await has(R, 'day')).toBe(true);
    expect(await has(R + DAY - 1, 'day')).toBe(true);
    expect(await has(R + DAY, 'day')).toBe(false);
    expect(await has(R - 1, 'day')).toBe(false);
    expect(await has(R + 7 * DAY - 1, 'week')).toBe(true);
    expect(await has(R + 7 * DAY, 'week')).toBe(false);
    expect(await has(R + 30 * DAY - 1, 'month')).toBe(true);
    expect(await has(R + 30 * DAY, 'month')).toBe(false);
    expect(await has(R + 3000 * DAY, 'all')).toBe(true);
  });

  it('filters by category; combos are their own board, and part of overall', async () => {
    const politics = await board('time_period=all&category=Politics&limit=1000');
    expect(politics.length).toBeGreaterThan(0);
    const categoryOf = db.prepare<[string], { category: string }>('SELECT category FROM markets WHERE condition_id = ?');
    for (const r of politics) {
      expect(r.kind).toBe('market');
      expect(categoryOf.get(r.condition_id)!.category.toLowerCase()).toBe('politics');
      expect(r.event_id).toBeGreaterThan(0);
    }
    expect(politics.length).toBe(marketWins(-1, now).filter((r) => r.category.toLowerCase() === 'politics').length);

    const combos = await board('time_period=all&category=combos&limit=1000');
    expect(combos.length).toBeGreaterThan(0);
    const legTitles = db.prepare<[string], { title: string }>(
      'SELECT m.title FROM combo_legs l JOIN markets m USING (condition_id) WHERE l.combo_condition_id = ? ORDER BY l.leg_index',
    );
    for (const r of combos) {
      expect(r).toMatchObject({ kind: 'combo', event_id: 0, event_slug: '' });
      expect(r.condition_id).toMatch(/^0x[0-9a-f]{62}$/);
      expect(r.event_title).toBe(
        legTitles
          .all(r.condition_id)
          .map((l) => l.title)
          .join(' / '),
      );
    }
    // a settled combo's win: payout (paid or owed) less the entry price of the shares held to settlement
    const top = db
      .prepare<[string], { realized_payout: number; entry_avg_price: number; redeemed_shares: number; shares: number }>(
        'SELECT realized_payout, entry_avg_price, redeemed_shares, shares FROM combo_positions WHERE combo_position_id = ?',
      )
      .get(combos[0]!.position_id)!;
    expect(micro(combos[0]!.initial_value)).toBe(Math.round((top.entry_avg_price * (top.shares + top.redeemed_shares)) / 1e6));
    if (top.shares === 0) expect(micro(combos[0]!.final_value)).toBe(top.realized_payout);

    const overall = await board('time_period=month&limit=1000');
    const monthCombos = await board('time_period=month&category=combos&limit=1000');
    for (const c of monthCombos) expect(overall).toContainEqual({ ...c, win_rank: expect.any(Number) });
    expect(await board('time_period=all&category=no-such-category')).toEqual([]);
  });

  it('walks every row exactly once with cursors that pin the window and category', async () => {
    const whole = await board('time_period=all&limit=1000');
    const pages = await walk('/v2/biggest-winners?time_period=all&limit=37');
    expect(pages.length).toBe(Math.ceil(WINNERS_BOARD_DEPTH / 37));
    expect(pages.flat()).toEqual(whole);

    const first = await ok('/v2/biggest-winners?time_period=all&category=politics&limit=3');
    const cursor = encodeURIComponent(first.pagination.next_cursor);
    const next = await ok(`/v2/biggest-winners?cursor=${cursor}`);
    expect(next.pagination).toMatchObject({ limit: 3, offset: 3 });
    expect(next.data[0].win_rank).toBe(4);
    // restating the pinned values is fine; a limit beside a cursor is ignored
    expect((await ok(`/v2/biggest-winners?cursor=${cursor}&time_period=all&category=Politics&limit=9`)).data).toEqual(next.data);
    await bad(`/v2/biggest-winners?cursor=${cursor}&time_period=week`, 'time_period');
    await bad(`/v2/biggest-winners?cursor=${cursor}&category=combos`, 'category');
    await bad(`/v2/biggest-winners?cursor=${cursor}x`, 'cursor');
    await bad(`/v2/leaderboard?cursor=${cursor}`, 'cursor');
  });

  it('refuses bad parameters with v2 bodies', async () => {
    expect(await bad('/v2/biggest-winners?time_period=year', 'time_period')).toMatchObject({
      error: 'time_period must be one of day, week, month, all',
    });
    expect(await bad('/v2/biggest-winners?timePeriod=hour', 'time_period')).toMatchObject({
      error: 'time_period must be one of day, week, month, all',
    });
    await bad('/v2/biggest-winners?limit=1001', 'limit');
    await bad('/v2/biggest-winners?limit=-1', 'limit');
    await bad('/v2/biggest-winners?offset=25', 'offset');
    const empty = await ok('/v2/biggest-winners?time_period=all&limit=0');
    expect(empty).toEqual({ data: [], pagination: { limit: 0, offset: 0, has_more: false, next_cursor: null } });
    expect((await ok('/v2/biggest-winners?time_period=ALL&limit=2')).data).toHaveLength(2);
  });
});
