import { SEARCH_Q_MAX } from './params';
import { decodeMarketLists, type MetadataEvent, type MetadataSearchResponse } from './schemas';

/*
 * A market chosen by words of its title: the Trade view's market picker and the history views'
 * market filter (Activity, Trades) both search the metadata service (server-side: the catalogue runs
 * to thousands of markets) and open its events into their markets here. A market is listed when its
 * own question, slug or an outcome name holds the text, or when its event's title or slug does; its
 * own matches come first. `keep` narrows the markets (the picker keeps those taking orders; an
 * account's history holds closed markets as much as open ones). Framework-free: src/ui's combobox,
 * the features and tests use it alike.
 */

export type SearchedMarket = MetadataEvent['markets'][number];

export type MarketChoice = { conditionId: string; title: string; event: string; outcomes: string[]; closed: boolean };

/** The search text as sent: trimmed, at most what the service accepts; '' means no search. */
export const marketSearchText = (typed: string) => typed.trim().slice(0, SEARCH_Q_MAX);

/** A market that takes orders now. */
export const takesOrders = (m: SearchedMarket) => m.acceptingOrders && m.enableOrderBook && m.active && !m.closed;

export function marketChoicesFromSearch(
  found: MetadataSearchResponse,
  typed: string,
  keep: (m: SearchedMarket) => boolean = () => true,
): MarketChoice[] {
  const needle = marketSearchText(typed).toLowerCase();
  if (needle === '') return [];
  const own: MarketChoice[] = [];
  const byEvent: MarketChoice[] = [];
  const seen = new Set<string>();
  for (const e of found.events) {
    const eventHit = `${e.title}\n${e.slug}`.toLowerCase().includes(needle);
    for (const m of e.markets) {
      // condition ids go to the APIs in lower case (history-filters.ts reads them so)
      const conditionId = m.conditionId.toLowerCase();
      if (seen.has(conditionId) || !keep(m)) continue;
      const { outcomes } = decodeMarketLists(m);
      const ownHit = [m.question, m.slug, ...outcomes].join('\n').toLowerCase().includes(needle);
      if (!ownHit && !eventHit) continue;
      seen.add(conditionId);
      (ownHit ? own : byEvent).push({ conditionId, title: m.question, event: e.title, outcomes, closed: m.closed || !m.active });
    }
  }
  return [...own, ...byEvent];
}
