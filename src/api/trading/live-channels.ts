import { createLiveSocket, socketUrl, type LiveSocket, type SocketLike } from './live-socket';
import { MarketFrame, UserFrame, type MarketChannelEvent, type UserChannelEvent } from './ws-events';
import { signedUserAuth } from './ws-messages';

/*
 * The trading service's two channels as the app uses them: the public market channel by token id,
 * and the user channel with the signed subscription, so the API secret never crosses the socket
 * (only the local service accepts that form; against the public services the app reads orders and
 * trades over HTTP instead).
 */

type Common = { baseUrl: string; here: string; createSocket?: (url: string) => SocketLike };

const events = <T>(parsed: { success: true; data: T | T[] } | { success: false }): T[] | undefined =>
  parsed.success ? ([] as T[]).concat(parsed.data) : undefined;

export function marketChannel(o: Common & { onEvents: (events: MarketChannelEvent[]) => void }): LiveSocket {
  return createLiveSocket<MarketChannelEvent>({
    url: socketUrl(o.baseUrl, '/ws/market', o.here),
    // custom features bring market_resolved, which turns a followed position redeemable at once
    initial: (topics) => ({ type: 'market', assets_ids: topics, initial_dump: true, custom_feature_enabled: true }),
    update: (operation, topics) => ({ operation, assets_ids: topics }),
    parse: (frame) => events(MarketFrame.safeParse(frame)),
    onEvents: o.onEvents,
    sequence: (e) => {
      if (e.event_type === 'book') return e.seq === undefined ? [] : [{ topic: e.asset_id, seq: e.seq, snapshot: true }];
      if (e.event_type === 'price_change')
        return e.price_changes.flatMap((c) => (c.seq === undefined ? [] : [{ topic: c.asset_id, seq: c.seq, snapshot: false }]));
      if ('seq' in e && e.seq !== undefined && 'asset_id' in e) return [{ topic: e.asset_id, seq: e.seq, snapshot: false }];
      return [];
    },
    createSocket: o.createSocket,
  });
}

export type UserCredentials = { apiKey: string; secret: string; passphrase: string };

/** The user channel of every market, for as long as `follow('all')` is held. */
export function userChannel(
  o: Common & { credentials: () => UserCredentials | undefined; onEvents: (events: UserChannelEvent[]) => void },
): LiveSocket {
  return createLiveSocket<UserChannelEvent>({
    url: socketUrl(o.baseUrl, '/ws/user', o.here),
    initial: async () => {
      const creds = o.credentials();
      if (!creds) throw new Error('no credentials');
      return { type: 'user', auth: await signedUserAuth(creds, Math.floor(Date.now() / 1000)) };
    },
    parse: (frame) => events(UserFrame.safeParse(frame)),
    onEvents: o.onEvents,
    createSocket: o.createSocket,
  });
}
