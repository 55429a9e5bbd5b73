import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';
import { ClobMarket, ClobMarketInfo, MarketByToken, MarketPage, MarketsQuery } from './schemas-markets';

const none = z.object({});
const read = (path: string, summary: string, response: z.ZodMiniType, query: z.ZodMiniObject = none) =>
  defineRoute({ method: 'GET', path, summary, tag: 'markets', auth: 'none', query, response });

export const marketRoutes = {
  markets: read('/markets', 'Every market, paged by next_cursor ("MA==" first, "LTE=" after the last page)', MarketPage, MarketsQuery),
  market: read('/markets/{condition_id}', 'One market by condition id', ClobMarket),
  marketByToken: read('/markets-by-token/{token_id}', "A token's market: its condition id and both token ids", MarketByToken),
  clobMarketInfo: read('/clob-markets/{condition_id}', "A market's trading parameters in the compact form clients cache", ClobMarketInfo),
};
