import type { TradingResource } from '../context';
import { builderHandlers } from './handlers';
import { createBuilderStore } from './store';
import type { TradeStatusOf } from '../orders/handlers-read';

/** Builder attribution: the trades of orders that named a builder code. */
export const builderResource =
  (statusOf: TradeStatusOf): TradingResource =>
  (ctx) =>
    builderHandlers(createBuilderStore(ctx), statusOf);
