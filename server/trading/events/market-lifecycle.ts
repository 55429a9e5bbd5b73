import type { EventBus, LiveEvent } from './event-bus';
import type { MarketFactsCache } from './market-facts';

/*
 * new_market, market_resolved and tick_size_change: the one place a runtime listing, resolution
 * (sandbox/resolve-market.ts) or tick change announces itself, published like every other event
 * (after its write commits). Each reads the market's facts after the write.
 */

export function createMarketLifecycle(facts: MarketFactsCache, bus: EventBus, nowMs: () => number) {
  /** To every subscriber that opted into custom events, whatever it follows. */
  function newMarket(conditionId: string): boolean {
    facts.forget(conditionId);
    const m = facts.market(conditionId);
    if (!m) return false;
    const assets = [m.token0, m.token1];
    const event: LiveEvent = {
      channel: 'market',
      assets,
      custom: 'all',
      body: {
        event_type: 'new_market',
        id: String(m.id),
        question: m.title,
        market: m.condition_id,
        slug: m.slug,
        assets_ids: assets,
        outcomes: [m.outcome0, m.outcome1],
        timestamp: String(nowMs()),
        condition_id: m.condition_id,
        active: m.archived === 0 && m.resolved_at === null,
        clob_token_ids: assets,
        order_price_min_tick_size: m.tick_size,
        taker_base_fee: String(m.fee_bps),
        fees_enabled: m.fee_bps > 0,
      },
    };
    bus.publish([event]);
    return true;
  }

  /** To custom subscribers of the market's tokens; the winner is the token paying more (outcome 0 on a tie). */
  function marketResolved(conditionId: string): boolean {
    facts.forget(conditionId);
    const m = facts.market(conditionId);
    if (!m || m.resolved_at === null) return false;
    const winner = (m.payout0 ?? 0) >= (m.payout1 ?? 0) ? 0 : 1;
    bus.publish([
      {
        channel: 'market',
        assets: [m.token0, m.token1],
        custom: 'assets',
        body: {
          event_type: 'market_resolved',
          id: String(m.id),
          market: m.condition_id,
          assets_ids: [m.token0, m.token1],
          winning_asset_id: winner === 0 ? m.token0 : m.token1,
          winning_outcome: winner === 0 ? m.outcome0 : m.outcome1,
          timestamp: String(nowMs()),
        },
      },
    ]);
    return true;
  }

  /** On both tokens, to every subscriber (so it takes a sequence number). */
  function tickSizeChange(conditionId: string, oldTick: string): boolean {
    facts.forget(conditionId);
    const m = facts.market(conditionId);
    if (!m || m.tick_size === oldTick) return false;
    bus.publish(
      [m.token0, m.token1].map((asset) => ({
        channel: 'market',
        assets: [asset],
        body: {
          event_type: 'tick_size_change',
          asset_id: asset,
          market: m.condition_id,
          old_tick_size: oldTick,
          new_tick_size: m.tick_size,
          timestamp: String(nowMs()),
        },
      })),
    );
    return true;
  }

  return { newMarket, marketResolved, tickSizeChange };
}
