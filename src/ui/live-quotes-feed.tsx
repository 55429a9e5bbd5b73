import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { liveMarket, onMarketEvents } from '../api/trading/live-market';
import { applyQuoteEvents, quotePrice, type Quote } from '../api/trading/live-quotes';
import { LiveStatusBadge } from './live-status-badge';
import { liveQuoteKey } from './live-quotes';
import { sandboxQueryOptions, useLiveStatus } from './use-live-book';

/*
 * The lazy half of LiveQuotes: the app's one market socket follows the tokens, and each event's
 * quote goes into the cache under its token's key. Whenever the socket is not live every live price
 * is cleared, so the lists fall back to the prices their pages loaded with, and the badge says so.
 */
export default function LiveQuotesFeed({ tokenIds }: { tokenIds: readonly string[] }) {
  const client = useQueryClient();
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
    });
    const followed = follows.current;
    return () => {
      off();
      for (const [t, stop] of followed) {
        stop();
        client.setQueryData(liveQuoteKey(t), null);
      }
      followed.clear();
    };
  }, [client, sandbox]);

  useEffect(() => {
    if (!sandbox) return;
    const next = new Set(topics.split(','));
    const followed = follows.current;
    for (const t of next) if (!followed.has(t)) followed.set(t, liveMarket().follow(t));
    for (const [t, stop] of followed)
      if (!next.has(t)) {
        stop();
        followed.delete(t);
        client.setQueryData(liveQuoteKey(t), null);
      }
  }, [client, sandbox, topics]);

  const status = useLiveStatus(sandbox ? liveMarket() : undefined);
  useEffect(() => {
    if (status !== 'live') client.setQueriesData({ queryKey: ['live-quote'] }, null);
  }, [client, status]);
  return <LiveStatusBadge status={status} />;
}
