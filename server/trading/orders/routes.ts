import type { TradingResource } from '../context';
import { cancelHandlers } from './handlers-cancel';
import { placeHandlers } from './handlers-place';
import { readHandlers } from './handlers-read';
import type { OrderDesk } from './order-desk';
import type { OrderStore } from './store';
import type { ExchangeState } from '../exchange/exchange-state';
import type { TradeStatusOf } from './handlers-read';

/** Orders: place, cancel and read back; the desk owns matching and settlement. */
export const orderResource =
  (desk: OrderDesk, orders: OrderStore, exchange: ExchangeState, statusOf: TradeStatusOf): TradingResource =>
  (ctx) => ({ ...placeHandlers(desk, exchange), ...cancelHandlers(desk, orders), ...readHandlers(ctx, statusOf) });
