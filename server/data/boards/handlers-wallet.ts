import type { Context } from 'hono';
import type { DataContext } from '../context';
import {
  userPnlV2Query,
  userVolumeV2Query,
  type UserPnlInterval,
  type UserPnlFidelity,
} from '../../../src/api/data/contract/params-boards';
import { parseV2 } from '../../http/v2-query';
import { MICRO, blockNumberAt } from '../../ledger';
import { roundDiv, units } from './compute';
import { checksum } from '../shared/wire-values';
import { pnlTimeline, type PnlPointMicro } from './pnl-timeline';
import { preparePnlStatements, prepareUserVolume } from './store';

/* GET /v2/user-pnl: the grid, the timeline over it (./pnl-timeline.ts) and the wire's point. */

const HOUR = 3_600;
const DAY = 86_400;
export const FIDELITY_SECONDS: Record<UserPnlFidelity, number> = {
  '1d': DAY,
  '18h': 18 * HOUR,
  '12h': 12 * HOUR,
  '3h': 3 * HOUR,
  '1h': HOUR,
};
export const INTERVAL_SECONDS: Record<Exclude<UserPnlInterval, 'max' | 'all'>, number> = {
  '1m': 30 * DAY,
  '1w': 7 * DAY,
  '1d': DAY,
  '12h': 12 * HOUR,
  '6h': 6 * HOUR,
};
/** The price history behind the marks is one point per UTC day, whatever grid it is carried onto. */
export const SOURCE_FIDELITY = '1d';

/**
 * The grid: now, and back by `step` to the window's start (finite intervals) or to the last grid
 * instant at or before the first activity (max, all), so a full history starts from its zero.
 */
export function pnlGrid(now: number, interval: UserPnlInterval, step: number, firstActivity: number | undefined): number[] {
  let k: number;
  if (interval === 'max' || interval === 'all') {
    if (firstActivity === undefined) return [];
    k = firstActivity >= now ? 0 : Math.ceil((now - firstActivity) / step);
  } else {
    k = Math.floor(INTERVAL_SECONDS[interval] / step);
  }
  return Array.from({ length: k + 1 }, (_, n) => now - (k - n) * step);
}

const u = (micro: number) => micro / MICRO;

/** One point on the wire. The ledger records every atom below, so none is null. */
function wirePoint(p: PnlPointMicro) {
  const realized = p.realizedMarket + p.realizedCombo;
  const position = realized + p.unrealized;
  const walletIncome = p.makerRebate + p.takerRebate + p.reward + p.yieldIncome + p.referral;
  return {
    timestamp: p.timestamp,
    source_block: blockNumberAt(p.timestamp),
    realized_market_pnl: u(p.realizedMarket),
    realized_lp_pnl: 0,
    realized_combo_pnl: u(p.realizedCombo),
    realized_pnl: u(realized),
    unrealized_pnl: u(p.unrealized),
    position_pnl: u(position),
    // fee atoms: the ledger has no refunds, so the paid figure is the charges, signed as the reference signs it
    fees: u(-p.fees),
    fees_paid: u(-p.fees),
    fees_refunded: 0,
    maker_rebate: u(p.makerRebate),
    taker_rebate: u(p.takerRebate),
    reward_income: u(p.reward),
    yield_income: u(p.yieldIncome),
    referral_income: u(p.referral),
    sponsored_income: u(p.reward + p.yieldIncome + p.referral),
    wallet_income: u(walletIncome),
    // position_pnl is fee-exclusive (the positions routes' definition), so the all-in figures take
    // the fee atom explicitly and the compatibility series (PnL before fees) is position_pnl itself
    settled_pnl: u(realized - p.fees + walletIncome),
    economic_pnl: u(position - p.fees + walletIncome),
    trade_pnl: u(position),
    deposits: u(p.deposits),
    withdrawals: u(p.withdrawals),
    cashflow_net: u(p.deposits - p.withdrawals),
    volume: u(p.volume),
    volume_usdc: Number(roundDiv(p.volumeUsdcRaw, BigInt(MICRO))) / MICRO,
    trade_count: p.tradeCount,
  };
}

export function userPnlV2(ctx: DataContext) {
  const st = preparePnlStatements(ctx.db);
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(userPnlV2Query, raw);
    const now = ctx.now();
    const rows = st.activity.all(q.user);
    const grid = pnlGrid(now, q.interval, FIDELITY_SECONDS[q.fidelity], rows[0]?.ts);
    const points = pnlTimeline(st, q.user, grid, now, rows).map(wirePoint);
    return c.json({
      data: { proxy_wallet: checksum(q.user), interval: q.interval, fidelity: q.fidelity, source_fidelity: SOURCE_FIDELITY, points },
    });
  };
}

/**
 * GET /v2/user-volume: both-sides volume of one wallet in shares and USDC, plus the fill count.
 * Volume is tracked in whole UTC days, so both bounds are floored to their day and the end day is
 * included whole; 0 or omitted disables a bound; an inverted window is zeros, not an error.
 */
export function userVolumeV2(ctx: DataContext) {
  const stmt = prepareUserVolume(ctx.db);
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
