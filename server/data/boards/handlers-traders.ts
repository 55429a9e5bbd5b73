import type { Context } from 'hono';
import { getAddress } from 'viem';
import { leaderboardV1Query, leaderboardV2Query } from '../../../src/api/data/contract/params-boards';
import { parseV1Query } from '../../http/v1-query';
import { parseV2 } from '../../http/v2-query';
import type { DataContext } from '../context';
import { boardPagination, pinnedPage } from './board-paging';
import { rankBy, rankedTraders, traderStats, units, type Period } from './compute';
import { profiles } from './store';

/* The trader boards: PnL and volume per wallet over a window (v1 volume in USDC, v2 in shares). */

const period = (p: string) => p.toLowerCase() as Period;

/** GET /v1/leaderboard: TraderLeaderboardEntry rows; v1 volume is USDC. */
export function leaderboardV1(ctx: DataContext) {
  return (c: Context) => {
    const p = parseV1Query(c, leaderboardV1Query);
    if (!p.ok) return p.response;
    const q = p.data;
    let ranked = rankedTraders(traderStats(ctx.db, period(q.timePeriod), ctx.now(), q.category), q.orderBy === 'VOL' ? 'volUsdc' : 'pnl');
    if (q.user) {
      ranked = ranked.filter((r) => r.row.user === q.user!.toLowerCase());
    } else if (q.userName) {
      // a name search needs every ranked wallet's profile; a page needs only its own rows'
      const name = q.userName.toLowerCase();
      const all = profiles(
        ctx.db,
        ranked.map((r) => r.row.user),
      );
      ranked = ranked.filter((r) => all.get(r.row.user)?.name.toLowerCase() === name);
    } else {
      ranked = ranked.slice(q.offset, q.offset + q.limit);
    }
    const who = profiles(
      ctx.db,
      ranked.map((r) => r.row.user),
    );
    return c.json(
      ranked.map(({ rank, row }) => {
        const u = who.get(row.user);
        return {
          rank: String(rank),
          proxyWallet: u?.display_address ?? getAddress(row.user),
          userName: u?.name ?? '',
          vol: units(row.volUsdc),
          pnl: units(row.pnl),
          profileImage: u?.profile_image ?? '',
          xUsername: u?.x_username ?? '',
          verifiedBadge: u?.verified === 1,
        };
      }),
    );
  };
}

/** GET /v2/leaderboard: a page of the PNL or VOLUME board (volume in shares), or one wallet's standing with both ranks. */
export function leaderboardV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(leaderboardV2Query, raw);
    const now = ctx.now();

    if (q.user) {
      const user = q.user;
      const stats = [...traderStats(ctx.db, q.time_period ?? 'day', now, q.category).values()];
      const pnlRank = rankBy(
        stats,
        (s) => s.pnl,
        (s) => s.user,
      ).find((r) => r.row.user === user);
      const volRank = rankBy(
        stats.filter((s) => s.volShares > 0n),
        (s) => s.volShares,
        (s) => s.user,
      ).find((r) => r.row.user === user);
      const profile = profiles(ctx.db, [user]).get(user);
      const stat = pnlRank?.row;
      // a wallet unknown to the service is a documented miss: data null
      if (!profile && !stat) return c.json({ data: null });
      return c.json({
        data: {
          user_id: profile?.display_address ?? getAddress(user),
          pnl: units(stat?.pnl ?? 0n),
          volume: units(stat?.volShares ?? 0n),
          rank_pnl: pnlRank?.rank ?? null,
          rank_volume: volRank?.rank ?? null,
          user_name: profile?.name ?? '',
          profile_image: profile?.profile_image ?? '',
          x_username: profile?.x_username ?? '',
          verified: profile?.verified === 1,
        },
      });
    }

    const endpoint = 'v2/leaderboard';
    const { board, offset, limit } = pinnedPage(
      ctx,
      endpoint,
      q,
      { time_period: q.time_period, sort_by: q.sort_by, category: q.category },
      { time_period: 'day', sort_by: 'PNL', category: 'overall' },
    );
    const ranked = rankedTraders(
      traderStats(ctx.db, board.time_period as Period, now, board.category),
      board.sort_by === 'VOLUME' ? 'volShares' : 'pnl',
    );
    const slice = ranked.slice(offset, offset + limit);
    const who = profiles(
      ctx.db,
      slice.map((r) => r.row.user),
    );
    return c.json({
      data: slice.map(({ rank, row }) => {
        const u = who.get(row.user);
        return {
          rank,
          user_id: u?.display_address ?? getAddress(row.user),
          pnl: units(row.pnl),
          volume: units(row.volShares),
          user_name: u?.name ?? '',
          profile_image: u?.profile_image ?? '',
          x_username: u?.x_username ?? '',
          verified: u?.verified === 1,
        };
      }),
      pagination: boardPagination(ctx, endpoint, board, offset, limit, ranked.length),
    });
  };
}
