import { SubscriptionUpdate, UserSubscribe, WS_CLOSE, WsAuth } from '../../../src/api/trading/ws-messages';
import type { SocketClient } from './client';
import { issuesOf, notAnUpdate, type ChannelHandler } from './channel-market';
import type { FanOut, UserSub } from './fan-out';
import type { SocketLimits } from './limits';
import type { TradingLive } from '../events/live';

/*
 * /clob/ws/user: the caller's own orders and trades. The first message carries credentials in
 * either form (ws-messages.ts: the raw secret, as the public service takes it, or the signed form
 * the browser uses) and optionally the condition ids to follow (all when left out). The events are
 * those of every order the key's EOA posted with any of its keys, as the order routes read them.
 * Any fault in the credentials closes the socket with 4001 and says no more than "unauthorized".
 * Later messages add or drop condition ids; while the socket follows every market there is nothing
 * to drop, and an unsubscribe says so in an error frame.
 */

type Deps = { live: TradingLive; fanOut: FanOut; limits: SocketLimits };

const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

export function userChannel(client: SocketClient, { live, fanOut, limits }: Deps): ChannelHandler {
  let sub: UserSub | undefined;
  let stopHearing: (() => void) | undefined;

  const tooMany = (n: number) => {
    if (n <= limits.maxAssets) return false;
    client.close(WS_CLOSE.tooManyAssets, `at most ${limits.maxAssets} markets`);
    return true;
  };

  function initial(msg: unknown) {
    const type = typeof msg === 'object' && msg !== null ? (msg as { type?: unknown }).type : undefined;
    if (typeof type !== 'string' || type.toLowerCase() !== 'user') return client.close(WS_CLOSE.invalidSubscription, 'type must be "user"');
    if (!WsAuth.safeParse((msg as { auth?: unknown }).auth).success) return client.close(WS_CLOSE.unauthorized);
    const parsed = UserSubscribe.safeParse(msg);
    if (!parsed.success) return client.close(WS_CLOSE.invalidSubscription, issuesOf(parsed.error));
    const identity = live.authenticate(parsed.data.auth);
    if (!identity) return client.close(WS_CLOSE.unauthorized);
    const markets = parsed.data.markets;
    if (markets && tooMany(new Set(markets).size)) return;
    // an empty list reads as "all", as a client that leaves the field out means
    sub = { client, owner: identity.address, markets: markets?.length ? new Set(lower(markets)) : null };
    client.subscribed = true;
    fanOut.addUser(sub);
    // the key's deletion ends what it authenticated
    stopHearing = live.onKeyRevoked((apiKey) => apiKey === identity.apiKey && client.close(WS_CLOSE.unauthorized, 'api key deleted'));
  }

  function update(s: UserSub, msg: unknown) {
    if (typeof msg !== 'object' || msg === null || !('operation' in msg)) return notAnUpdate(client, msg);
    const parsed = SubscriptionUpdate.safeParse(msg);
    if (!parsed.success) return client.error(`invalid update: ${issuesOf(parsed.error)}`);
    const { operation, markets } = parsed.data;
    if (!markets) return client.error('invalid update: markets is required on the user channel');
    if (operation === 'subscribe') {
      if (!s.markets) return;
      const next = new Set([...s.markets, ...lower(markets)]);
      if (!tooMany(next.size)) s.markets = next;
    } else if (!s.markets) client.error('this socket follows every market: subscribe with a markets list to follow only some');
    else for (const id of lower(markets)) s.markets.delete(id);
  }

  return {
    message: (msg) => (sub ? update(sub, msg) : initial(msg)),
    closed: () => {
      stopHearing?.();
      if (sub) fanOut.removeUser(sub);
    },
  };
}
