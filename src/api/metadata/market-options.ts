import { SEARCH_Q_MAX } from './params';
import type { MetadataSearchResponse } from './schemas';

/*
 * A market chosen by its title, for the history views' market filter (Activity, Trades). An account's
 * history holds resolved and closed markets as much as open ones, so every market the metadata
 * search finds is offered, open or not (the Trade view's picker keeps only those taking orders).
 * A market is listed when its own question or slug holds the text, or its event's title or slug
 * does; its own matches come first. Framework-free: src/ui's combobox and tests use it alike.
 */

export type MarketChoice = { conditionId: string; title: string; event: string; closed: boolean };

/** The search text as sent: trimmed, at most what the service accepts; '' means no search. */
export const marketSearchText = (typed: string) => typed.trim().slice(0, SEARCH_Q_MAX);

export function marketChoicesFromSearch(found: MetadataSearchResponse, typed: string): MarketChoice[] {
  const needle = marketSearchText(typed).toLowerCase();
  if (needle === '') return [];
  const own: MarketChoice[] = [];
  const byEvent: MarketChoice[] = [];
  const seen = new Set<string>();
  for (const e of found.events) {
    const eventHit = `${e.title}\n${e.slug}`.toLowerCase().includes(needle);
    for (const m of e.markets) {
      // condition ids go to the API in lower case (history-filters.ts reads them so)
      const conditionId = m.conditionId.toLowerCase();
      if (seen.has(conditionId)) continue;
      const ownHit = `${m.question}\n${m.slug}`.toLowerCase().includes(needle);
      if (!ownHit && !eventHit) continue;
      seen.add(conditionId);
      (ownHit ? own : byEvent).push({ conditionId, title: m.question, event: e.title, closed: m.closed || !m.active });
    }
  }
  return [...own, ...byEvent];
}
