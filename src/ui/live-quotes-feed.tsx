import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveMarket, onMarketEvents } from '../api/trading/live-market';
import { applyQuoteEvents, quotePrice, type Quote } from '../api/trading/live-quotes';
import { LiveStatusBadge } from './live-status-badge';
import { liveQuoteKey } from './live-quotes';
import { sandboxQueryOptions, useLiveStatus } from './use-live-book';

/*
 * How many feeds follow each token (a search result may also be listed below it): a token's live
 * price is cleared when the last of them lets go, not while another still shows it.
 */
const holders = new Map<string, number>();

function hold(token: string): () => void {
  holders.set(token, (holders.get(token) ?? 0) + 1);
  return liveMarket().follow(token);
}

function release(client: QueryClient, token: string, unfollow: () => void) {
  unfollow();
  const n = (holders.get(token) ?? 1) - 1;
  if (n > 0) return holders.set(token, n);
  holders.delete(token);
  client.setQueryData(liveQuoteKey(token), null);
}

/*
 * The lazy half of LiveQuotes: the app's one market socket follows the tokens, and each event's
 * quote goes into the cache under its token's key. Whenever the socket is not live every live price
 * is cleared, so the lists fall back to the prices their pages loaded with, and the badge says so.
 */
export default function LiveQuotesFeed({
  tokenIds,
  onResolved,
}: {
  tokenIds: readonly string[];
  onResolved?: (conditionId: string) => void;
}) {
  const client = useQueryClient();
  const resolved = useRef(onResolved);
  useEffect(() => {
    resolved.current = onResolved;
  }, [onResolved]);
  const sandbox = useQuery(sandboxQueryOptions()).data === true;
  const topics = tokenIds.join(',');
  // the tokens followed now, each with its unfollow: a new page follows its new tokens before it
  // lets go of the old, so the socket stays open between pages
  const follows = useRef(new Map<string, () => void>());

  useEffect(() => {
    if (!sandbox) return;
    const quotes = new Map<string, Quote>();
    const off = onMarketEvents((events) => {
      for (const t of applyQuoteEvents(quotes, events))
        if (follows.current.has(t)) client.setQueryData(liveQuoteKey(t), quotePrice(quotes.get(t)!) ?? null);
      for (const e of events)
        if (e.event_type === 'market_resolved' && e.assets_ids.some((t) => follows.current.has(t))) resolved.current?.(e.market);
    });
    const followed = follows.current;
    return () => {
      off();
      for (const [t, stop] of followed) release(client, t, stop);
      followed.clear();
    };
  }, [client, sandbox]);

  useEffect(() => {
    if (!sandbox) return;
    const next = new Set(topics.split(','));
    const followed = follows.current;
    for (const t of next) if (!followed.has(t)) followed.set(t, hold(t));
    for (const [t, stop] of followed)
      if (!next.has(t)) {
        release(client, t, stop);
        followed.delete(t);
      }
  }, [client, sandbox, topics]);

  const status = useLiveStatus(sandbox ? liveMarket() : undefined);
  useEffect(() => {
    if (status !== 'live') client.setQueriesData({ queryKey: ['live-quote'] }, null);
  }, [client, status]);
  return <LiveStatusBadge status={status} />;
}
