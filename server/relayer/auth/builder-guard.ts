import type { MiddlewareHandler } from 'hono';
import { RELAYER_UNAUTHORIZED } from '../../../src/api/error-messages';
import { l2Message } from '../../../src/api/trading/hmac';
import { BUILDER_HEADERS } from '../../../src/api/trading/wire';
import { errorBody } from '../../kit/errors';
import { parseTimestamp } from '../../trading/auth/clock-window';
import { createCredentialDeriver } from '../../trading/auth/credentials';
import { servicePath } from '../../trading/auth/guards';
import { liveKey, macMatches } from '../../trading/auth/l2';
import { createAuthStore } from '../../trading/auth/store';
import type { RelayerContext, RelayerEnv } from '../context';

/*
 * Builder auth (relayer facts §3): POLY_BUILDER_SIGNATURE is the L2 HMAC (same message, same
 * encoding) keyed with a builder key's secret, over timestamp + method + the path under the
 * relayer's mount ('/submit') + the raw body. Keys are the trading service's builder keys
 * (POST /clob/auth/builder-api-key): the same store, the same derived secrets, never stored.
 */

/** The relayer's window is symmetric: the public service documents none; ±300 s is the local choice. */
export const BUILDER_WINDOW_SECONDS = 300;

export function builderGuard(ctx: RelayerContext): MiddlewareHandler<RelayerEnv> {
  const store = createAuthStore(ctx);
  const creds = createCredentialDeriver(ctx.serviceKey);
  return async (c, next) => {
    const apiKey = c.req.header(BUILDER_HEADERS.apiKey);
    const passphrase = c.req.header(BUILDER_HEADERS.passphrase);
    const timestamp = c.req.header(BUILDER_HEADERS.timestamp);
    const signature = c.req.header(BUILDER_HEADERS.signature);
    const seconds = parseTimestamp(timestamp);
    const fresh = seconds !== undefined && Math.abs(seconds - ctx.nowMs() / 1000) <= BUILDER_WINDOW_SECONDS;
    // a trading key is no builder credential, even though the store would take it for a builder route
    const row = apiKey && passphrase && fresh ? liveKey(store, creds, apiKey, passphrase, true) : undefined;
    if (!row || row.kind !== 'builder' || !signature) return errorBody(c, 401, RELAYER_UNAUTHORIZED);
    // the raw bytes as sent: the official client posts JSON as x-www-form-urlencoded, which nothing may re-encode
    const message = l2Message({ timestamp: timestamp!, method: c.req.method, path: servicePath(c), body: await c.req.text() });
    if (!macMatches(creds, row.api_key, message, signature)) return errorBody(c, 401, RELAYER_UNAUTHORIZED);
    c.set('builder', { apiKey: row.api_key, address: row.address });
    await next();
  };
}
