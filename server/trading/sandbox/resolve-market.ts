import { MICRO, type Ledger } from '../../ledger';
import { TradingError } from '../../kit/errors';
import type { TradingContext } from '../context';
import type { OrderDesk } from '../orders/order-desk';
import type { createMarketLifecycle } from '../events/market-lifecycle';

/*
 * Markets resolve while the sandbox runs: by the operator (`npm run exchange -- resolve <conditionId>
 * <outcome>`) and by the scheduled resolver once a market's end date passes. A resolution records the
 * payout vector through the ledger (positions turn redeemable by the positions triggers) and cancels
 * the market's resting orders in the same transaction, so reservations return with it; then the
 * books and the live events follow, market_resolved last.
 */

type Lifecycle = ReturnType<typeof createMarketLifecycle>;

type MarketFacts = { condition_id: string; outcome0: string; outcome1: string; resolved_at: number | null; price0: number };

export type Resolution = { conditionId: string; winningOutcome: string; winningIndex: 0 | 1; canceledOrders: number };

export function createResolver(ctx: TradingContext, ledger: Ledger, desk: OrderDesk, lifecycle: Lifecycle) {
  const market = ctx.db.prepare<[string], MarketFacts>(
    'SELECT condition_id, outcome0, outcome1, resolved_at, price0 FROM markets WHERE condition_id = ?',
  );
  const due = ctx.db.prepare<[number, number], MarketFacts>(
    'SELECT condition_id, outcome0, outcome1, resolved_at, price0 FROM markets WHERE resolved_at IS NULL AND end_date <= ? ORDER BY end_date LIMIT ?',
  );

  /** The outcome index named by `outcome`: 0 or 1, or the outcome's label in any case. */
  function indexOf(m: MarketFacts, outcome: string | number): 0 | 1 {
    if (outcome === 0 || outcome === '0') return 0;
    if (outcome === 1 || outcome === '1') return 1;
    const label = String(outcome).toLowerCase();
    if (label === m.outcome0.toLowerCase()) return 0;
    if (label === m.outcome1.toLowerCase()) return 1;
    throw new TradingError(400, `unknown outcome ${String(outcome)}: 0, 1, "${m.outcome0}" or "${m.outcome1}"`);
  }

  function resolve(conditionId: string, outcome: string | number): Resolution {
    const m = market.get(conditionId.toLowerCase());
    if (!m) throw new TradingError(404, `market ${conditionId} not found`);
    if (m.resolved_at !== null) throw new TradingError(409, `market ${conditionId} is already resolved`);
    const winner = indexOf(m, outcome);
    const ts = Math.floor(ctx.nowMs() / 1000);
    const payouts: [number, number] = winner === 0 ? [MICRO, 0] : [0, MICRO];
    const canceledOrders = desk.closeMarket(m.condition_id, (cancelRows) =>
      ctx.db.transaction(() => {
        ledger.resolve({ conditionId: m.condition_id, payouts, ts });
        cancelRows();
      })(),
    );
    lifecycle.marketResolved(m.condition_id);
    return { conditionId: m.condition_id, winningOutcome: winner === 0 ? m.outcome0 : m.outcome1, winningIndex: winner, canceledOrders };
  }

  /** Resolves up to `limit` markets whose end date has passed, each for the outcome its price favours (outcome 0 at 50/50). */
  function resolveDue(limit = 20): Resolution[] {
    const nowS = Math.floor(ctx.nowMs() / 1000);
    return due.all(nowS, limit).map((m) => resolve(m.condition_id, m.price0 >= MICRO / 2 ? 0 : 1));
  }

  return { resolve, resolveDue };
}
