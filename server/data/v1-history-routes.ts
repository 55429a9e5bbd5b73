import type { MountRoutes } from './context';
import { createStatementCache } from '../db/statement-cache';
import { tradesRoute } from './history-trades';
import { activityRoute } from './history-activity';
import { closedPositionsRoute, holdersRoute, marketPositionsRoute, valueRoute } from './history-positions';
import { liveVolumeRoute, oiRoute, revisionsRoute, tradedRoute } from './history-aggregates';

/** The v1 history routes: trades, activity, closed and market positions, holders and aggregates. */
export const mountV1HistoryRoutes: MountRoutes = (app, ctx) => {
  const prepare = createStatementCache(ctx.db);
  app.get('/trades', tradesRoute(ctx, prepare));
  app.get('/activity', activityRoute(ctx, prepare));
  app.get('/closed-positions', closedPositionsRoute(prepare));
  app.get('/traded', tradedRoute(prepare));
  app.get('/value', valueRoute(prepare));
  app.get('/oi', oiRoute(prepare));
  app.get('/live-volume', liveVolumeRoute(ctx, prepare));
  app.get('/holders', holdersRoute(prepare));
  app.get('/v1/market-positions', marketPositionsRoute(prepare));
  app.get('/revisions', revisionsRoute(prepare));
};
