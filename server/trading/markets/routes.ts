import type { TradingResource } from '../context';
import { createMarketReads } from './handlers';
import { createMarketStore } from './store';

/** Markets: the catalogue as the trading service lists it, and the compact form clients cache. */
export const marketResource: TradingResource = (ctx) => createMarketReads(ctx, createMarketStore(ctx));
