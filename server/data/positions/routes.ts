import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { closedPositionsV1 } from './handlers-closed';
import { marketPositionsV1 } from './handlers-market';
import { positionsV1, positionsV2 } from './handlers-open';
import { createPositionsStore } from './store';

/**
 * Positions: a user's open and closed holdings, and every holder's position in one market. A page of
 * /positions and /v2/positions is an index walk (page-query.ts); a repeat of the same page (a view
 * refetching, a dashboard polling) is answered from the response cache until the next write, as the
 * other list routes are.
 */
export const positionsResource: Resource = (ctx) => {
  const store = createPositionsStore(ctx);
  return {
    v1: {
      positions: { handler: positionsV1(store), cached: true },
      closedPositions: closedPositionsV1(store),
      marketPositions: marketPositionsV1(store),
    },
    v2: { positions: { handler: v2Route(positionsV2(ctx, store), { paged: true }), cached: true } },
  };
};
