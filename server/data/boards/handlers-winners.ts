import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { biggestWinnersV2Query } from '../../../src/api/data/contract/params-boards';
import { parseV2 } from '../../http/v2-query';
import { MICRO, comboPayoutPerShare, mulDiv } from '../../ledger';
import { mulDivRound } from '../shared/micro-math';
import { windowStart, type Period } from './compute';
import { boardPagination, pinnedPage } from './board-paging';
import { prepareWinnerStatements, profiles, type ComboLegRow } from './store';

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
  const st = prepareWinnerStatements(ctx.db);

  function marketRows(from: number, to: number, category: string | undefined): Win[] {
    const rows = st.marketWins(from, to, category);
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
    const rows = st.comboWins(from, to);
    if (rows.length === 0) return [];
    const legs = new Map<string, ComboLegRow[]>();
    for (const l of st.comboLegs([...new Set(rows.map((r) => r.combo_condition_id))])) {
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

  const boards = new Map<string, Win[]>();

  /**
   * The whole board of a window and category, ranked and cut at the board depth. Kept until the
   * next write (any committed change drops every board), so a cursor walk computes it once.
   */
  function board(period: Period, category: string, now: number): Win[] {
    const [t, d] = st.version();
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
