import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { closedPositionsV1 } from './handlers-closed';
import { marketPositionsV1 } from './handlers-market';
import { positionsV1, positionsV2 } from './handlers-open';
import { createPositionsStore } from './store';

/** Positions: a user's open and closed holdings, and every holder's position in one market. */
export const positionsResource: Resource = (ctx) => {
  const store = createPositionsStore(ctx);
  return {
    v1: {
      positions: positionsV1(store),
      closedPositions: closedPositionsV1(store),
      marketPositions: marketPositionsV1(store),
    },
    v2: { positions: v2Route(positionsV2(ctx, store), { paged: true }) },
  };
};
