import type { Context } from 'hono';
import { INSTRUMENTS, instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { badQuery, intQuery, PerpsError, type PerpsContext } from '../context';
import { nextFundingMs, rateText } from '../market/funding';
import { candles, INTERVALS, windowOf } from './candles';

/*
 * The market-data reads (facts §4): tickers, statistics, bbo, book, klines, mark history, trades,
 * funding and index. Each syncs the market to the clock first (the app's middleware does), so the
 * prices are the feed's at the request's time. As observed on the live host, tickers and statistics
 * ignore `instrument_id`, and an unknown id on the book is an empty book.
 */

const BOOK_DEPTHS = [10, 100, 500, 1000];
const PAGE = 100;

/** The ticker and statistic of an instrument, as REST answers them; the socket's feeds shorten them (ws/feeds.ts). */
export function marketViews(ctx: PerpsContext) {
  const m = ctx.market;
  const openInterest = ctx.db
    .prepare<[number], number>('SELECT COALESCE(SUM(size), 0) FROM perps_positions WHERE instrument_id = ? AND size > 0')
    .pluck();
  const px = (i: SeededInstrument, units: bigint | undefined) => (units === undefined ? null : writeDecimal(units, i.price_decimals));
  const qty = (i: SeededInstrument, units: bigint) => writeDecimal(units, i.quantity_decimals);

  const ticker = (i: SeededInstrument) => {
    const iid = i.instrument_id;
    const last = m.last(iid);
    return {
      instrument_id: iid,
      symbol: i.symbol,
      index_price: px(i, m.index(iid)),
      mark_price: px(i, m.mark(iid)),
      // the official SDK's ticker schema takes a string here: before the first trade the last price is the mark
      last_price: px(i, last?.price ?? m.mark(iid)),
      mid_price: px(i, m.mid(iid)),
      open_interest: qty(i, BigInt(openInterest.get(iid) ?? 0)),
      funding_rate: rateText(m.fundingRate(iid)),
      next_funding: nextFundingMs(ctx.nowMs()),
      timestamp: ctx.nowMs(),
    };
  };

  const statistic = (i: SeededInstrument) => {
    const now = ctx.nowMs();
    const day = candles(m, i, 3_600_000, now - 86_400_000, now);
    const volume = day.rows.reduce((s, k) => s + k.volume, 0n);
    return {
      instrument_id: i.instrument_id,
      symbol: i.symbol,
      volume: writeDecimal(volume, 6),
      open_price: day.rows[0]?.tuple[1] ?? px(i, m.index(i.instrument_id)),
      klines: day.rows.map((k) => k.tuple),
    };
  };

  return { ticker, statistic };
}

export function marketDataResource(ctx: PerpsContext): ServedRoutes {
  const m = ctx.market;
  const { ticker, statistic } = marketViews(ctx);
  const px = (i: SeededInstrument, units: bigint | undefined) => (units === undefined ? null : writeDecimal(units, i.price_decimals));
  const qty = (i: SeededInstrument, units: bigint) => writeDecimal(units, i.quantity_decimals);

  const bbo = (i: SeededInstrument) => {
    const { bid, ask } = m.bbo(i.instrument_id);
    return {
      instrument_id: i.instrument_id,
      bid_price: px(i, bid?.[0]),
      bid_quantity: bid ? qty(i, bid[1]) : null,
      ask_price: px(i, ask?.[0]),
      ask_quantity: ask ? qty(i, ask[1]) : null,
      timestamp: ctx.nowMs(),
    };
  };

  /** The instrument a read names; a known id is required. */
  const named = (c: Context) => {
    const id = intQuery(c, 'instrument_id', true);
    const i = instrumentById(id);
    if (!i) throw new PerpsError(404, 'instrument_not_found');
    return i;
  };
  const optional = (c: Context) => {
    const id = intQuery(c, 'instrument_id');
    return id === undefined ? INSTRUMENTS : INSTRUMENTS.filter((i) => i.instrument_id === id);
  };

  return {
    tickers: (c: Context) => c.json(INSTRUMENTS.map(ticker)),
    statistics: (c: Context) => c.json(INSTRUMENTS.map(statistic)),
    bbo: (c: Context) => c.json(optional(c).map(bbo)),
    book: (c: Context) => {
      const id = intQuery(c, 'instrument_id', true);
      const depth = intQuery(c, 'depth') ?? 100;
      if (!BOOK_DEPTHS.includes(depth)) throw badQuery(`depth: must be one of ${BOOK_DEPTHS.join(', ')}`);
      const i = instrumentById(id);
      const side = (buy: boolean) =>
        i
          ? m.engine
              .book(id)
              .depth(buy, depth)
              .map(([p, q]) => [writeDecimal(p, i.price_decimals), qty(i, q)])
          : [];
      return c.json({ instrument_id: id, bids: side(true), asks: side(false), timestamp: ctx.nowMs(), sequence: m.engine.sequence });
    },
    klines: (c: Context) => {
      const i = named(c);
      const { interval, start, end } = windowOf(c, ctx.nowMs());
      const k = candles(m, i, INTERVALS[interval]!, start, end);
      return c.json({ data: k.rows.map((r) => r.tuple), more: k.more });
    },
    markHistory: (c: Context) => {
      const i = named(c);
      const { interval, start, end } = windowOf(c, ctx.nowMs());
      const k = candles(m, i, INTERVALS[interval]!, start, end);
      return c.json({ data: k.rows.map((r) => [r.tuple[0], r.tuple[4]]), more: k.more });
    },
    trades: (c: Context) => {
      const i = named(c);
      const start = intQuery(c, 'start_timestamp') ?? 0;
      const end = intQuery(c, 'end_timestamp') ?? Number.MAX_SAFE_INTEGER;
      if (c.req.query('cursor') !== undefined) throw new PerpsError(400, 'invalid cursor');
      const rows = m
        .trades(i.instrument_id)
        .filter((t) => t.ts >= start && t.ts <= end)
        .reverse();
      return c.json({
        data: rows.slice(0, PAGE).map((t) => ({
          trade_id: t.trade_id,
          instrument_id: t.instrument_id,
          side: t.buy ? 'long' : 'short',
          price: writeDecimal(t.price, i.price_decimals),
          quantity: qty(i, t.qty),
          timestamp: t.ts,
          hash: '0x',
        })),
        more: rows.length > PAGE,
      });
    },
    funding: (c: Context) => {
      const i = named(c);
      const start = intQuery(c, 'start_timestamp') ?? 0;
      const end = intQuery(c, 'end_timestamp') ?? Number.MAX_SAFE_INTEGER;
      if (c.req.query('cursor') !== undefined) throw new PerpsError(400, 'invalid cursor');
      const rows = (m.fundingHistory.get(i.instrument_id) ?? []).filter((f) => f.ts >= start && f.ts <= end).reverse();
      return c.json({
        data: rows.slice(0, PAGE).map((f) => ({ instrument_id: i.instrument_id, funding_rate: rateText(f.rate), timestamp: f.ts })),
        more: rows.length > PAGE,
      });
    },
    index: (c: Context) => {
      const asset = c.req.query('asset');
      if (!asset) throw badQuery('missing field `asset`');
      const i = INSTRUMENTS.find((x) => x.base_asset === asset.toUpperCase());
      if (!i) throw new PerpsError(404, 'asset_not_found');
      const price = writeDecimal(m.index(i.instrument_id), i.price_decimals);
      return c.json({
        asset: i.base_asset,
        index_price: price,
        constituents: [{ source: 'sandbox', symbol: i.base_asset, weight: '1', price }],
        ts: ctx.nowMs(),
      });
    },
  };
}
