import { INVALID_MARKET, INVALID_TOKEN_ID, MARKET_NOT_FOUND } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import type { TradingContext } from '../context';
import { TradingError } from '../../kit/errors';
import { clobMarket, clobMarketInfo } from './market-view';
import type { MarketRow, MarketStore } from './store';
import { BYTES32_ID, TOKEN_ID } from '../shared/wire-ids';
import { END_CURSOR, offsetOf, pageOf } from '../shared/offset-cursor';

/*
 * The public market reads. GET /markets pages the public service's way: the cursor is base64 of an
 * offset, "MA==" the first page and "LTE=" (base64 of -1) the answer after the last one.
 */

/** Markets per page. */
export const MARKET_PAGE = 100;

export function createMarketReads(ctx: TradingContext, store: MarketStore) {
  const nowS = () => Math.floor(ctx.nowMs() / 1000);
  const byCondition = (c: Context): MarketRow => {
    const id = c.req.param('condition_id') ?? '';
    if (!BYTES32_ID.test(id)) throw new TradingError(400, INVALID_MARKET);
    const m = store.market(id.toLowerCase());
    if (!m) throw new TradingError(404, MARKET_NOT_FOUND);
    return m;
  };

  return {
    markets: (c: Context) => {
      const offset = offsetOf(c.req.query('next_cursor'), 'Invalid next_cursor', true);
      if (offset === -1) return c.json({ data: [], next_cursor: END_CURSOR, limit: MARKET_PAGE, count: 0 });
      const rows = store.page(offset, MARKET_PAGE + 1);
      return c.json(
        pageOf(
          rows.map((m) => clobMarket(m, nowS())),
          offset,
          MARKET_PAGE,
        ),
      );
    },
    market: (c: Context) => c.json(clobMarket(byCondition(c), nowS())),
    marketByToken: (c: Context) => {
      const id = c.req.param('token_id') ?? '';
      if (!TOKEN_ID.test(id)) throw new TradingError(400, INVALID_TOKEN_ID);
      const m = store.byToken(id);
      if (!m) throw new TradingError(404, MARKET_NOT_FOUND);
      return c.json({ condition_id: m.condition_id, primary_token_id: m.token0, secondary_token_id: m.token1 });
    },
    clobMarketInfo: (c: Context) => c.json(clobMarketInfo(byCondition(c), nowS())),
  };
}
