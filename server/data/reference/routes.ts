import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { healthV1, pricesHistoryV2, resolutionsV2, statusV2 } from './handlers';
import { createReferenceStore } from './store';

/** Reference reads: health, data freshness, market resolutions and a token's price history. */
export const referenceResource: Resource = (ctx) => {
  const store = createReferenceStore(ctx);
  return {
    v1: { health: healthV1() },
    v2: {
      status: v2Route(statusV2(ctx, store)),
      resolutions: v2Route(resolutionsV2(store)),
      pricesHistory: v2Route(pricesHistoryV2(ctx, store), { paged: true }),
    },
  };
};
