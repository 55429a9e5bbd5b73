import type { TradingResource } from '../mount-routes';
import { createMarketReads } from './handlers';
import { createMarketStore } from './store';

/** Markets: the catalogue as the trading service lists it, and the compact form clients cache. */
export const marketResource: TradingResource = (ctx) => createMarketReads(ctx, createMarketStore(ctx));
