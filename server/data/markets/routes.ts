import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { liveVolumeRoute, oiRoute, revisionsRoute } from './aggregates-v1';
import { holdersRoute } from './holders-v1';
import { holdersV2, liveVolumeV2, oiV2 } from './markets-v2';

/** Markets: holders, open interest, live volume and question revisions. */
export const marketsResource: Resource = (ctx) => ({
  v1: {
    holders: { handler: holdersRoute(ctx.prepare), cached: true },
    oi: oiRoute(ctx.prepare),
    liveVolume: liveVolumeRoute(ctx, ctx.prepare),
    revisions: revisionsRoute(ctx.prepare),
  },
  v2: {
    holders: { handler: v2Route(holdersV2(ctx), { paged: true }), cached: true },
    oi: v2Route(oiV2(ctx)),
    // live-volume's own spelling of event_id (eventId folds to event_id already)
    liveVolume: v2Route(liveVolumeV2(ctx), { aliases: { id: 'event_id' } }),
  },
});
