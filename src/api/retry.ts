import { ApiError } from './http';

export type RetryOptions = {
  retries?: number;
  baseMs?: number;
  capMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Which failures are worth another try; isRetryable's statuses unless told (a caller may know more, or less). */
  retryable?: (err: ApiError) => boolean;
};

/** Statuses worth another try: throttled, server failure, service unavailable, and no answer at all. */
export function isRetryable(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 0 || err.status === 429 || err.status === 500 || err.status === 503);
}

/**
 * The delay before retry number `attempt` (0-based): the server's Retry-After when it gave one,
 * otherwise "full jitter" (a uniform draw between 0 and the capped exponential), which spreads
 * the retries of many clients instead of synchronising them.
 */
export function backoffDelay(attempt: number, err: ApiError, o: RetryOptions = {}): number {
  if (err.retryAfter !== undefined) return err.retryAfter * 1000;
  const ceiling = Math.min(o.capMs ?? 20_000, (o.baseMs ?? 500) * 2 ** attempt);
  return Math.floor((o.random ?? Math.random)() * ceiling);
}

export async function withRetry<T>(fn: () => Promise<T>, o: RetryOptions = {}): Promise<T> {
  const retries = o.retries ?? 4;
  const retryable = o.retryable ?? isRetryable;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries || !(err instanceof ApiError) || !retryable(err) || o.signal?.aborted) throw err;
      await sleep(backoffDelay(attempt, err, o));
      if (o.signal?.aborted) throw err;
    }
  }
}
