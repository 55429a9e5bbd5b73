import { lazy, Suspense } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { usePainted } from './use-painted';

/*
 * Live prices for the outcomes a list shows: once the page has drawn, the feed (with the socket
 * code, in a lazy chunk) follows the listed tokens on the market channel and writes each token's
 * price into the query cache, where a row reads it. Null or absent: the row shows its own price.
 */

const LiveQuotesFeed = lazy(() => import('./live-quotes-feed'));

export const liveQuoteKey = (tokenId: string) => ['live-quote', tokenId] as const;

/** The token's live price (a decimal string), or undefined while the channel has none. */
export function useLiveQuote(tokenId: string | null | undefined): string | undefined {
  return useQuery<string | null>({ queryKey: liveQuoteKey(tokenId ?? ''), queryFn: skipToken, enabled: !!tokenId }).data ?? undefined;
}

/**
 * Follows these tokens while mounted (on the local service) and shows whether their prices are live.
 * `onResolved` hears of a followed token's market resolving (its condition id), so the view can refetch.
 */
export function LiveQuotes({ tokenIds, onResolved }: { tokenIds: readonly string[]; onResolved?: (conditionId: string) => void }) {
  const painted = usePainted();
  return painted && tokenIds.length > 0 ? (
    <Suspense fallback={null}>
      <LiveQuotesFeed tokenIds={tokenIds} onResolved={onResolved} />
    </Suspense>
  ) : null;
}
