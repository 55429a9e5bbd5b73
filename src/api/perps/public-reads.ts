import { z } from 'zod/mini';
import type { Transport } from '../transport';
import { PERPS_INFO_ROUTES } from './contract/routes';
import {
  ExchangeInfo,
  KlinePage,
  MarkHistoryPage,
  PerpsBook,
  PerpsInstrument,
  PerpsStatistic,
  PerpsTicker,
  PerpsTradePage,
  PublicPortfolio,
} from './contract/schemas';

/*
 * The perps gateway's public reads, apart from the signing client (client.ts) so a view that only
 * reads (the portfolio's Perps tab, the Overview's equity) loads no key or msgpack code.
 */

export function createPerpsPublicReads(transport: Transport) {
  const r = PERPS_INFO_ROUTES;
  const get = <S extends z.ZodMiniType>(
    path: string,
    schema: S,
    query?: Record<string, string | number | undefined>,
    signal?: AbortSignal,
  ) => transport.call({ path, query, signal }, schema);
  return {
    /** The chain Ops are signed for, and the cancel-only flag. */
    exchange: () => get(r.exchange.path, ExchangeInfo),
    instruments: () => get(r.instruments.path, z.array(PerpsInstrument)),
    tickers: () => get(r.tickers.path, z.array(PerpsTicker)),
    statistics: () => get(r.statistics.path, z.array(PerpsStatistic)),
    book: (iid: number, depth = 10) => get(r.book.path, PerpsBook, { instrument_id: iid, depth }),
    klines: (iid: number, interval: string, start: number, end?: number) =>
      get(r.klines.path, KlinePage, { instrument_id: iid, interval, start_timestamp: start, end_timestamp: end }),
    markHistory: (iid: number, interval: string, start: number, end?: number) =>
      get(r.markHistory.path, MarkHistoryPage, { instrument_id: iid, interval, start_timestamp: start, end_timestamp: end }),
    /** The instrument's latest public trades (the socket's `trades::` sends only new ones). */
    trades: (iid: number) => get(r.trades.path, PerpsTradePage, { instrument_id: iid }),
    /** Anyone's positions and equity, by address: no keys needed (the portfolio's Perps tab). */
    publicPortfolio: (address: string, signal?: AbortSignal) => get(r.portfolio.path, PublicPortfolio, { address }, signal),
  };
}
