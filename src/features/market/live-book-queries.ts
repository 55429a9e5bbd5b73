import { queryOptions } from '@tanstack/react-query';
import { tradingTransport } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { bookRoutes } from '../../api/trading/contract/routes-books';
import { OrderBook } from '../../api/trading/contract/schemas-books';

/*
 * The market view's read of the trading service, the book of an outcome. It loads with the book
 * panel, after the page has drawn, so the view's first reads stay the data and metadata services'.
 */

/**
 * Keys under the view's own root and condition (marketKeys.detail's shape), so the post-fill
 * invalidation of 'market' reaches them; written here rather than in queries.ts so this code, which
 * the Trade view's chunk shares, does not pull the market view's module along.
 */
export const marketBookKeys = {
  book: (conditionId: string, tokenId: string) => ['market', conditionId.toLowerCase(), 'book', tokenId] as const,
};

/** The book, or null when the trading service keeps none for this token (a closed or resolved market). */
export const bookQueryOptions = (conditionId: string, tokenId: string) =>
  queryOptions({
    queryKey: marketBookKeys.book(conditionId, tokenId),
    queryFn: ({ signal }) =>
      tradingTransport
        .call({ path: bookRoutes.book.path, query: { token_id: tokenId }, signal }, OrderBook)
        .catch((err: unknown) => (err instanceof ApiError && err.status === 404 ? null : Promise.reject(err))),
  });
