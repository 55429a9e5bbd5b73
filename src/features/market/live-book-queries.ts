import { queryOptions } from '@tanstack/react-query';
import { CLOB_URL } from '../../api/endpoints';
import { ApiError, getJson } from '../../api/http';
import { OrderBook } from '../../api/trading/contract/schemas-books';
import { marketKeys } from './queries';

/*
 * The market view's reads of the trading service: the book of an outcome, and whether the service
 * is the local sandbox (the one whose channels the app knows). They load with the book panel, after
 * the page has drawn, so the view's first reads stay the data and metadata services'.
 */

/** The book, or null when the trading service keeps none for this token (a closed or resolved market). */
export const bookQueryOptions = (conditionId: string, tokenId: string) =>
  queryOptions({
    queryKey: marketKeys.book(conditionId, tokenId),
    queryFn: ({ signal }) =>
      getJson(`${CLOB_URL}/book?token_id=${encodeURIComponent(tokenId)}`, OrderBook, { signal }).catch((err: unknown) =>
        err instanceof ApiError && err.status === 404 ? null : Promise.reject(err),
      ),
  });

export const sandboxQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.sandbox(),
    queryFn: ({ signal }) => fetch(`${CLOB_URL}/sandbox/info`, { signal }).then((r) => r.ok),
    staleTime: Infinity,
  });
