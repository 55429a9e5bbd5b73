import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { buildersLeaderboardV1Query, buildersVolumeV1Query, leaderboardV1Query } from '../../../src/api/data/contract/params-boards';
import { parseV1Query } from '../../http/v1-query';
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
