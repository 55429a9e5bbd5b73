import { formatMicro, toMicro } from '../../lib/decimal';

/*
 * How a trader's settled bets went: every position that is over (closed, or resolved and waiting to
 * be redeemed) counts once, a win when its PnL is above zero. ROI is that PnL over what the
 * positions cost (average entry price × shares bought), in exact micro-dollars until the ratio.
 */

export type SettledPosition = { total_pnl: number; avg_price: number; total_size: number };

export type TrackRecord = {
  wins: number;
  losses: number;
  /** wins / (wins + losses), 0–1; null before any settled position */
  winRate: number | null;
  /** exact decimal strings */
  pnl: string;
  cost: string;
  /** pnl / cost; null without cost */
  roi: number | null;
};

const costOf = (p: SettledPosition) => (toMicro(p.avg_price) * toMicro(p.total_size)) / 1_000_000n;

export function trackRecord(positions: readonly SettledPosition[]): TrackRecord {
  let wins = 0;
  let losses = 0;
  let pnl = 0n;
  let cost = 0n;
  for (const p of positions) {
    const result = toMicro(p.total_pnl);
    if (result > 0n) wins += 1;
    else losses += 1;
    pnl += result;
    cost += costOf(p);
  }
  const settled = wins + losses;
  return {
    wins,
    losses,
    winRate: settled > 0 ? wins / settled : null,
    pnl: formatMicro(pnl),
    cost: formatMicro(cost),
    roi: cost > 0n ? Number((pnl * 1_000_000n) / cost) / 1_000_000 : null,
  };
}
