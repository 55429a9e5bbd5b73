import type { Db } from '../db/connection';
import { cachedUntilChange } from '../http/change-stamp';
import { markSql } from './marks';

/*
 * Open interest of a market (docs/money-model.md, "Open interest"): every held share of either
 * outcome at its mark, Σ size × mark rounded half up once per market. Before resolution and without
 * neg-risk conversions both outcomes have the same supply, so this is the complete sets outstanding
 * (1 USDC each); after resolution it is what the unredeemed shares will pay. The data service's /oi
 * and /v2/oi and the metadata service's openInterest all read this one figure.
 */

const MICRO = 1_000_000n;

const BY_OUTCOME = `
  SELECT s.condition_id, s.size, ${markSql('s.outcome_index')} AS mark
  FROM (SELECT condition_id, outcome_index, SUM(size) AS size FROM positions WHERE size > 0 GROUP BY condition_id, outcome_index) s
  JOIN markets m ON m.condition_id = s.condition_id`;

/** Open interest of every market with held shares, micro USDC; a market absent from the map has none. */
export function readOpenInterest(db: Db): ReadonlyMap<string, number> {
  const sums = new Map<string, bigint>();
  // one grouped scan of the covering index positions_market
  for (const r of db.prepare<[], { condition_id: string; size: number; mark: number }>(BY_OUTCOME).all()) {
    sums.set(r.condition_id, (sums.get(r.condition_id) ?? 0n) + BigInt(r.size) * BigInt(r.mark));
  }
  const out = new Map<string, number>();
  for (const [id, s] of sums) out.set(id, Number((s + MICRO / 2n) / MICRO));
  return out;
}

/** The open interest map of one database, rebuilt on the first read after any write. */
export function openInterestReader(db: Db): () => ReadonlyMap<string, number> {
  return cachedUntilChange(db, readOpenInterest);
}
