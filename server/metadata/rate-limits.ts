import { METADATA_ROUTES } from '../../src/api/metadata/route-table';
import type { RateRule } from '../http/rate-limit';
import { bucketRules } from '../kit/rate-buckets';

/*
 * The metadata service's rows of the spec's rate-limit table, per client, on 10-second sliding
 * windows; the routes a row counts are the records naming it (src/api/metadata): a listing's row
 * covers its lookups too (/events/{id}…), and the shared "/markets + /events listing" row the two
 * listings themselves. The /comments row is kept although this service has no comments route yet,
 * so the table is modelled whole.
 */
const TEN_S = 10_000;

export function metadataRateRules(mount = '/gamma'): RateRule[] {
  return bucketRules(mount, Object.values(METADATA_ROUTES), {
    'metadata-general': { limit: 4_000, windowMs: TEN_S },
    'metadata-events': { limit: 500, windowMs: TEN_S },
    'metadata-markets': { limit: 300, windowMs: TEN_S },
    'metadata-listing': { limit: 900, windowMs: TEN_S },
    'metadata-comments': { limit: 200, windowMs: TEN_S },
    'metadata-tags': { limit: 200, windowMs: TEN_S },
    'metadata-public-search': { limit: 350, windowMs: TEN_S },
  });
}
