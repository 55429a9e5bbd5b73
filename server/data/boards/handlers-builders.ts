import type { Context } from 'hono';
import {
  BUILDERS_VOLUME_LIMIT,
  buildersLeaderboardV1Query,
  buildersLeaderboardV2Query,
  buildersVolumeV1Query,
  buildersVolumeV2Query,
} from '../../../src/api/data/contract/params-boards';
import { parseV1Query } from '../../http/v1-query';
import { parseV2 } from '../../http/v2-query';
import type { DataContext } from '../context';
import { boardPagination, pinnedPage } from './board-paging';
import { builderStats, bucketStart, rankBy, units, windowStart, type BuilderStat, type Period } from './compute';

/* The builder boards: volume and active users per builder code (v1 volume in USDC, v2 in shares). */

const period = (p: string) => p.toLowerCase() as Period;

function builderV1Row(rank: number, b: BuilderStat) {
  return {
    rank: String(rank),
    builder: b.name || b.code,
    builderCode: b.code,
    volume: units(b.volUsdc),
    activeUsers: b.activeUsers,
    verified: b.verified === 1,
    builderLogo: b.logo,
  };
}

/** GET /v1/builders/leaderboard: LeaderboardEntry rows over the window; v1 volume is USDC. */
export function buildersLeaderboardV1(ctx: DataContext) {
  return (c: Context) => {
    const p = parseV1Query(c, buildersLeaderboardV1Query);
    if (!p.ok) return p.response;
    const now = ctx.now();
    const stats =
      builderStats(ctx.db, windowStart(period(p.data.timePeriod), now), now, () => '', 'total').get('') ?? new Map<string, BuilderStat>();
    const ranked = rankBy(
      [...stats.values()],
      (b) => b.volUsdc,
      (b) => b.code,
    ).slice(p.data.offset, p.data.offset + p.data.limit);
    return c.json(ranked.map(({ rank, row }) => builderV1Row(rank, row)));
  };
}

/** GET /v1/builders/volume: one BuilderVolumeEntry per builder per UTC day of the window, oldest day first. */
export function buildersVolumeV1(ctx: DataContext) {
  return (c: Context) => {
    const p = parseV1Query(c, buildersVolumeV1Query);
    if (!p.ok) return p.response;
    const now = ctx.now();
    const days = builderStats(ctx.db, windowStart(period(p.data.timePeriod), now), now, (ts) => bucketStart(ts, 'day'), 'day');
    const out = [];
    for (const day of [...days.keys()].sort()) {
      for (const { rank, row } of rankBy(
        [...days.get(day)!.values()],
        (b) => b.volUsdc,
        (b) => b.code,
      )) {
        const { rank: r, ...rest } = builderV1Row(rank, row);
        out.push({ dt: `${day}T00:00:00Z`, ...rest, rank: r });
      }
    }
    return c.json(out);
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
