import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { pricesHistoryV2, resolutionsV2, statusV2 } from './reference-v2';

/** Reference reads: health, data freshness, market resolutions and a token's price history. */
export const referenceResource: Resource = (ctx) => ({
  v1: { health: (c) => c.json({ data: 'OK' }) },
  v2: {
    status: v2Route(statusV2(ctx)),
    resolutions: v2Route(resolutionsV2(ctx)),
    pricesHistory: v2Route(pricesHistoryV2(ctx), { paged: true }),
  },
});
