import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { liveVolumeV1, liveVolumeV2, oiV1, oiV2, revisionsV1 } from './handlers-aggregates';
import { holdersV1, holdersV2 } from './handlers-holders';
import { createMarketsStore } from './store';

/** Markets: holders, open interest, live volume and question revisions. */
export const marketsResource: Resource = (ctx) => {
  const store = createMarketsStore(ctx);
  return {
    v1: {
      holders: { handler: holdersV1(store), cached: true },
      oi: oiV1(store),
      liveVolume: liveVolumeV1(ctx, store),
      revisions: revisionsV1(store),
    },
    v2: {
      holders: { handler: v2Route(holdersV2(ctx, store), { paged: true }), cached: true },
      oi: v2Route(oiV2(store)),
      // live-volume's own spelling of event_id (eventId folds to event_id already)
      liveVolume: v2Route(liveVolumeV2(store), { aliases: { id: 'event_id' } }),
    },
  };
};
