import type { Resource } from '../mount-routes';
import { comboActivityHandler, comboPositionsHandler } from './handlers';

/**
 * Combo positions and activity. The v1 routes are also served with the user in the path (the
 * contract's path aliases); the same handler answers both.
 */
export const combosResource: Resource = (ctx) => ({
  v1: { comboPositions: comboPositionsHandler(ctx, 'v1'), comboActivity: comboActivityHandler(ctx, 'v1') },
  v2: { comboPositions: comboPositionsHandler(ctx, 'v2'), comboActivity: comboActivityHandler(ctx, 'v2') },
});
