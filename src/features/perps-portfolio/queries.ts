import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { perpsTransport } from '../../api/endpoints';
import { createPerpsPublicReads } from '../../api/perps/public-reads';

/*
 * The portfolio's Perps tab reads the gateway's public routes only: any address's positions and
 * equity, and every instrument's mark. No keys, so a watched trader's perps show as well as one's own.
 */

const perpsApi = createPerpsPublicReads(perpsTransport);

export const perpsPortfolioKeys = {
  all: ['perps-portfolio'] as const,
  portfolio: (address: string) => [...perpsPortfolioKeys.all, 'portfolio', address] as const,
  tickers: () => [...perpsPortfolioKeys.all, 'tickers'] as const,
};

/** Marks move every few seconds; the tab refreshes them and the positions' PnL together. */
const LIVE_MS = 10_000;

export const perpsPortfolioQuery = (address: string) =>
  queryOptions({
    queryKey: perpsPortfolioKeys.portfolio(address),
    queryFn: ({ signal }) => perpsApi.publicPortfolio(address, signal),
    refetchInterval: LIVE_MS,
  });

export const perpsTickersQuery = () =>
  queryOptions({ queryKey: perpsPortfolioKeys.tickers(), queryFn: () => perpsApi.tickers(), refetchInterval: LIVE_MS });

export function prefetchPerpsPortfolio(client: QueryClient, address: string) {
  void client.prefetchQuery(perpsPortfolioQuery(address));
  void client.prefetchQuery(perpsTickersQuery());
}
