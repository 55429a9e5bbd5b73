import type { TradingResource } from '../mount-routes';
import { builderHandlers } from './handlers';
import { createBuilderStore } from './store';

/** Builder attribution: the trades of orders that named a builder code. */
export const builderResource: TradingResource = (ctx) => builderHandlers(createBuilderStore(ctx));
