import type { Context } from 'hono';
import { getAddress } from 'viem';
import { marketPositionsQuery, type MarketPositionSort } from '../../../src/api/data/contract/params-history';
import { MICRO } from '../shared/wire-values';
import { parseV1Query } from '../../http/v1-query';
import { round6 } from '../shared/micro-math';
import type { PrepareCached } from '../../db/statement-cache';
import { mulDivRound } from '../shared/micro-math';
import { curPrice } from '../shared/prices';
import type { PositionHolder, PositionRow } from './rows';

type MarketTokens = { token0: string; token1: string };
type MarketRow = MarketTokens & {
  outcome0: string;
  outcome1: string;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};
type MarketPositionDbRow = Pick<PositionRow, 'user' | 'size' | 'cost' | 'total_bought' | 'bought_cost' | 'realized_pnl'> & PositionHolder;

/* OPEN/CLOSED split of /v1/market-positions: 0.01 shares. */
const DUST = 10_000;

/** GET /v1/market-positions: every user's position in one market, per outcome token. */
export function marketPositionsRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, marketPositionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const m = prepare<MarketRow>(
      'SELECT token0, token1, outcome0, outcome1, price0, resolved_at, payout0, payout1 FROM markets WHERE condition_id = ?',
    ).get(q.market);
    if (!m) return c.json([]);
    const userFilter = q.user ? 'AND p.user = ?' : '';
    const statusFilter = q.status === 'OPEN' ? `AND p.size > ${DUST}` : q.status === 'CLOSED' ? `AND p.size <= ${DUST}` : '';
    const stmt = prepare<MarketPositionDbRow>(
      `SELECT p.user, p.size, p.cost, p.total_bought, p.bought_cost, p.realized_pnl,
              u.display_address, u.name, u.profile_image, u.verified
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? ${userFilter} ${statusFilter}`,
    );
    const out = [m.token0, m.token1].map((token, outcomeIndex) => {
      const price = curPrice(outcomeIndex, m.price0, m.resolved_at, m.payout0, m.payout1);
      const rows = (q.user ? stmt.all(q.market, outcomeIndex, q.user.toLowerCase()) : stmt.all(q.market, outcomeIndex)).map((r) => {
        const currentValue = mulDivRound(r.size, price, MICRO);
        const cashPnl = currentValue - r.cost;
        return { r, currentValue, cashPnl, totalPnl: cashPnl + r.realized_pnl };
      });
      const key: Record<MarketPositionSort, (x: (typeof rows)[number]) => number> = {
        TOKENS: (x) => x.r.size,
        CASH_PNL: (x) => x.cashPnl,
        REALIZED_PNL: (x) => x.r.realized_pnl,
        TOTAL_PNL: (x) => x.totalPnl,
      };
      const k = key[q.sortBy];
      const sign = q.sortDirection === 'ASC' ? 1 : -1;
      // ties by address, in the same direction, so the order is total and pages never overlap
      rows.sort((a, b) => sign * (k(a) - k(b) || (a.r.user < b.r.user ? -1 : a.r.user > b.r.user ? 1 : 0)));
      return {
        token,
        positions: rows.slice(q.offset, q.offset + q.limit).map(({ r, currentValue, cashPnl, totalPnl }) => ({
          proxyWallet: r.display_address ?? getAddress(r.user),
          name: r.name ?? '',
          profileImage: r.profile_image ?? '',
          verified: r.verified === 1,
          asset: token,
          conditionId: q.market,
          avgPrice: r.size > 0 ? round6(r.cost / r.size) : r.total_bought > 0 ? round6(r.bought_cost / r.total_bought) : 0,
          size: r.size / MICRO,
          currPrice: price / MICRO,
          currentValue: currentValue / MICRO,
          cashPnl: cashPnl / MICRO,
          totalBought: r.total_bought / MICRO,
          realizedPnl: r.realized_pnl / MICRO,
          totalPnl: totalPnl / MICRO,
          outcome: outcomeIndex === 0 ? m.outcome0 : m.outcome1,
          outcomeIndex,
        })),
      };
    });
    return c.json(out);
  };
}
