import type { Context } from 'hono';
import { getAddress } from 'viem';
import { marketPositionsQuery, type MarketPositionSort } from '../../../src/api/data/contract/params-history';
import { MICRO } from '../shared/wire-values';
import { parseV1Query } from '../../http/v1-query';
import { round6 } from '../shared/micro-math';
import { outcomeMark, valueAtMark } from '../../money/marks';
import type { PositionsStore } from './store';

/** GET /v1/market-positions: every user's position in one market, per outcome token. */
export function marketPositionsV1(store: PositionsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, marketPositionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const m = store.marketPricing(q.market);
    if (!m) return c.json([]);
    const out = [m.token0, m.token1].map((token, outcomeIndex) => {
      const price = outcomeMark(outcomeIndex, m);
      const rows = store.marketPositions(q, outcomeIndex).map((r) => {
        const currentValue = valueAtMark(r.size, price);
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
