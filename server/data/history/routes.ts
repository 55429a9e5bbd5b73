import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { activityRoute } from './activity-v1';
import { activityV2, tradesV2 } from './feeds-v2';
import { tradesRoute } from './trades-v1';

/** History: the trade and activity feeds, which a dashboard re-reads most, so their answers are cached. */
export const historyResource: Resource = (ctx) => ({
  v1: {
    trades: { handler: tradesRoute(ctx, ctx.prepare), cached: true },
    activity: { handler: activityRoute(ctx, ctx.prepare), cached: true },
  },
  v2: {
    trades: { handler: v2Route(tradesV2(ctx), { paged: true }), cached: true },
    activity: { handler: v2Route(activityV2(ctx), { paged: true }), cached: true },
  },
});
