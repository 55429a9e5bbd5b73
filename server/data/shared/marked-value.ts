import { mulDivRound } from './micro-math';
import { MICRO } from './wire-values';

/* The mark of one token per share, micro: the payout once resolved, else the live price. */
export const MARK_SQL = `CASE WHEN m.resolved_at IS NOT NULL THEN COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0)
  WHEN p.outcome_index = 0 THEN m.price0 ELSE 1000000 - m.price0 END`;

/** Σ round(size × mark / 1e6) over positions, in exact integers (a product can pass 2^53). */
export function markedValue(rows: { size: number; mark: number }[]): number {
  let total = 0;
  for (const r of rows) total += mulDivRound(Math.max(0, r.size), Math.max(0, r.mark), MICRO);
  return total;
}

export const round4 = (micro: number) => Math.round(micro / 100) / 10_000;
