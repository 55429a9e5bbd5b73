import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CLOB_URL } from '../../api/endpoints';
import { marketChannel, userChannel } from '../../api/trading/live-channels';
import type { LiveSocket, LiveStatus } from '../../api/trading/live-socket';
import { credentialsStore } from '../../wallet/credentials-store';
import { useWallet } from '../../wallet/wallet-scope';
import { applyMarketEvents } from './live-book';
import { invalidateAfterTrade } from './queries';

/*
 * The Trade view's live channels. Only the local service is known to accept the app's sockets (the
 * user channel's signed subscription is its own), so they open there only; elsewhere, and whenever a
 * socket is down, the views poll as before. One market socket for the app, its topics counted.
 */

let cache: QueryClient | undefined;
const market = marketChannel({
  baseUrl: CLOB_URL,
  here: location.href,
  onEvents: (events) => cache && applyMarketEvents(cache, events),
});

const noSubscribe = () => () => undefined;
const useStatus = (live: LiveSocket | undefined): LiveStatus =>
  useSyncExternalStore(live ? live.onStatus : noSubscribe, () => live?.status() ?? 'idle');

/** Keeps the token's cached book live while a view shows it; its status says whether the view should poll. */
export function useLiveBook(tokenId: string): LiveStatus {
  const client = useQueryClient();
  const enabled = useWallet().sandbox;
  useEffect(() => {
    if (!enabled) return;
    cache = client;
    return market.follow(tokenId);
  }, [client, enabled, tokenId]);
  return useStatus(enabled ? market : undefined);
}

/**
 * The account's order and trade events while trading is enabled: each burst refreshes, from the one
 * place that does it after a fill, the account's reads and every portfolio view's.
 */
export function useLiveAccount(eoa: string | undefined, tradingEnabled: boolean): LiveStatus {
  const client = useQueryClient();
  const enabled = useWallet().sandbox && tradingEnabled;
  const live = useMemo(() => {
    if (!enabled || !eoa) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    return userChannel({
      baseUrl: CLOB_URL,
      here: location.href,
      credentials: () => credentialsStore.get()?.creds,
      onEvents: () => {
        // a fill arrives as a few events at once (the order's update, the trade): one refresh for all of them
        clearTimeout(timer);
        timer = setTimeout(() => void invalidateAfterTrade(client, eoa), 50);
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
  return useStatus(live);
}

/** How often a view reads over HTTP what a live socket would otherwise bring (never while it is live). */
export const POLL_MS = { book: 5_000, openOrders: 10_000, trades: 15_000 } as const;
export const pollUnlessLive = (status: LiveStatus, ms: number): number | false => (status === 'live' ? false : ms);
