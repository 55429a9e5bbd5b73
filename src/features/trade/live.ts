import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TRADING_URL } from '../../api/endpoints';
import { userChannel } from '../../api/trading/live-channels';
import type { LiveStatus } from '../../api/trading/live-socket';
import { useLiveBook, useLiveStatus } from '../../ui/use-live-book';
import { credentialsStore } from '../../wallet/credentials-store';
import { tradingNetworkQuery } from '../../wallet/trading-network';
import { tradeKeys } from './queries';
import { refreshAfterEvents } from './refresh-after';
import type { UserChannelEvent } from '../../api/trading/ws-events';

/*
 * The Trade view's live channels. Only the local service is known to accept the app's sockets (the
 * user channel's signed subscription is its own), so they open there only; elsewhere, and whenever a
 * socket is down, the views poll as before.
 */

/** How often the Trade view reads over HTTP what a live socket would otherwise bring. */
export const POLL_MS = { book: 5_000, openOrders: 10_000, trades: 15_000 } as const;

/** Whether the view may open live channels: the service is the local sandbox. */
const useSandbox = () => useQuery(tradingNetworkQuery()).data?.sandbox === true;

/** The token's book in the Trade view's cache, kept live on the local service. */
export function useTradeBook(tokenId: string): LiveStatus {
  return useLiveBook(tokenId, useSandbox(), tradeKeys.book(tokenId));
}

/**
 * The account's order and trade events while trading is enabled: each burst refreshes what it changes
 * that the app's own answers have not already refreshed (refresh-after.ts).
 */
export function useLiveAccount(eoa: string | undefined, tradingEnabled: boolean): LiveStatus {
  const client = useQueryClient();
  const enabled = useSandbox() && tradingEnabled;
  const live = useMemo(() => {
    if (!enabled || !eoa) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let burst: UserChannelEvent[] = [];
    return userChannel({
      baseUrl: TRADING_URL,
      here: location.href,
      credentials: () => credentialsStore.get()?.creds,
      onEvents: (events) => {
        // a fill arrives as a few events at once (the order's update, the trade): one refresh for all of them
        burst.push(...events);
        clearTimeout(timer);
        timer = setTimeout(() => {
          void refreshAfterEvents(client, eoa, burst);
          burst = [];
        }, 50);
      },
    });
  }, [client, enabled, eoa]);
  useEffect(() => {
    if (!live) return;
    const stop = live.follow('all');
    return () => {
      stop();
      live.close();
    };
  }, [live]);
  return useLiveStatus(live);
}
