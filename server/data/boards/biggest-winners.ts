import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { biggestWinnersV2Query } from '../../../src/api/data/contract/params-boards';
import { parseV2 } from '../../http/v2-query';
import { MICRO, comboPayoutPerShare, mulDiv, type LegResolution } from '../../ledger';
import { mulDivRound } from '../shared/micro-math';
import { profiles, windowStart, type Period } from './compute';
import { boardPagination, pinnedPage } from './leaderboards-v2';

/*
 * GET /v2/biggest-winners: one row per winning POSITION of a resolved market (or settled combo),
 * not per user. pnl = final_value − initial_value, where
 *   market: initial = the fee-exclusive USDC ever paid for the position (bought_cost); final = what
 *           it brought back (sales, merges, redemptions) plus the unredeemed shares at the payout.
 *           So pnl = realized_pnl + size × payout − remaining cost, the user-stats "biggest win".
 *   combo:  initial = entry price × the shares held to settlement; final = the settlement payout,
 *           paid or still owed on unredeemed shares.
 * The window is on resolved_at, (now − period, now]. Each window/category board is the top 500
 * (the reference's depth), ranked by pnl with a unique row_number.
 */

/** Rows per window/category board, as the reference describes its boards. */
export const WINNERS_BOARD_DEPTH = 500;
/* Boards kept between requests: 4 windows × a few categories; first in, first out. */
const BOARDS_CACHED = 16;

type MarketWinRow = {
  user: string;
  asset: string;
  condition_id: string;
  size: number;
  cost: number;
  bought_cost: number;
  realized_pnl: number;
  payout: number | null;
  resolved_at: number;
  event_id: number;
  event_slug: string;
  event_title: string;
};
type ComboWinRow = {
  user: string;
  combo_condition_id: string;
  combo_position_id: string;
  shares: number;
  entry_avg_price: number;
  realized_payout: number;
  redeemed_shares: number;
  resolved_at: number;
};
type LegRow = LegResolution & { combo_condition_id: string; title: string };

type Win = {
  kind: 'market' | 'combo';
  user: string;
  pnl: number;
  initial: number;
  final: number;
  resolvedAt: number;
  conditionId: string;
  positionId: string;
  eventId: number;
  eventSlug: string;
  eventTitle: string;
};

/** pnl desc; ties: the later resolution first, then stable ids, so the order (and every page) is fixed. */
function compareWins(a: Win, b: Win): number {
  return (
    b.pnl - a.pnl ||
    b.resolvedAt - a.resolvedAt ||
    (a.user < b.user ? -1 : a.user > b.user ? 1 : 0) ||
    (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
    (a.positionId < b.positionId ? -1 : a.positionId > b.positionId ? 1 : 0)
  );
}

export function biggestWinnersV2(ctx: DataContext) {
  // markets first (CROSS JOIN fixes the order): a window holds few resolved markets, and their
  // positions come by index; the SQL pnl test only trims rows, the exact figure is recomputed below
  const marketWins = (byCategory: boolean) =>
    ctx.db.prepare<unknown[], MarketWinRow>(
      `SELECT p.user, p.asset, p.condition_id, p.size, p.cost, p.bought_cost, p.realized_pnl,
              CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END AS payout, m.resolved_at,
              m.event_id, e.slug AS event_slug, e.title AS event_title
       FROM markets m CROSS JOIN positions p ON p.condition_id = m.condition_id JOIN events e ON e.id = m.event_id
       WHERE m.resolved_at IS NOT NULL AND m.resolved_at > ? AND m.resolved_at <= ? ${byCategory ? 'AND lower(m.category) = ?' : ''}
         AND p.realized_pnl + (p.size * COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0) + 500000) / 1000000 - p.cost > 0`,
    );
  const inCategory = marketWins(true);
  const overall = marketWins(false);
  const comboWins = ctx.db.prepare<[number, number], ComboWinRow>(
    `SELECT user, combo_condition_id, combo_position_id, shares, entry_avg_price, realized_payout, redeemed_shares, resolved_at
     FROM combo_positions WHERE resolved_at IS NOT NULL AND resolved_at > ? AND resolved_at <= ?`,
  );
  const comboLegs = ctx.db.prepare<[string], LegRow>(
    `SELECT l.combo_condition_id, l.outcome_index, m.resolved_at, m.payout0, m.payout1, m.title
     FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
     WHERE l.combo_condition_id IN (SELECT value FROM json_each(?)) ORDER BY l.combo_condition_id, l.leg_index`,
  );

  function marketRows(from: number, to: number, category: string | undefined): Win[] {
    const rows = category ? inCategory.all(from, to, category) : overall.all(from, to);
    const out: Win[] = [];
    for (const r of rows) {
      const pnl = r.realized_pnl + mulDivRound(Math.max(0, r.size), r.payout ?? 0, MICRO) - r.cost;
      if (pnl <= 0) continue;
      out.push({
        kind: 'market',
        user: r.user,
        pnl,
        initial: r.bought_cost,
        final: r.bought_cost + pnl,
        resolvedAt: r.resolved_at,
        conditionId: r.condition_id,
        positionId: r.asset,
        eventId: r.event_id,
        eventSlug: r.event_slug,
        eventTitle: r.event_title,
      });
    }
    return out;
  }

  function comboRows(from: number, to: number): Win[] {
    const rows = comboWins.all(from, to);
    if (rows.length === 0) return [];
    const legs = new Map<string, LegRow[]>();
    for (const l of comboLegs.all(JSON.stringify([...new Set(rows.map((r) => r.combo_condition_id))]))) {
      let list = legs.get(l.combo_condition_id);
      if (!list) legs.set(l.combo_condition_id, (list = []));
      list.push(l);
    }
    const out: Win[] = [];
    for (const r of rows) {
      const ls = legs.get(r.combo_condition_id) ?? [];
      const perShare = comboPayoutPerShare(ls) ?? 0;
      const initial = mulDivRound(r.entry_avg_price, r.shares + r.redeemed_shares, MICRO);
      const final = r.realized_payout + mulDiv(Math.max(0, r.shares), perShare, MICRO);
      if (final - initial <= 0) continue;
      out.push({
        kind: 'combo',
        user: r.user,
        pnl: final - initial,
        initial,
        final,
        resolvedAt: r.resolved_at,
        conditionId: r.combo_condition_id,
        positionId: r.combo_position_id,
        eventId: 0,
        eventSlug: '',
        eventTitle: ls.map((l) => l.title).join(' / '),
      });
    }
    return out;
  }

  const version = ctx.db.prepare<[], [number, number]>('SELECT total_changes(), data_version FROM pragma_data_version').raw();
  const boards = new Map<string, Win[]>();

  /**
   * The whole board of a window and category, ranked and cut at the board depth. Kept until the
   * next write (any committed change drops every board), so a cursor walk computes it once.
   */
  function board(period: Period, category: string, now: number): Win[] {
    const [t, d] = version.get()!;
    const key = JSON.stringify([t, d, period, category, now]);
    const hit = boards.get(key);
    if (hit) return hit;
    const from = windowStart(period, now);
    const wins =
      category === 'combos'
        ? comboRows(from, now)
        : category === 'overall'
          ? [...marketRows(from, now, undefined), ...comboRows(from, now)]
          : marketRows(from, now, category);
    const ranked = wins.sort(compareWins).slice(0, WINNERS_BOARD_DEPTH);
    if (boards.size >= BOARDS_CACHED) boards.delete(boards.keys().next().value!);
    boards.set(key, ranked);
    return ranked;
  }

  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(biggestWinnersV2Query, raw);
    const endpoint = 'v2/biggest-winners';
    const {
      board: pinned,
      offset,
      limit,
    } = pinnedPage(ctx, endpoint, q, { time_period: q.time_period, category: q.category }, { time_period: 'day', category: 'overall' });
    const ranked = board(pinned.time_period as Period, pinned.category!, ctx.now());
    const slice = ranked.slice(offset, offset + limit);
    const who = profiles(ctx.db, [...new Set(slice.map((w) => w.user))]);
    const units = (micro: number) => micro / MICRO;
    return c.json({
      data: slice.map((w, n) => {
        const p = who.get(w.user);
        return {
          win_rank: offset + n + 1,
          kind: w.kind,
          user_id: p?.display_address ?? getAddress(w.user),
          pnl: units(w.pnl),
          initial_value: units(w.initial),
          final_value: units(w.final),
          resolved_at: w.resolvedAt,
          condition_id: w.conditionId,
          position_id: w.positionId,
          event_id: w.eventId,
          event_slug: w.eventSlug,
          event_title: w.eventTitle,
          user_name: p?.name ?? '',
          profile_image: p?.profile_image ?? '',
        };
      }),
      pagination: boardPagination(ctx, endpoint, pinned, offset, limit, ranked.length),
    });
  };
}
