import { ApiError } from './http';

/*
 * THE retry policy of every client call. A failure is one of three things:
 * - it proves the request was not acted on (throttled, the engine restarting, unavailable): try again;
 * - it proves nothing (no answer, a server failure): try again only when repeating is harmless
 *   (reads, cancels); for an order, its fate is unknown and must be looked up before any resend;
 * - it is an answer (4xx, or one of the exchange's modes, which last as long as the operator keeps
 *   them): tell it.
 */

/** The exchange's modes answer 503 for as long as the operator keeps them: worth telling, not retrying. */
function isModeRefusal(e: ApiError): boolean {
  return e.status === 503 && (e.code === 'post_only_mode' || /cancel-only|currently disabled/i.test(e.message));
}

/** 425 engine restarting, 429 throttled, 503 unavailable: the request was refused before it was acted on. */
const provesNotActedOn = (e: ApiError) => [425, 429, 503].includes(e.status) && !isModeRefusal(e);

/** No answer at all, or a server failure: the request may or may not have been acted on. */
export const fateUnknown = (e: unknown): e is ApiError =>
  e instanceof ApiError && (e.status === 0 || (e.status >= 500 && e.status !== 503));

/** Whether a failure is worth another try, for a request that may (idempotent) or may not be repeated. */
export function isRetryable(e: unknown, idempotent = true): e is ApiError {
  return e instanceof ApiError && (provesNotActedOn(e) || (idempotent && fateUnknown(e)));
}

export type RetryTuning = {
  retries?: number;
  baseMs?: number;
  capMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type RetryOptions = RetryTuning & { signal?: AbortSignal; idempotent?: boolean };

/**
 * The delay before retry number `attempt` (0-based): the server's Retry-After when it gave one,
 * otherwise "full jitter" (a uniform draw between 0 and the capped exponential), which spreads
 * the retries of many clients instead of synchronising them.
 */
export function backoffDelay(attempt: number, err: ApiError, o: RetryTuning = {}): number {
  if (err.retryAfter !== undefined) return err.retryAfter * 1000;
  const ceiling = Math.min(o.capMs ?? 20_000, (o.baseMs ?? 500) * 2 ** attempt);
  return Math.floor((o.random ?? Math.random)() * ceiling);
}

export async function withRetry<T>(fn: () => Promise<T>, o: RetryOptions = {}): Promise<T> {
  const retries = o.retries ?? 4;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries || !isRetryable(err, o.idempotent ?? true) || o.signal?.aborted) throw err;
      await sleep(backoffDelay(attempt, err, o));
      if (o.signal?.aborted) throw err;
    }
  }
}
