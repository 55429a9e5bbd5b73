import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

const MAX_RETRIES = 2;

/**
 * A 4xx says the request itself is wrong (bad address, bad parameter): asking again gives the same
 * answer, so it is shown at once. Network failures, timeouts and 5xx get a couple more tries.
 * 429 is the exception ApiError.retryable already makes: the service asks us to come back later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.retryable;
  return true;
}

/** Honour Retry-After when the service sends one; otherwise back off exponentially. */
export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter !== undefined) return Math.min(error.retryAfter * 1000, 30_000);
  return Math.min(500 * 2 ** attempt, 8_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // portfolio data moves with trades, not by the second: half a minute avoids refetch storms
        // when moving between views, and a focus refetch still catches up after a break
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
