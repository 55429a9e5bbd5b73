import type { MountRoutes } from './context';
import { activityV2, tradesV2 } from './v2-feeds';
import { v2Route } from '../http/v2-route';
import { holdersV2, liveVolumeV2, oiV2, userStatsV2, valueV2 } from './v2-markets';
import { positionsV2 } from './v2-positions';
import { pricesHistoryV2, resolutionsV2, statusV2 } from './v2-reference';

/** The v2 data routes: envelope { data, pagination? }, snake_case rows, cursor paging, v2 error bodies. */
export const mountV2Routes: MountRoutes = (app, ctx) => {
  app.get('/v2/positions', v2Route(positionsV2(ctx), { paged: true }));
  app.get('/v2/trades', v2Route(tradesV2(ctx), { paged: true }));
  app.get('/v2/activity', v2Route(activityV2(ctx), { paged: true }));
  app.get('/v2/value', v2Route(valueV2(ctx)));
  app.get('/v2/user-stats', v2Route(userStatsV2(ctx)));
  app.get('/v2/oi', v2Route(oiV2(ctx)));
  // live-volume's own spellings of event_id (eventId folds to event_id already)
  app.get('/v2/live-volume', v2Route(liveVolumeV2(ctx), { aliases: { id: 'event_id' } }));
  app.get('/v2/holders', v2Route(holdersV2(ctx), { paged: true }));
  app.get('/v2/status', v2Route(statusV2(ctx)));
  app.get('/v2/resolutions', v2Route(resolutionsV2(ctx)));
  app.get('/v2/prices-history', v2Route(pricesHistoryV2(ctx), { paged: true }));
};
