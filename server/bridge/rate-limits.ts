import { BRIDGE_ROUTES } from '../../src/api/bridge/contract/routes';
import { rateLimit } from '../http/rate-limit';
import { bucketRules } from '../kit/rate-buckets';

/*
 * The bridge's one row of the spec's rate-limit table: 50 requests per 10 s per client (api-spec
 * Limits; bridge facts §5). The public host throttles on a sliding window; this service answers an
 * excess at once with 429 and Retry-After (the sheet's [I] choice), so a client backs off instead of
 * holding a connection.
 */
const TABLE = { general: { limit: 50, windowMs: 10_000 } };

export function bridgeRateLimit(mount = '/bridge') {
  return rateLimit({ rules: bucketRules(mount, Object.values(BRIDGE_ROUTES), TABLE), holdMs: 0 });
}
