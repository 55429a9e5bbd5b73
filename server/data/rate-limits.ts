import { DATA_ROUTES } from '../../src/api/data/contract/routes';
import type { RateRule } from '../http/rate-limit';
import { bucketRules } from '../kit/rate-buckets';

/*
 * The data service's rows of the spec's rate-limit table, per client, on 10-second sliding windows;
 * the routes a row counts are the records naming it (src/api/data/contract). The /ok row is the
 * spec's, for a route this service does not have (its health check is GET /).
 */
const TEN_S = 10_000;

export function dataRateRules(mount = '/data'): RateRule[] {
  return bucketRules(mount, [...Object.values(DATA_ROUTES.v1), ...Object.values(DATA_ROUTES.v2)], {
    general: { limit: 1_000, windowMs: TEN_S },
    trades: { limit: 200, windowMs: TEN_S },
    positions: { limit: 150, windowMs: TEN_S },
    'closed-positions': { limit: 150, windowMs: TEN_S },
    ok: { limit: 100, windowMs: TEN_S },
  });
}
