import type { Context } from 'hono';
import { getAddress } from 'viem';
import { valueQuery } from '../../../src/api/data/contract/params-history';
import { MICRO } from '../shared/wire-values';
import { marks } from '../shared/sql-lists';
import { parseV1Query } from '../../http/v1-query';
import type { PrepareCached } from '../../db/statement-cache';
import { mulDivRound } from '../shared/micro-math';
import { curPrice } from '../shared/prices';

type OpenDbRow = {
  size: number;
  outcome_index: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** GET /value: Σ currentValue of the user's open positions (optionally of some markets only). */
export function valueRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, valueQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const user = q.user.toLowerCase();
    const filter = q.market ? `AND p.condition_id IN (${marks(q.market.length)})` : '';
    const rows = prepare<OpenDbRow>(
      `SELECT p.size, p.outcome_index, m.price0, m.resolved_at, m.payout0, m.payout1
       FROM positions p JOIN markets m ON m.condition_id = p.condition_id
       WHERE p.user = ? AND p.size > 0 ${filter}`,
    ).all(user, ...(q.market ?? []));
    // summed in integer micro, divided once at the edge
    let micro = 0;
    for (const r of rows) micro += mulDivRound(r.size, curPrice(r.outcome_index, r.price0, r.resolved_at, r.payout0, r.payout1), MICRO);
    return c.json([{ user: getAddress(user), value: micro / MICRO }]);
  };
}
