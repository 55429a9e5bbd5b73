import type { TradingResource } from '../mount-routes';
import { builderHandlers } from './handlers';
import { createBuilderStore } from './store';
import type { TradeStatusOf } from '../orders/handlers-read';

/** Builder attribution: the trades of orders that named a builder code. */
export const builderResource =
  (statusOf: TradeStatusOf): TradingResource =>
  (ctx) =>
    builderHandlers(createBuilderStore(ctx), statusOf);
