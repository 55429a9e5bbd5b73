import type { MetadataEvent, MetadataSearchResponse } from '../../api/metadata/schemas';
import { decodeMarketLists } from '../../api/metadata/schemas';
import { SEARCH_Q_MAX } from '../../api/metadata/params';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';

/*
 * What the market combobox lists. With no text, the first page of the trading service's markets
 * (the view's first read). With text, the metadata service's search (server-side: the catalogue
 * runs to thousands of markets, far past what a browser should page through), whose events are
 * opened into their tradable markets here: a market is listed when its own question, slug or an
 * outcome name holds the text, or when its event's title or slug does; its own matches come first.
 */

export type MarketOption = { conditionId: string; question: string; event: string; outcomes: string[] };

/** The search text as sent: trimmed, at most what the service accepts; '' means browse, not search. */
export const searchText = (typed: string) => typed.trim().slice(0, SEARCH_Q_MAX);

const tradable = (m: MetadataEvent['markets'][number]) => m.acceptingOrders && m.enableOrderBook && m.active && !m.closed;

export function optionsFromSearch(found: MetadataSearchResponse, typed: string): MarketOption[] {
  const needle = searchText(typed).toLowerCase();
  const own: MarketOption[] = [];
  const byEvent: MarketOption[] = [];
  const seen = new Set<string>();
  for (const e of found.events) {
    const eventHit = `${e.title}\n${e.slug}`.toLowerCase().includes(needle);
    for (const m of e.markets) {
      if (!tradable(m) || seen.has(m.conditionId)) continue;
      const { outcomes } = decodeMarketLists(m);
      const ownHit = [m.question, m.slug, ...outcomes].join('\n').toLowerCase().includes(needle);
      if (!ownHit && !eventHit) continue;
      seen.add(m.conditionId);
      (ownHit ? own : byEvent).push({ conditionId: m.conditionId, question: m.question, event: e.title, outcomes });
    }
  }
  return [...own, ...byEvent];
}

export function optionsFromList(markets: ClobMarket[]): MarketOption[] {
  return markets.map((m) => ({ conditionId: m.condition_id, question: m.question, event: '', outcomes: m.tokens.map((t) => t.outcome) }));
}

/** A market the ticket can take orders on now (the same test as the first page's filter). */
export const acceptsOrders = (m: ClobMarket) => m.accepting_orders && m.enable_order_book && !m.closed;
