import { ASSET_ID_REQUIRED, INVALID_FIDELITY, LIMIT_TOO_HIGH, START_TS_REQUIRED } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { formatUnits } from 'viem';
import { HISTORY_LIMIT_MAX } from '../../../src/api/trading/contract/routes-history';
import { TradingError } from '../../kit/errors';
import { END_OF_TIME, positiveInt, unixSeconds } from './params';
import type { HistoryStore, TradeTick } from './store';

/*
 * GET /ohlc?asset_id&startTs&endTs?&fidelity&limit → {asset_id, fidelity, candles: [{t, o, h, l,
 * c, volume, trades}]}: the token's own fills (the trades rows of that asset) bucketed by
 * `fidelity`, oldest first, from startTs. Buckets start at multiples of their width from the epoch,
 * weeks on Mondays 00:00 UTC; buckets without a fill are left out rather than filled flat, so a
 * candle always means trading happened. Prices per share and volume in shares are JSON numbers.
 */

const MINUTE = 60;
const WEEK = 7 * 1440 * MINUTE;
/** Bucket widths by fidelity: a Map, so a name every object inherits ('toString') is no fidelity. */
const WIDTHS = new Map<string, number>([
  ['1m', MINUTE],
  ['5m', 5 * MINUTE],
  ['15m', 15 * MINUTE],
  ['30m', 30 * MINUTE],
  ['1h', 60 * MINUTE],
  ['4h', 240 * MINUTE],
  ['1d', 1440 * MINUTE],
  ['1w', WEEK],
]);
const DEFAULT_FIDELITY = '1h';
/** The epoch began on a Thursday: weekly buckets are shifted to open on Mondays. */
const WEEK_SHIFT = 4 * 1440 * MINUTE;

type Bucket = { t: number; o: number; h: number; l: number; c: number; volume: number; trades: number };

const num = (micro: number) => Number(formatUnits(BigInt(micro), 6));

function bucketStart(ts: number, width: number): number {
  const shift = width === WEEK ? WEEK_SHIFT : 0;
  return Math.floor((ts - shift) / width) * width + shift;
}

/** At most `limit` candles from the fills, which come oldest first. */
function candles(fills: Iterable<TradeTick>, width: number, limit: number): Bucket[] {
  const out: Bucket[] = [];
  for (const f of fills) {
    const t = bucketStart(f.ts, width);
    let b = out[out.length - 1];
    if (!b || b.t !== t) {
      // the first fill of a bucket past the limit: stop reading
      if (out.length === limit) break;
      b = { t, o: f.price, h: f.price, l: f.price, c: f.price, volume: 0, trades: 0 };
      out.push(b);
    }
    b.h = Math.max(b.h, f.price);
    b.l = Math.min(b.l, f.price);
    b.c = f.price;
    b.volume += f.size;
    b.trades += 1;
  }
  return out;
}

export function ohlc(store: HistoryStore) {
  return (c: Context) => {
    const q = (k: string) => c.req.query(k);
    const startRaw = q('startTs');
    if (startRaw === undefined || startRaw === '') throw new TradingError(400, START_TS_REQUIRED);
    const start = unixSeconds(startRaw, `invalid startTs: ${startRaw}`)!;
    const assetId = q('asset_id');
    if (!assetId) throw new TradingError(400, ASSET_ID_REQUIRED);
    const fidelity = q('fidelity') ?? DEFAULT_FIDELITY;
    const width = WIDTHS.get(fidelity);
    if (width === undefined) throw new TradingError(400, INVALID_FIDELITY.make({ fidelity }));
    const limit = positiveInt(q('limit'), HISTORY_LIMIT_MAX, `invalid limit: ${q('limit')}`);
    if (limit > HISTORY_LIMIT_MAX) throw new TradingError(400, LIMIT_TOO_HIGH.make({ max: HISTORY_LIMIT_MAX }));
    const end = unixSeconds(q('endTs'), `invalid endTs: ${q('endTs')}`) ?? END_OF_TIME;

    const token = store.token(assetId);
    const fills = token ? store.trades(token.condition_id, assetId, start, end) : [];
    const data = candles(fills, width, limit).map((b) => ({
      t: b.t,
      o: num(b.o),
      h: num(b.h),
      l: num(b.l),
      c: num(b.c),
      volume: num(b.volume),
      trades: b.trades,
    }));
    return c.json({ asset_id: assetId, fidelity, candles: data });
  };
}
