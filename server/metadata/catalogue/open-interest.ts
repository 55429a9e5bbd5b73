import type { Db } from '../../db/connection';

/**
 * Open interest per market, micro: the outstanding complete sets, i.e. the shares of outcome 0
 * held across all positions, each set locking 1 USDC. It is the same figure as the data service's
 * /oi, which reads it from the token supply. One scan of the covering index positions_market.
 */
export function readOpenInterest(db: Db): ReadonlyMap<string, number> {
  const rows = db
    .prepare<[], { condition_id: string; oi: number }>(
      'SELECT condition_id, SUM(size) AS oi FROM positions WHERE outcome_index = 0 GROUP BY condition_id',
    )
    .all();
  return new Map(rows.map((r) => [r.condition_id, Math.max(0, r.oi)]));
}
