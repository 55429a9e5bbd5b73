import type { WireValue } from '../../api/route-record';
import { historyWindow, readHistoryFilters, writeHistoryFilters, type HistoryFilters } from '../../lib/history-filters';

/*
 * The Trades view's state in the URL: the shared history filters (side, market, date range, order).
 * The service lists trades newest first only, so "oldest first" reads every page and reverses it.
 */

export type TradeFilters = HistoryFilters;

export const readTradeFilters = (params: URLSearchParams): TradeFilters => readHistoryFilters(params);
export const tradeFiltersToSearch = (f: TradeFilters): URLSearchParams => writeHistoryFilters(f);

/** Rows per /v2/trades page while paging newest first ("load more" asks for the next). */
export const TRADES_PAGE_SIZE = 100;
/** Rows per page while reading everything for "oldest first": the route's largest page. */
export const TRADES_WALK_PAGE_SIZE = 1000;

/** What the full history depends on: everything but the order. */
export function tradeScope(f: TradeFilters): Omit<TradeFilters, 'order'> {
  return { side: f.side, market: f.market, from: f.from, to: f.to };
}

/** One /v2/trades request: the trader's fills as maker too (taker_only=false), over the chosen window. */
export function toTradesV2Params(user: string, f: Omit<TradeFilters, 'order'>, limit = TRADES_PAGE_SIZE) {
  const { start, end } = historyWindow(f);
  return {
    user,
    limit,
    taker_only: false,
    start,
    ...(end !== undefined && { end }),
    ...(f.side && { side: f.side }),
    ...(f.market && { condition: [f.market] }),
  } satisfies Record<string, WireValue>;
}

/**
 * The v1 walk's filters. The market is NOT sent: v1 /trades keeps its three-year floor on
 * market-scoped requests whatever start says (spec), which would silently drop older fills, so the
 * walk reads the trader's whole history and the market is picked out here.
 */
export function toTradesV1Filters(f: Omit<TradeFilters, 'order'>): {
  start: number;
  end?: number;
  query: Record<string, WireValue>;
  market: string;
} {
  const { start, end } = historyWindow(f);
  return { start, ...(end !== undefined && { end }), query: { takerOnly: false, ...(f.side && { side: f.side }) }, market: f.market };
}

/** The market the v1 walk could not be asked for, picked out of its rows. */
export function pickMarket<T extends { conditionId: string }>(rows: T[], market: string): T[] {
  return market ? rows.filter((t) => t.conditionId === market) : rows;
}
