import type { Context } from 'hono';
import type { SeededInstrument } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import { badQuery, intQuery, PerpsError } from '../context';
import type { PerpsMarket } from '../market/market';
import { notionalMicro } from '../market/units';

/*
 * Klines and mark history over a window. Prices come from the feed's per-second samples (the
 * sandbox's mark tracks its index, see market.ts), volume and trade count from the tape. Buckets
 * with no sample are left out (sparse); at most 1,000 per answer, `more` when the window had more.
 */

export const INTERVALS: Record<string, number> = {
  '1s': 1_000,
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '6h': 21_600_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};
const MAX_ROWS = 1000;

export function windowOf(c: Context, nowMs: number) {
  const interval = c.req.query('interval');
  if (interval === undefined || interval === '') throw badQuery('missing field `interval`');
  if (!(interval in INTERVALS)) throw badQuery(`interval: unknown variant \`${interval}\``);
  const start = intQuery(c, 'start_timestamp', true);
  const end = intQuery(c, 'end_timestamp') ?? nowMs;
  if (c.req.query('cursor') !== undefined) throw new PerpsError(400, 'invalid cursor');
  if (end < start) throw badQuery('end_timestamp must not be before start_timestamp');
  return { interval, start, end };
}

export type Candle = { tuple: [number, string, string, string, string, string, number]; volume: bigint };

export function candles(m: PerpsMarket, i: SeededInstrument, intervalMs: number, start: number, end: number) {
  const samples = m.feed.samples(i.instrument_id);
  const trades = m.trades(i.instrument_id);
  const rows: Candle[] = [];
  let s = lowerBound(samples, start);
  let t = lowerBound(
    trades.map((x) => ({ ts: x.ts })),
    start,
  );
  let more = false;
  for (let open = Math.floor(start / intervalMs) * intervalMs; open <= end; open += intervalMs) {
    const close = Math.min(open + intervalMs, end + 1);
    let o: bigint | undefined,
      h = 0n,
      l = 0n,
      cl = 0n;
    for (; s < samples.length && samples[s]!.ts < close; s++) {
      const u = samples[s]!.units;
      if (o === undefined) [o, h, l] = [u, u, u];
      h = u > h ? u : h;
      l = u < l ? u : l;
      cl = u;
    }
    let qty = 0n,
      notional = 0n,
      count = 0;
    for (; t < trades.length && trades[t]!.ts < close; t++) {
      qty += trades[t]!.qty;
      notional += notionalMicro(i, trades[t]!.price, trades[t]!.qty);
      count++;
    }
    if (o === undefined) continue;
    if (rows.length === MAX_ROWS) {
      more = true;
      break;
    }
    const p = (u: bigint) => writeDecimal(u, i.price_decimals);
    rows.push({ tuple: [open, p(o), p(h), p(l), p(cl), writeDecimal(qty, i.quantity_decimals), count], volume: notional });
  }
  return { rows, more };
}

function lowerBound(list: readonly { ts: number }[], ts: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.ts < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
