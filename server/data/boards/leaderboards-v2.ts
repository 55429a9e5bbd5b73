import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import {
  BOARD_LIMIT,
  BUILDERS_VOLUME_LIMIT,
  buildersLeaderboardV2Query,
  buildersVolumeV2Query,
  leaderboardV2Query,
} from '../../../src/api/data/contract/params-boards';
import { V2ParamError, parseV2 } from '../../http/v2-query';
import { CursorError } from '../../http/cursor';
import {
  builderStats,
  bucketStart,
  profiles,
  rankBy,
  rankedTraders,
  traderStats,
  units,
  windowStart,
  type BuilderStat,
  type Period,
} from './compute';

export type Board = Record<string, string>;
type CursorKey = { offset: number; limit: number; board: Board };

function isCursorKey(k: unknown): k is CursorKey {
  const key = k as Partial<CursorKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    Number.isSafeInteger(key.offset) &&
    key.offset! >= 0 &&
    Number.isSafeInteger(key.limit) &&
    key.limit! >= 1 &&
    typeof key.board === 'object' &&
    key.board !== null &&
    Object.values(key.board).every((v) => typeof v === 'string')
  );
}

/**
 * Offset cursors that pin their board: following one needs no parameters, and restating a different
 * board parameter is a 400 rather than a silent re-point (an offset on one board means nothing on another).
 */
export function pinnedPage(
  ctx: DataContext,
  endpoint: string,
  q: { cursor?: string; limit?: number },
  stated: Partial<Board>,
  defaults: Board,
): { board: Board; offset: number; limit: number } {
  if (q.cursor === undefined) {
    const board = { ...defaults, ...Object.fromEntries(Object.entries(stated).filter(([, v]) => v !== undefined)) } as Board;
    return { board, offset: 0, limit: q.limit ?? BOARD_LIMIT.default };
  }
  const key = ctx.cursors.decode(q.cursor, endpoint, {});
  // signed by us, so a wrong shape can only come from another version of this code
  if (!isCursorKey(key)) throw new CursorError('invalid cursor');
  for (const [name, v] of Object.entries(stated)) {
    if (v !== undefined && v !== key.board[name])
      throw new V2ParamError(`invalid cursor: it was minted for ${name}=${key.board[name]}`, name);
  }
  return { board: key.board, offset: key.offset, limit: key.limit };
}

/** The page envelope of a pinned board: has_more is exact because the whole board is known. */
export function boardPagination(ctx: DataContext, endpoint: string, board: Board, offset: number, limit: number, total: number) {
  const hasMore = offset + limit < total && limit > 0;
  return {
    limit,
    offset,
    has_more: hasMore,
    next_cursor: hasMore ? ctx.cursors.encode(endpoint, {}, { offset: offset + limit, limit, board } satisfies CursorKey) : null,
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

function standing(rank: number, b: BuilderStat) {
  return {
    rank,
    builder_name: b.name || b.code,
    builder_code: b.code,
    profile_image: b.logo,
    verified: b.verified === 1,
    volume: units(b.volShares),
    active_users: b.activeUsers,
  };
}

/** GET /v2/builders/leaderboard: builders by volume (shares) over the window, cursor-paged. */
export function buildersLeaderboardV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(buildersLeaderboardV2Query, raw);
    const endpoint = 'v2/builders/leaderboard';
    const { board, offset, limit } = pinnedPage(ctx, endpoint, q, { time_period: q.time_period }, { time_period: 'day' });
    const now = ctx.now();
    const stats =
      builderStats(ctx.db, windowStart(board.time_period as Period, now), now, () => '', 'total').get('') ?? new Map<string, BuilderStat>();
    const ranked = rankBy(
      [...stats.values()],
      (b) => b.volShares,
      (b) => b.code,
    );
    return c.json({
      data: ranked.slice(offset, offset + limit).map(({ rank, row }) => standing(rank, row)),
      pagination: boardPagination(ctx, endpoint, board, offset, limit, ranked.length),
    });
  };
}

/** GET /v2/builders/volume: per-bucket builder volume (shares), newest bucket first, ranked within each; limit counts buckets. */
export function buildersVolumeV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(buildersVolumeV2Query, raw);
    const width: Period = q.interval ?? 'day';
    const limit = q.limit ?? BUILDERS_VOLUME_LIMIT.default;
    const buckets = builderStats(ctx.db, -1, ctx.now(), (ts) => bucketStart(ts, width), width);
    const newest = [...buckets.keys()].sort().reverse().slice(0, limit);
    const data = newest.flatMap((date) =>
      rankBy(
        [...buckets.get(date)!.values()],
        (b) => b.volShares,
        (b) => b.code,
      ).map(({ rank, row }) => ({ date, ...standing(rank, row) })),
    );
    return c.json({ data });
  };
}
