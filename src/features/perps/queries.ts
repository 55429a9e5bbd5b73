import { queryOptions } from '@tanstack/react-query';
import { perpsTransport } from '../../api/endpoints';
import { createPerpsPublicReads } from '../../api/perps/public-reads';
import { tradeFrameOf } from './recent-trades';

/*
 * The Perps view's reads. Public ones key on what they read; the account's key on the owner (never
 * on the proxy key or its secret). None is persisted (the cache keeps listed roots only,
 * src/app/query-persist.ts). The book is not read here: it arrives over the socket (live.ts); the
 * trades are read once, then the socket adds the new ones. Tickers are read once and then kept
 * current by `tickers::all`.
 */

export const perpsPublic = createPerpsPublicReads(perpsTransport);

export const perpsKeys = {
  all: ['perps'] as const,
  exchange: () => [...perpsKeys.all, 'exchange'] as const,
  instruments: () => [...perpsKeys.all, 'instruments'] as const,
  tickers: () => [...perpsKeys.all, 'tickers'] as const,
  statistics: () => [...perpsKeys.all, 'statistics'] as const,
  trades: (iid: number) => [...perpsKeys.all, 'trades', iid] as const,
  chart: (iid: number, interval: ChartInterval) => [...perpsKeys.all, 'chart', iid, interval] as const,
  /** Everything of one owner's session: an order invalidates this prefix. */
  account: (owner: string) => [...perpsKeys.all, 'account', owner.toLowerCase()] as const,
  portfolio: (owner: string) => [...perpsKeys.account(owner), 'portfolio'] as const,
  config: (owner: string) => [...perpsKeys.account(owner), 'config'] as const,
};

export const CHART_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];
const INTERVAL_MS: Record<ChartInterval, number> = { '1m': 60e3, '5m': 300e3, '15m': 900e3, '1h': 3600e3, '4h': 14_400e3, '1d': 86_400e3 };
/** Candles a chart shows: enough to read a trend, well under the route's 1,000. */
const CHART_CANDLES = 120;

/** The cancel-only flag can change under a running view: read again every 15 s. */
export const exchangeQuery = () =>
  queryOptions({ queryKey: perpsKeys.exchange(), queryFn: () => perpsPublic.exchange(), staleTime: 15_000, refetchInterval: 15_000 });

export const instrumentsQuery = () =>
  queryOptions({ queryKey: perpsKeys.instruments(), queryFn: () => perpsPublic.instruments(), staleTime: 5 * 60_000 });

export const tickersQuery = () =>
  queryOptions({ queryKey: perpsKeys.tickers(), queryFn: () => perpsPublic.tickers(), staleTime: Infinity });

/** 24 h volume and open price (the change's base); a minute old is fresh enough. */
export const statisticsQuery = () =>
  queryOptions({ queryKey: perpsKeys.statistics(), queryFn: () => perpsPublic.statistics(), staleTime: 60_000, refetchInterval: 60_000 });

/**
 * The latest trades when the panel opens: read again on every opening (the socket adds only what
 * follows), never on focus (the socket keeps the open panel current).
 */
export const recentTradesQuery = (iid: number) =>
  queryOptions({
    queryKey: perpsKeys.trades(iid),
    queryFn: async () => (await perpsPublic.trades(iid)).data.map(tradeFrameOf),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** A row of the chart (ui/price-lines-chart.tsx's PriceRow): the bucket's open (unix seconds), its close and mark. */
export type ChartPoint = { t: number; close: number | null; mark: number | null };

/** Klines' closes and the mark of each bucket, joined on the bucket's open time (floats: drawn only). */
export const chartQuery = (iid: number, interval: ChartInterval, enabled: boolean) =>
  queryOptions({
    queryKey: perpsKeys.chart(iid, interval),
    enabled,
    staleTime: Math.min(INTERVAL_MS[interval], 60_000),
    refetchInterval: Math.min(INTERVAL_MS[interval], 60_000),
    queryFn: async (): Promise<ChartPoint[]> => {
      const start = Date.now() - CHART_CANDLES * INTERVAL_MS[interval];
      const [klines, marks] = await Promise.all([perpsPublic.klines(iid, interval, start), perpsPublic.markHistory(iid, interval, start)]);
      const rows = new Map<number, ChartPoint>();
      for (const k of klines.data) rows.set(k[0], { t: k[0] / 1000, close: Number(k[4]), mark: null });
      for (const [t, m] of marks.data) rows.set(t, { ...(rows.get(t) ?? { t: t / 1000, close: null }), mark: Number(m) });
      return [...rows.values()].sort((a, b) => a.t - b.t);
    },
  });
