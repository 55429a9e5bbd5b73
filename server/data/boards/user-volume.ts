import type { Context } from 'hono';
import type { DataContext } from '../context';
import { userVolumeV2Query } from '../../../src/api/data/contract/params-boards';
import { parseV2 } from '../../http/v2-query';
import { roundDiv, units } from './compute';

const DAY = 86_400;

/**
 * GET /v2/user-volume: both-sides volume of one wallet in shares and USDC, plus the fill count.
 * Volume is tracked in whole UTC days, so both bounds are floored to their day and the end day is
 * included whole; 0 or omitted disables a bound; an inverted window is zeros, not an error.
 */
export function userVolumeV2(ctx: DataContext) {
  const stmt = ctx.db.prepare<[{ u: string; from: number; to: number }], { size: number; price: number; sides: number }>(
    `SELECT size, price, (taker = @u) + (maker = @u) AS sides FROM trades WHERE (taker = @u OR maker = @u) AND ts >= @from AND ts < @to`,
  );
  return (c: Context, raw: Record<string, string>) => {
    const { user, start, end } = parseV2(userVolumeV2Query, raw);
    const from = start === 0 ? 0 : Math.floor(start / DAY) * DAY;
    const to = end === 0 ? Number.MAX_SAFE_INTEGER : (Math.floor(end / DAY) + 1) * DAY;
    let shares = 0n;
    let usdc = 0n;
    let count = 0;
    for (const r of stmt.all({ u: user, from, to })) {
      // both-sides volume, as on the leaderboard: a self-match counts once per side
      shares += BigInt(r.size) * BigInt(r.sides);
      usdc += BigInt(r.size) * BigInt(r.price) * BigInt(r.sides);
      count++;
    }
    return c.json({ data: { volume: units(shares), volume_usdc: units(roundDiv(usdc, 1_000_000n)), trade_count: count } });
  };
}
