import type { Context } from 'hono';
import { getAddress } from 'viem';
import { userQuery } from '../../../src/api/data/contract/params-history';
import { parseV1Query } from '../../http/v1-query';
import type { PrepareCached } from '../../db/statement-cache';

/** GET /traded: how many distinct markets the user ever filled in, as taker or maker. */
export function tradedRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, userQuery);
    if (!parsed.ok) return parsed.response;
    const user = parsed.data.user.toLowerCase();
    const traded = prepare<{ n: number }>(
      'SELECT COUNT(*) AS n FROM (SELECT condition_id FROM trades WHERE taker = ? UNION SELECT condition_id FROM trades WHERE maker = ?)',
    ).get(user, user)!.n;
    return c.json({ user: getAddress(user), traded });
  };
}
