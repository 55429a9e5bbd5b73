import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataClient } from '../../api/endpoints';
import { pricesHistoryV2 } from '../../api/data/contract/routes-v2';
import type { PriceInterval } from '../../api/data/contract/params-v2';

/*
 * The Trade view's price chart read: one outcome token's history from the data service's
 * /v2/prices-history. Its own file beside the chart (not queries.ts), so the view's first reads stay
 * where they were and the chart's only read sits with the chart.
 */

const dataApi = dataClient({ pricesHistory: pricesHistoryV2 });

/** The chart's choices, shortest first. */
export const TICKET_CHART_INTERVALS = ['1d', '1w', '1m', 'max'] as const satisfies readonly PriceInterval[];
export type TicketChartInterval = (typeof TICKET_CHART_INTERVALS)[number];
export const TICKET_INTERVAL_LABELS: Record<TicketChartInterval, string> = { '1d': '1D', '1w': '1W', '1m': '1M', max: 'All' };

export type TicketPricePoint = { t: number; price: number };

export const tokenPricesQuery = (tokenId: string, interval: TicketChartInterval, enabled: boolean) =>
  queryOptions({
    queryKey: ['trade', 'prices-history', tokenId, interval] as const,
    queryFn: async ({ signal }): Promise<TicketPricePoint[]> =>
      (await dataApi.pricesHistory({ token_id: tokenId, interval }, { signal })).data.map((p) => ({ t: p.timestamp, price: p.price })),
    enabled: enabled && tokenId !== '',
    // another interval or outcome keeps the last line on screen (dimmed) while it loads
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
