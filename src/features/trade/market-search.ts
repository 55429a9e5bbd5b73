import type { MarketChoice } from '../../api/metadata/market-options';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';

/*
 * What the market combobox lists with no text: the first page of the trading service's markets (the
 * view's first read). With text it searches every market through the metadata service
 * (src/api/metadata/market-options.ts, kept to the markets taking orders).
 */

export function optionsFromList(markets: ClobMarket[]): MarketChoice[] {
  return markets.map((m) => ({
    conditionId: m.condition_id,
    title: m.question,
    event: '',
    outcomes: m.tokens.map((t) => t.outcome),
    closed: m.closed,
  }));
}

/** A market the ticket can take orders on now (the same test as the first page's filter). */
export const acceptsOrders = (m: ClobMarket) => m.accepting_orders && m.enable_order_book && !m.closed;
