import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { RELAYER_QUOTA_EXCEEDED } from '../../src/api/error-messages';
import { RELAYER_ROUTES } from '../../src/api/relayer/contract/routes';
import { BUILDER_HEADERS } from '../../src/api/trading/wire';
import { rateLimit } from '../http/rate-limit';
import { bucketRules } from '../kit/rate-buckets';

/*
 * The relayer's rate limits (relayer facts §9): /submit 25 a minute per builder key, answered at
 * once with 429 `quota exceeded` (a quota, not a burst worth holding a request for). The
 * service-wide row only bounds a flood. Counted per builder key, else per client address; the key
 * is read before the guard checks it, so a forged key only spends that key's quota.
 */

export const RELAYER_LIMITS = {
  general: { limit: 9_000, windowMs: 10_000 },
  submit: { limit: 25, windowMs: 60_000 },
};

function builderKeyOrAddress(c: Context): string {
  const key = c.req.header(BUILDER_HEADERS.apiKey);
  if (key) return `key:${key}`;
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

export function relayerRateLimit(mount = '/relayer') {
  return rateLimit({
    rules: bucketRules(mount, Object.values(RELAYER_ROUTES), RELAYER_LIMITS),
    holdMs: 0,
    clientKey: builderKeyOrAddress,
    message: RELAYER_QUOTA_EXCEEDED,
  });
}
