import type { UserPnlPoint } from '../../api/data/contract/schemas-boards';
import { formatMicro, toMicro } from '../../lib/decimal';

/*
 * What the overview reads out of a /v2/user-pnl series. The KPI cards take the series' last point
 * as they are served: every point is cumulative and the last one is computed at "now" with the
 * marks /v2/positions uses, so it is the wallet's current standing, whatever the window. Total is
 * the API's position_pnl, which the API defines as realized_pnl + unrealized_pnl (fee-exclusive,
 * the positions routes' definition); nothing here re-derives a figure the API already states.
 */

export type PnlKpis = {
  /** exact decimal strings, as served */
  total: string;
  realized: string;
  unrealized: string;
  /** cumulative fees charged, a negative amount (the API's sign) */
  fees: string;
  /** epoch seconds of the point the figures come from */
  timestamp: number;
};

const exact = (n: number) => formatMicro(toMicro(n));

export function pnlKpis(points: readonly UserPnlPoint[]): PnlKpis | null {
  const last = points.at(-1);
  if (!last) return null;
  return {
    total: exact(last.position_pnl),
    realized: exact(last.realized_pnl),
    unrealized: exact(last.unrealized_pnl),
    fees: exact(last.fees),
    timestamp: last.timestamp,
  };
}

/** Whether realized + unrealized is exactly the total, in micro-dollars (the API's own identity). */
export function kpisAddUp(k: PnlKpis): boolean {
  return toMicro(k.realized) + toMicro(k.unrealized) === toMicro(k.total);
}

/** One point as the chart draws it: milliseconds and floats, which exist only to be drawn. */
export type PnlChartPoint = { t: number; total: number; realized: number; unrealized: number };

export function toChartPoints(points: readonly UserPnlPoint[]): PnlChartPoint[] {
  return points.map((p) => ({ t: p.timestamp * 1000, total: p.position_pnl, realized: p.realized_pnl, unrealized: p.unrealized_pnl }));
}

type Extreme = { value: string; timestamp: number };

/** The figures a reader would take from the line: where it starts and ends, its change, its high and low. */
export type PnlSummary = {
  points: number;
  from: number;
  to: number;
  first: string;
  last: string;
  /** last − first, exact */
  change: string;
  high: Extreme;
  low: Extreme;
  realized: string;
  unrealized: string;
};

export function summarisePnl(points: readonly UserPnlPoint[]): PnlSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let high = { micro: toMicro(first.position_pnl), timestamp: first.timestamp };
  let low = high;
  for (const p of points) {
    const micro = toMicro(p.position_pnl);
    // the first time a high or low is reached is when it happened
    if (micro > high.micro) high = { micro, timestamp: p.timestamp };
    if (micro < low.micro) low = { micro, timestamp: p.timestamp };
  }
  return {
    points: points.length,
    from: first.timestamp,
    to: last.timestamp,
    first: exact(first.position_pnl),
    last: exact(last.position_pnl),
    change: formatMicro(toMicro(last.position_pnl) - toMicro(first.position_pnl)),
    high: { value: formatMicro(high.micro), timestamp: high.timestamp },
    low: { value: formatMicro(low.micro), timestamp: low.timestamp },
    realized: exact(last.realized_pnl),
    unrealized: exact(last.unrealized_pnl),
  };
}

type Formatters = { money: (v: string) => string; signedMoney: (v: string) => string; time: (epochSeconds: number) => string };

/** The chart in words, for screen readers and for anyone who would rather read than trace a line. */
export function describePnl(s: PnlSummary, f: Formatters): string {
  return (
    `Total PnL went from ${f.money(s.first)} on ${f.time(s.from)} to ${f.money(s.last)} on ${f.time(s.to)}, ` +
    `a change of ${f.signedMoney(s.change)} over ${s.points} points. ` +
    `Highest ${f.money(s.high.value)} on ${f.time(s.high.timestamp)}; lowest ${f.money(s.low.value)} on ${f.time(s.low.timestamp)}. ` +
    `Now: realized ${f.signedMoney(s.realized)}, unrealized ${f.signedMoney(s.unrealized)}.`
  );
}

/** What trading cost and what else the wallet earned, from the series' last point (cumulative), exact. */
export type Income = { fees: string; rebates: string; rewards: string; yield: string; referrals: string };

export function incomeOf(points: readonly UserPnlPoint[]): Income | null {
  const last = points.at(-1);
  if (!last) return null;
  return {
    fees: exact(last.fees),
    rebates: formatMicro(toMicro(last.maker_rebate) + toMicro(last.taker_rebate)),
    rewards: exact(last.reward_income),
    yield: exact(last.yield_income),
    referrals: exact(last.referral_income),
  };
}
