import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from './context';
import { V2_SORT_BY, V2_TIME_PERIOD } from '../../src/api/data/params-boards';
import { CursorError } from './cursor';
import { V2ParamError, v2Enum, v2Guard, v2Int, v2Param, v2User } from './board-query';
import { builderStats, bucketStart, profiles, rankBy, traderStats, units, windowStart, type BuilderStat, type Period } from './board-compute';

const PERIOD_MSG = 'time_period must be one of day, week, month, all';
const SORT_MSG = 'sort_by must be PNL or VOLUME';
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 1000;

type Board = Record<string, string>;
type CursorKey = { o: number; l: number; b: Board };

/**
 * Offset cursors that pin their board: following one needs no parameters, and restating a different
 * board parameter is a 400 rather than a silent re-point (an offset on one board means nothing on another).
 */
function page(c: Context, ctx: DataContext, endpoint: string, stated: Partial<Board>, defaults: Board) {
  const cursor = v2Param(c, ['cursor']);
  if (cursor === undefined) {
    const board = { ...defaults, ...Object.fromEntries(Object.entries(stated).filter(([, v]) => v !== undefined)) } as Board;
    return { board, offset: 0, limit: v2Int(c, ['limit'], 0, MAX_LIMIT, DEFAULT_LIMIT) };
  }
  let key: CursorKey;
  try {
    key = ctx.cursors.decode(cursor, endpoint, {}) as CursorKey;
  } catch (err) {
    if (err instanceof CursorError) throw new V2ParamError(err.message, 'cursor');
    throw err;
  }
  for (const [name, v] of Object.entries(stated)) {
    if (v !== undefined && v !== key.b[name]) throw new V2ParamError(`invalid cursor: it was minted for ${name}=${key.b[name]}`, name);
  }
  return { board: key.b, offset: key.o, limit: key.l };
}

function pagination(ctx: DataContext, endpoint: string, board: Board, offset: number, limit: number, total: number) {
  const hasMore = offset + limit < total && limit > 0;
  return {
    limit,
    offset,
    has_more: hasMore,
    next_cursor: hasMore ? ctx.cursors.encode(endpoint, {}, { o: offset + limit, l: limit, b: board } satisfies CursorKey) : null,
  };
}

/** GET /v2/leaderboard: a page of the PNL or VOLUME board (volume in shares), or one wallet's standing with both ranks. */
export function leaderboardV2(ctx: DataContext) {
  return v2Guard((c) => {
    const periodStated = v2Param(c, ['time_period', 'timePeriod']) === undefined ? undefined : v2Enum(c, ['time_period', 'timePeriod'], V2_TIME_PERIOD, 'day', PERIOD_MSG);
    const sortStated = v2Param(c, ['sort_by', 'sortBy']) === undefined ? undefined : v2Enum(c, ['sort_by', 'sortBy'], V2_SORT_BY, 'PNL', SORT_MSG);
    // any category is accepted (observed); an unknown one is simply an empty board
    const categoryStated = v2Param(c, ['category'])?.toLowerCase();
    const user = v2User(c, false, ['user', 'user_address']);
    const now = ctx.now();

    if (user) {
      const stats = [...traderStats(ctx.db, (periodStated ?? 'day') as Period, now, categoryStated).values()];
      const pnlRank = rankBy(stats, (s) => s.pnl, (s) => s.user).find((r) => r.row.user === user);
      const volRank = rankBy(stats.filter((s) => s.volShares > 0n), (s) => s.volShares, (s) => s.user).find((r) => r.row.user === user);
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
    const { board, offset, limit } = page(c, ctx, endpoint, { time_period: periodStated, sort_by: sortStated, category: categoryStated }, { time_period: 'day', sort_by: 'PNL', category: 'overall' });
    const stats = [...traderStats(ctx.db, board.time_period as Period, now, board.category).values()];
    const byVolume = board.sort_by === 'VOLUME';
    const ranked = rankBy(byVolume ? stats.filter((s) => s.volShares > 0n) : stats, (s) => (byVolume ? s.volShares : s.pnl), (s) => s.user);
    const slice = ranked.slice(offset, offset + limit);
    const who = profiles(ctx.db, slice.map((r) => r.row.user));
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
      pagination: pagination(ctx, endpoint, board, offset, limit, ranked.length),
    });
  });
}

function standing(rank: number, b: BuilderStat) {
  return { rank, builder_name: b.name || b.code, builder_code: b.code, profile_image: b.logo, verified: b.verified === 1, volume: units(b.volShares), active_users: b.activeUsers };
}

/** GET /v2/builders/leaderboard: builders by volume (shares) over the window, cursor-paged. */
export function buildersLeaderboardV2(ctx: DataContext) {
  return v2Guard((c) => {
    const periodStated = v2Param(c, ['time_period', 'timePeriod']) === undefined ? undefined : v2Enum(c, ['time_period', 'timePeriod'], V2_TIME_PERIOD, 'day', PERIOD_MSG);
    const endpoint = 'v2/builders/leaderboard';
    const { board, offset, limit } = page(c, ctx, endpoint, { time_period: periodStated }, { time_period: 'day' });
    const now = ctx.now();
    const stats = builderStats(ctx.db, windowStart(board.time_period as Period, now), now, () => '').get('') ?? new Map<string, BuilderStat>();
    const ranked = rankBy([...stats.values()], (b) => b.volShares, (b) => b.code);
    return c.json({
      data: ranked.slice(offset, offset + limit).map(({ rank, row }) => standing(rank, row)),
      pagination: pagination(ctx, endpoint, board, offset, limit, ranked.length),
    });
  });
}

/** GET /v2/builders/volume: per-bucket builder volume (shares), newest bucket first, ranked within each; limit counts buckets. */
export function buildersVolumeV2(ctx: DataContext) {
  return v2Guard((c) => {
    const width = v2Enum(c, ['interval', 'timePeriod', 'time_period'], V2_TIME_PERIOD, 'day', PERIOD_MSG) as Period;
    const limit = v2Int(c, ['limit'], 0, 90, 30);
    const buckets = builderStats(ctx.db, -1, ctx.now(), (ts) => bucketStart(ts, width));
    const newest = [...buckets.keys()].sort().reverse().slice(0, limit);
    const data = newest.flatMap((date) =>
      rankBy([...buckets.get(date)!.values()], (b) => b.volShares, (b) => b.code).map(({ rank, row }) => ({ date, ...standing(rank, row) })),
    );
    return c.json({ data });
  });
}
