import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { closedPositionsRoute } from './closed-v1';
import { marketPositionsRoute } from './market-positions-v1';
import { positionsRoute } from './positions-v1';
import { positionsV2 } from './positions-v2';

/** Positions: a user's open and closed holdings, and every holder's position in one market. */
export const positionsResource: Resource = (ctx) => ({
  v1: {
    positions: positionsRoute(ctx.db),
    closedPositions: closedPositionsRoute(ctx.prepare),
    marketPositions: marketPositionsRoute(ctx.prepare),
  },
  v2: { positions: v2Route(positionsV2(ctx), { paged: true }) },
});
