import type { Resource } from '../context';
import { comboActivityHandler, comboPositionsHandler } from './handlers';
import { createComboStore } from './store';

/**
 * Combo positions and activity. The v1 routes are also served with the user in the path (the
 * contract's path aliases); the same handler answers both.
 */
export const combosResource: Resource = (ctx) => {
  const store = createComboStore(ctx.db);
  return {
    v1: { comboPositions: comboPositionsHandler(ctx, store, 'v1'), comboActivity: comboActivityHandler(ctx, store, 'v1') },
    v2: { comboPositions: comboPositionsHandler(ctx, store, 'v2'), comboActivity: comboActivityHandler(ctx, store, 'v2') },
  };
};
