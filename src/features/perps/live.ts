import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PERPS_URL } from '../../api/endpoints';
import type { PerpsTicker } from '../../api/perps/contract/schemas';
import { createPerpsSocket, type BookFrame, type PerpsSocket, type TickerFrame, type TradeFrame } from '../../api/perps/socket';
import type { LiveStatus } from '../../api/trading/live-socket';
import { recentTradesQuery, tickersQuery } from './queries';
import { mergeTrades } from './recent-trades';

/*
 * The Perps view's live data: one socket to the gateway for the whole tab, opened by the first view
 * that follows a channel and idle once none does. The book and the trades live in the component
 * that shows them (each frame is a whole snapshot, or the newest trades); the tickers write into the
 * cached REST answer, so the market list and the ticket read one place.
 */

let socket: PerpsSocket | undefined;
const perpsSocket = () => (socket ??= createPerpsSocket({ baseUrl: PERPS_URL, here: location.href }));

export function useLiveStatus(): LiveStatus {
  const s = perpsSocket();
  return useSyncExternalStore(s.onStatus, s.status);
}

/** The instrument's book, the latest snapshot (undefined until the first one). Key the caller by iid. */
export function useLiveBook(iid: number): BookFrame | undefined {
  const [book, setBook] = useState<BookFrame>();
  useEffect(() => perpsSocket().book(iid, setBook), [iid]);
  return book;
}

/**
 * The instrument's latest trades, newest first: the REST read's, then each one the socket sends.
 * Trades while the socket was down are not sent after it: a reconnect reads again. Key the caller by iid.
 */
export function useLiveTrades(iid: number): TradeFrame[] {
  const [live, setLive] = useState<TradeFrame[]>([]);
  const recent = useQuery(recentTradesQuery(iid));
  const { refetch } = recent;
  useEffect(() => perpsSocket().trades(iid, (batch) => setLive((prev) => mergeTrades(batch, prev))), [iid]);
  useEffect(() => {
    const s = perpsSocket();
    let down = false;
    return s.onStatus(() => {
      const now = s.status();
      if (now === 'reconnecting' || now === 'offline') down = true;
      else if (now === 'live' && down) {
        down = false;
        void refetch();
      }
    });
  }, [refetch]);
  return useMemo(() => mergeTrades(live, recent.data ?? []), [live, recent.data]);
}

const fromFrame = (t: PerpsTicker, f: TickerFrame): PerpsTicker => ({
  ...t,
  index_price: f.idx ?? t.index_price,
  mark_price: f.mark ?? t.mark_price,
  last_price: f.last,
  mid_price: f.mid,
  open_interest: f.oi,
  funding_rate: f.fr,
  next_funding: f.nxf,
});

/** Keeps the cached tickers current from `tickers::all` while the view is open. */
export function useLiveTickers(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      perpsSocket().tickers((frames) => {
        const byId = new Map(frames.map((f) => [f.iid, f]));
        client.setQueryData<PerpsTicker[]>(tickersQuery().queryKey, (prev) =>
          prev?.map((t) => {
            const f = byId.get(t.instrument_id);
            return f ? fromFrame(t, f) : t;
          }),
        );
      }),
    [client],
  );
}
