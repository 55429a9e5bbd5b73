import { z } from 'zod/mini';
import '../zod-messages';
import { l2Signature } from './hmac';

/*
 * What a client sends on the trading service's WebSocket channels (the public service's facts sheet,
 * reference/clob/websocket.md §2), framework-free so the browser's connection manager and the
 * service parse with the same schemas. Objects strip fields they do not name: the official clients
 * send extras (`type` and `initial_dump` on an update), which are accepted and ignored.
 */

/** The channels under the service's mount (the public host serves them at `/ws/market` and `/ws/user`). */
export const WS_PATHS = { market: '/clob/ws/market', user: '/clob/ws/user' } as const;

/** The text heartbeat: the client sends PING about every 10 s, the service answers PONG. */
export const WS_PING = 'PING';
export const WS_PONG = 'PONG';
/** The public service's text answer to a second initial subscription on one socket. */
export const WS_INVALID_OPERATION = 'INVALID OPERATION';

/**
 * The signed user subscription (local service only) MACs what an L2 header set would for a GET of
 * this path with no body: HMAC-SHA256(secret, timestamp + 'GET' + '/ws/user'), so the secret never
 * crosses the socket. The timestamp (unix seconds) has the L2 window: 300 s back, 60 s ahead.
 */
export const WS_USER_SIGNED = { method: 'GET', path: '/ws/user' } as const;

/**
 * Why the service closes a socket: the close code and the reason it sends. 1008 is what the public
 * service was seen to send for a bad first message; the 4xxx codes are the local service's own, so a
 * client can tell a refusal it should not retry as it was (4001, 4003, 4004) from one it may retry
 * at once (4002, 4005, 4006) or after a restart (1001).
 */
export const WS_CLOSE = {
  shutdown: { code: 1001, reason: 'service shutting down' },
  invalidSubscription: { code: 1008, reason: 'invalid subscription payload' },
  unauthorized: { code: 4001, reason: 'unauthorized' },
  noSubscription: { code: 4002, reason: 'no subscription in time' },
  tooManyAssets: { code: 4003, reason: 'too many assets for one connection' },
  tooManyConnections: { code: 4004, reason: 'too many connections from this address' },
  slowConsumer: { code: 4005, reason: 'slow consumer: too far behind' },
  heartbeat: { code: 4006, reason: 'no message in time (send PING every 10 s)' },
  internal: { code: 1011, reason: 'internal error' },
} as const;

const ids = z.array(z.string());

/** The public service's raw L2 credential, as server-side clients send it. */
export const WsSecretAuth = z.object({ apiKey: z.string(), secret: z.string(), passphrase: z.string() });
/** The local service's signed form: what the browser sends, the secret staying with the caller. */
export const WsSignedAuth = z.object({ apiKey: z.string(), passphrase: z.string(), timestamp: z.string(), signature: z.string() });
export const WsAuth = z.union([WsSignedAuth, WsSecretAuth]);
export type WsAuth = z.infer<typeof WsAuth>;

/** The market channel's initial message. `type` is matched case-insensitively (legacy docs wrote MARKET). */
export const MarketSubscribe = z.object({
  type: z.string(),
  assets_ids: ids,
  /** One `book` per known asset at once, as a single array frame (default true). */
  initial_dump: z.optional(z.boolean()),
  /** Accepted and ignored: its meaning is undocumented (reference §2). */
  level: z.optional(z.number()),
  /** best_bid_ask, new_market and market_resolved as well (default false). */
  custom_feature_enabled: z.optional(z.boolean()),
  auth: z.optional(z.unknown()),
});
export type MarketSubscribe = z.infer<typeof MarketSubscribe>;

/** The user channel's initial message: credentials, and the condition ids to follow (all when left out). */
export const UserSubscribe = z.object({ type: z.string(), auth: WsAuth, markets: z.optional(ids) });
export type UserSubscribe = z.infer<typeof UserSubscribe>;

/** A later change of subscription: assets on the market channel, markets on the user channel. */
export const SubscriptionUpdate = z.object({
  operation: z.enum(['subscribe', 'unsubscribe']),
  assets_ids: z.optional(ids),
  markets: z.optional(ids),
  initial_dump: z.optional(z.boolean()),
  level: z.optional(z.number()),
  custom_feature_enabled: z.optional(z.boolean()),
});
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdate>;

/** The signed `auth` of a user subscription, made as L2 headers are (WS_USER_SIGNED). */
export async function signedUserAuth(creds: { apiKey: string; secret: string; passphrase: string }, timestampS: number) {
  const timestamp = String(timestampS);
  const signature = await l2Signature(creds.secret, { timestamp, ...WS_USER_SIGNED });
  return { apiKey: creds.apiKey, passphrase: creds.passphrase, timestamp, signature };
}
