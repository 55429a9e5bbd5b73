import { MarketSubscribe, SubscriptionUpdate, WS_CLOSE, WS_INVALID_OPERATION } from '../../../src/api/trading/ws-messages';
import type { TradingLive } from '../events/live';
import type { SocketClient } from './client';
import type { FanOut, MarketSub } from './fan-out';
import type { SocketLimits } from './limits';

/*
 * /clob/ws/market: public, by token id. The first message subscribes ({type: "market", assets_ids});
 * later ones add or drop tokens ({operation, assets_ids}). A subscription answers at once with one
 * array frame of books (initial_dump, default true): a book per known token, `[]` when none is
 * known, as the public service answers an unknown token. A token already followed is not dumped
 * again. Past `maxAssets` tokens on one connection the socket is closed (4003): the public service
 * stops sending data there anyway, and a silently partial subscription is worse than a clear refusal.
 */

export type ChannelHandler = { message(msg: unknown): void; closed(): void };

type Deps = { live: TradingLive; fanOut: FanOut; limits: SocketLimits };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What a message that is not an update is answered with, once subscribed. */
export function notAnUpdate(client: SocketClient, msg: unknown): void {
  // a second initial message gets the public service's text answer; anything else an error frame
  if (isObject(msg) && ('type' in msg || 'assets_ids' in msg || 'auth' in msg)) client.send(WS_INVALID_OPERATION);
  else client.error('unknown message: send PING, or {"operation": "subscribe" | "unsubscribe", …}');
}

/** The issues of a failed parse, short enough for an error frame or a close reason. */
export const issuesOf = (e: { issues: readonly { path: PropertyKey[]; message: string }[] }) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'message'}: ${i.message}`)
    .join('; ');

export function marketChannel(client: SocketClient, { live, fanOut, limits }: Deps): ChannelHandler {
  const sub: MarketSub = { client, assets: new Set(), custom: false };

  /** Adds the new ids; answers false (and closes) when the connection would follow too many. */
  const follow = (ids: readonly string[], dump: boolean): boolean => {
    const fresh = [...new Set(ids)].filter((id) => !sub.assets.has(id));
    if (sub.assets.size + fresh.length > limits.maxAssets) {
      client.close(WS_CLOSE.tooManyAssets, `at most ${limits.maxAssets}`);
      return false;
    }
    // events queued before the snapshot go out first, so no event sent after it is older than it
    fanOut.flush();
    for (const id of fresh) sub.assets.add(id);
    if (dump) {
      const books = fresh.map((id) => live.snapshot(id)).filter((b) => b !== undefined);
      client.send(JSON.stringify(books));
    }
    return true;
  };

  function initial(msg: unknown) {
    const parsed = MarketSubscribe.safeParse(msg);
    if (!parsed.success) return client.close(WS_CLOSE.invalidSubscription, issuesOf(parsed.error));
    if (parsed.data.type.toLowerCase() !== 'market') return client.close(WS_CLOSE.invalidSubscription, 'type must be "market"');
    sub.custom = parsed.data.custom_feature_enabled === true;
    if (!follow(parsed.data.assets_ids, parsed.data.initial_dump ?? true)) return;
    client.subscribed = true;
    fanOut.setMarket(sub);
  }

  function update(msg: unknown) {
    if (!isObject(msg) || !('operation' in msg)) return notAnUpdate(client, msg);
    const parsed = SubscriptionUpdate.safeParse(msg);
    if (!parsed.success) return client.error(`invalid update: ${issuesOf(parsed.error)}`);
    const u = parsed.data;
    if (!u.assets_ids) return client.error('invalid update: assets_ids is required on the market channel');
    if (u.custom_feature_enabled !== undefined) sub.custom = u.custom_feature_enabled;
    if (u.operation === 'subscribe') {
      if (!follow(u.assets_ids, u.initial_dump ?? true)) return;
    } else for (const id of u.assets_ids) sub.assets.delete(id);
    fanOut.setMarket(sub);
  }

  return {
    message: (msg) => (client.subscribed ? update(msg) : initial(msg)),
    closed: () => fanOut.removeMarket(sub),
  };
}
