import type { DataContext } from './context';
import { V2ParamError, v2Guard, v2Param, v2User } from './board-query';
import { roundDiv, units } from './board-compute';

const DAY = 86_400;
const INT_RE = /^(0|[1-9][0-9]{0,15})$/;

function epoch(raw: string | undefined, name: string): number {
  if (raw === undefined) return 0;
  if (!INT_RE.test(raw)) throw new V2ParamError(`invalid ${name}: expected epoch seconds (an integer >= 0)`, name);
  return Number(raw);
}

/**
 * GET /v2/user-volume: both-sides volume of one wallet in shares and USDC, plus the fill count.
 * Volume is tracked in whole UTC days, so both bounds are floored to their day and the end day is
 * included whole; 0 or omitted disables a bound; an inverted window is zeros, not an error.
 */
export function userVolumeV2(ctx: DataContext) {
  const stmt = ctx.db.prepare<[{ u: string; from: number; to: number }], { size: number; price: number; sides: number }>(
    `SELECT size, price, (taker = @u) + (maker = @u) AS sides FROM trades WHERE (taker = @u OR maker = @u) AND ts >= @from AND ts < @to`,
  );
  return v2Guard((c) => {
    const user = v2User(c, true, ['user', 'user_address'])!;
    const start = epoch(v2Param(c, ['start']), 'start');
    const end = epoch(v2Param(c, ['end']), 'end');
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
  });
}
