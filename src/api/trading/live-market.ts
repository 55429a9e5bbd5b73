import { TRADING_URL } from '../endpoints';
import { marketChannel } from './live-channels';
import type { LiveSocket } from './live-socket';
import type { MarketChannelEvent } from './ws-events';

/*
 * The app's one market-channel socket (topics counted across views), opened on first use, and the
 * views' listeners of its events. Any view that shows a book follows its token here.
 */

let socket: LiveSocket | undefined;
const listeners = new Set<(events: MarketChannelEvent[]) => void>();

export function liveMarket(): LiveSocket {
  socket ??= marketChannel({
    baseUrl: TRADING_URL,
    here: location.href,
    onEvents: (events) => {
      for (const l of listeners) l(events);
    },
  });
  return socket;
}

export function onMarketEvents(listener: (events: MarketChannelEvent[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
