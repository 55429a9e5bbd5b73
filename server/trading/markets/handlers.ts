import type { Context } from 'hono';
import type { TradingContext } from '../context';
import { TradingError } from '../shared/errors';
import { clobMarket, clobMarketInfo } from './market-view';
import type { MarketRow, MarketStore } from './store';

/*
 * The public market reads. GET /markets pages the public service's way: the cursor is base64 of an
 * offset, "MA==" the first page and "LTE=" (base64 of -1) the answer after the last one.
 */

/** Markets per page. */
export const MARKET_PAGE = 100;
const END = 'LTE=';
const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;
const TOKEN_ID = /^\d{1,78}$/;
const NOT_FOUND = 'market not found';

const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64');

/** The offset a cursor names; -1 for the end cursor. */
function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const n = Number(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!Number.isSafeInteger(n) || n < -1) throw new TradingError(400, 'Invalid next_cursor');
  return n;
}

export function createMarketReads(ctx: TradingContext, store: MarketStore) {
  const nowS = () => Math.floor(ctx.nowMs() / 1000);
  const byCondition = (c: Context): MarketRow => {
    const id = c.req.param('condition_id') ?? '';
    if (!CONDITION_ID.test(id)) throw new TradingError(400, 'Invalid market');
    const m = store.market(id.toLowerCase());
    if (!m) throw new TradingError(404, NOT_FOUND);
    return m;
  };

  return {
    markets: (c: Context) => {
      const offset = offsetOf(c.req.query('next_cursor'));
      if (offset === -1) return c.json({ data: [], next_cursor: END, limit: MARKET_PAGE, count: 0 });
      // one row past the page tells whether another page follows
      const rows = store.page(offset, MARKET_PAGE + 1);
      const data = rows.slice(0, MARKET_PAGE).map((m) => clobMarket(m, nowS()));
      const next = rows.length > MARKET_PAGE ? cursorOf(offset + MARKET_PAGE) : END;
      return c.json({ data, next_cursor: next, limit: MARKET_PAGE, count: data.length });
    },
    market: (c: Context) => c.json(clobMarket(byCondition(c), nowS())),
    marketByToken: (c: Context) => {
      const id = c.req.param('token_id') ?? '';
      if (!TOKEN_ID.test(id)) throw new TradingError(400, 'Invalid token id');
      const m = store.byToken(id);
      if (!m) throw new TradingError(404, NOT_FOUND);
      return c.json({ condition_id: m.condition_id, primary_token_id: m.token0, secondary_token_id: m.token1 });
    },
    clobMarketInfo: (c: Context) => c.json(clobMarketInfo(byCondition(c), nowS())),
  };
}
