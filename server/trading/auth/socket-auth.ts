import { l2Message } from '../../../src/api/trading/hmac';
import { WS_USER_SIGNED, type WsAuth } from '../../../src/api/trading/ws-messages';
import type { TradingContext } from '../context';
import { parseTimestamp, withinWindow } from './clock-window';
import { createCredentialDeriver } from './credentials';
import { liveKey, macMatches, sameBytes } from './l2';
import { createAuthStore } from './store';

/*
 * The user channel's credentials, in either form (src/api/trading/ws-messages.ts):
 *  - {apiKey, secret, passphrase}: the public service's form, for existing server-side clients;
 *  - {apiKey, passphrase, timestamp, signature}: the local service's, for the browser, the secret
 *    staying with the caller: the HMAC an L2 header set would carry for `GET /ws/user` with no body,
 *    in the L2 timestamp window, so a captured subscribe message stops working within minutes.
 * Either way the key must be a live trading key and every comparison runs in constant time.
 */

export type SocketIdentity = { apiKey: string; address: string };

export function createSocketAuth(ctx: TradingContext) {
  const store = createAuthStore(ctx);
  const creds = createCredentialDeriver(ctx.serviceKey);
  return (auth: WsAuth): SocketIdentity | undefined => {
    const row = liveKey(store, creds, auth.apiKey, auth.passphrase, false);
    if (!row) return undefined;
    const identity = { apiKey: auth.apiKey, address: row.address };
    if ('signature' in auth) {
      const seconds = parseTimestamp(auth.timestamp);
      if (seconds === undefined || !withinWindow(seconds, ctx.nowMs())) return undefined;
      const message = l2Message({ timestamp: auth.timestamp, ...WS_USER_SIGNED });
      return macMatches(creds, auth.apiKey, message, auth.signature) ? identity : undefined;
    }
    // the secret as issued is base64url; Node's base64 decoder reads either alphabet
    return sameBytes(Buffer.from(auth.secret, 'base64'), creds.secretBytes(auth.apiKey)) ? identity : undefined;
  };
}
