import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { sandboxInfo } from '../api/endpoints';
import { applyToBook, touches, type Book } from '../api/trading/live-book';
import { liveMarket, onMarketEvents } from '../api/trading/live-market';
import type { LiveSocket, LiveStatus } from '../api/trading/live-socket';

/*
 * Keeps a cached book (read over HTTP under `bookKey`) current from the market channel while a view
 * shows it: React Query holds the book, the socket only writes into it. The status says whether the
 * view should poll instead (anything but live).
 */

const noSubscribe = () => () => undefined;
export const useLiveStatus = (live: LiveSocket | undefined): LiveStatus =>
  useSyncExternalStore(live ? live.onStatus : noSubscribe, () => live?.status() ?? 'idle');

export function useLiveBook(tokenId: string, enabled: boolean, bookKey: QueryKey): LiveStatus {
  const client = useQueryClient();
  const key = JSON.stringify(bookKey);
  useEffect(() => {
    if (!enabled) return;
    const queryKey = JSON.parse(key) as QueryKey;
    const off = onMarketEvents((events) => {
      const mine = events.filter((e) => touches(e, tokenId));
      if (mine.length) client.setQueryData<Book>(queryKey, (prev) => (prev ? applyToBook(prev, tokenId, mine) : prev));
    });
    const unfollow = liveMarket().follow(tokenId);
    return () => {
      off();
      unfollow();
    };
  }, [client, enabled, tokenId, key]);
  return useLiveStatus(enabled ? liveMarket() : undefined);
}

/** How often a view reads over HTTP what a live socket would otherwise bring (never while it is live). */
export const pollUnlessLive = (status: LiveStatus, ms: number): number | false => (status === 'live' ? false : ms);

/**
 * Whether the trading service is the local sandbox, the one service known to accept the app's
 * sockets (the public channels live elsewhere): views open live channels only when it is.
 */
export const sandboxQueryOptions = () =>
  queryOptions({
    queryKey: ['trading-sandbox'],
    queryFn: async ({ signal }) => (await sandboxInfo(signal)) !== undefined,
    staleTime: Infinity,
  });
