import { LIMIT_TOO_HIGH, MARKET_OR_ASSET_REQUIRED, START_TS_REQUIRED } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { HISTORY_LIMIT_MAX } from '../../../src/api/trading/contract/routes-history';
import { TradingError } from '../../kit/errors';
import { END_OF_TIME, positiveInt, unixSeconds } from './params';
import type { HistoryStore } from './store';

/*
 * GET /orderbook-history?startTs&endTs?&market|asset_id&limit → {data: [snapshot], count}: the
 * recorded books (snapshots.ts) from startTs (unix seconds), oldest first. A market names both its
 * tokens; with both filters the token must belong to the market. To read on, ask again from the
 * last snapshot's second + 1 (a token has at most one snapshot a minute).
 */

const DEFAULT_LIMIT = 100;

export function orderbookHistory(store: HistoryStore) {
  return (c: Context) => {
    const q = (k: string) => c.req.query(k);
    const startRaw = q('startTs');
    if (startRaw === undefined || startRaw === '') throw new TradingError(400, START_TS_REQUIRED);
    const from = unixSeconds(startRaw, `invalid startTs: ${startRaw}`)!;
    const market = q('market') || undefined;
    const assetId = q('asset_id') || undefined;
    if (market === undefined && assetId === undefined) throw new TradingError(400, MARKET_OR_ASSET_REQUIRED);
    const limit = positiveInt(q('limit'), DEFAULT_LIMIT, `invalid limit: ${q('limit')}`);
    if (limit > HISTORY_LIMIT_MAX) throw new TradingError(400, LIMIT_TOO_HIGH.make({ max: HISTORY_LIMIT_MAX }));
    const to = unixSeconds(q('endTs'), `invalid endTs: ${q('endTs')}`) ?? END_OF_TIME;

    const rows = store.snapshots({ market: market?.toLowerCase(), assetId, from, to, limit });
    const data = rows.map((r) => ({
      market: r.condition_id,
      asset_id: r.asset_id,
      timestamp: String(r.ts * 1000),
      hash: r.hash,
      bids: JSON.parse(r.bids) as unknown,
      asks: JSON.parse(r.asks) as unknown,
    }));
    return c.json({ data, count: data.length });
  };
}
