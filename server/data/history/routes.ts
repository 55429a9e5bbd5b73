import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { activityV1, activityV2 } from './handlers-activity';
import { tradesV1, tradesV2 } from './handlers-trades';
import { createHistoryStore } from './store';

/** History: the trade and activity feeds, which a dashboard re-reads most, so their answers are cached. */
export const historyResource: Resource = (ctx) => {
  const store = createHistoryStore(ctx);
  return {
    v1: {
      trades: { handler: tradesV1(ctx, store), cached: true },
      activity: { handler: activityV1(ctx, store), cached: true },
    },
    v2: {
      trades: { handler: v2Route(tradesV2(ctx, store), { paged: true }), cached: true },
      activity: { handler: v2Route(activityV2(ctx, store), { paged: true }), cached: true },
    },
  };
};
