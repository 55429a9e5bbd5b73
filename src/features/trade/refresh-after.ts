import type { QueryClient } from '@tanstack/react-query';
import type { PlaceResult } from '../../api/trading/unanswered-order';
import type { UserChannelEvent } from '../../api/trading/ws-events';
import { invalidateAfterTrade, tradeKeys } from './queries';

/*
 * One refresh per change. An order the app placed or cancelled refreshes every read a fill moves
 * once, when its answer arrives; the user channel then brings the same order and trades again (and
 * each trade twice more as it is mined and confirmed), which must not refresh the views again. So
 * the ids the answers named are remembered, and a burst of events refreshes only what they change
 * that no answer already covered.
 */

export type Refresh = 'fill' | 'orders' | 'trades' | 'none';

/** What a burst of user-channel events changes that `answered` (ids of orders and trades already refreshed) does not cover. */
export function refreshFor(events: readonly UserChannelEvent[], answered: ReadonlySet<string>): Refresh {
  const fresh = (id: string) => !answered.has(id);
  // a match moves cash and shares: everything
  if (events.some((e) => e.event_type === 'trade' && e.status === 'MATCHED' && fresh(e.id))) return 'fill';
  // placed or cancelled elsewhere (another session, a lapsed heartbeat, a closed market): the open orders
  if (events.some((e) => e.event_type === 'order' && fresh(e.id))) return 'orders';
  // mined, confirmed or failed: the trade list's status column
  if (events.some((e) => e.event_type === 'trade' && e.status !== 'MATCHED')) return 'trades';
  return 'none';
}

/** Ids the app's own answers named, newest kept: enough to cover the events of the last few minutes. */
const answered = new Set<string>();
const KEEP = 2_000;

function remember(ids: Iterable<string>) {
  for (const id of ids) {
    answered.delete(id);
    answered.add(id);
  }
  for (const id of answered) {
    if (answered.size <= KEEP) break;
    answered.delete(id);
  }
}

/** The order and trade ids an answer of the app's own names: placed (or found) orders and their fills, or cancelled ids. */
export function idsOf(answer: PlaceResult | readonly PlaceResult[] | { canceled?: string[] } | undefined): string[] {
  if (!answer) return [];
  if (isList(answer)) return answer.flatMap(placedIds);
  if ('outcome' in answer) return placedIds(answer);
  return answer.canceled ?? [];
}

const isList = (a: unknown): a is readonly PlaceResult[] => Array.isArray(a);

function placedIds(r: PlaceResult): string[] {
  return r.outcome === 'answered'
    ? [r.answer.orderID, ...r.answer.tradeIDs].filter(Boolean)
    : r.outcome === 'found'
      ? [r.orderID, ...r.trades.map((t) => t.id)]
      : [];
}

/** After an answer of the app's own (or its failure): every read a fill moves, once, and the ids it named remembered. */
export function refreshAfterAnswer(client: QueryClient, address: string, ids: readonly string[]) {
  remember(ids);
  return invalidateAfterTrade(client, address);
}

/** After a burst of user-channel events: only what they change that no answer covered. */
export function refreshAfterEvents(client: QueryClient, address: string, events: readonly UserChannelEvent[]) {
  const what = refreshFor(events, answered);
  if (what === 'fill') return invalidateAfterTrade(client, address);
  if (what === 'orders') return client.invalidateQueries({ queryKey: tradeKeys.openOrders(address) });
  if (what === 'trades') return client.invalidateQueries({ queryKey: tradeKeys.trades(address) });
  return Promise.resolve();
}
