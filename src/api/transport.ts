import type { z } from 'zod/mini';
import { takeInFlightRead } from './in-flight-reads';
import { ClientRateLimiter, DATA_SERVICE_RULES, type ClientRule, type Clock } from './client-rate-limiter';
import { ApiError, errorOfAnswer, getJson, parseRetryAfter, type RequestOptions } from './http';
import { withRetry, type RetryOptions } from './retry';

/*
 * The one road every client GET takes: a slot from the per-host limiter (before every attempt, so a
 * retry storm is paced like any other traffic), retries with full jitter or the server's
 * Retry-After, then the request itself with its body checked against a schema.
 */

export type TransportOptions = {
  /** Client-side pacing rules; the data service's published limits unless told otherwise. */
  rules?: ClientRule[];
  /** Path prefix the rules are matched under, e.g. '/data' for the same-origin mount. */
  mount?: string;
  /** A limiter shared with other transports of the same service (then rules and mount are not used). */
  limiter?: ClientRateLimiter;
  /** Time source for the limiter, the retry sleeps and HTTP-date Retry-After values (tests pass a fake). */
  clock?: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: Pick<RetryOptions, 'retries' | 'baseMs' | 'capMs' | 'random'>;
};

export type Transport = {
  getJson<S extends z.ZodMiniType>(url: string, schema: S, opts?: RequestOptions): Promise<z.output<S>>;
  /** A binary body (the accounting ZIP); error answers are still read as the service's JSON error body. */
  getBytes(url: string, opts?: RequestOptions): Promise<Uint8Array>;
};

export function createTransport(options: TransportOptions = {}): Transport {
  const clock = options.clock;
  const limiter = options.limiter ?? new ClientRateLimiter(options.rules ?? DATA_SERVICE_RULES, options.mount ?? '', clock ?? realClock);
  const now = () => (clock ? clock.now() : Date.now());
  const sleep = (ms: number, signal?: AbortSignal) => (clock ? raceAbort(clock.sleep(ms), signal) : realSleep(ms, signal));

  async function send<T>(url: string, opts: RequestOptions, run: (opts: RequestOptions) => Promise<T>): Promise<T> {
    const signal = opts.signal;
    const ownFetch = opts.fetch ?? options.fetch;
    // a request already sent (the page's HTML's, src/api/in-flight-reads.ts) stands in for the first attempt
    let early = ownFetch ? undefined : takeInFlightRead(url);
    return withRetry(
      async () => {
        await raceAbort(limiter.acquire(url), signal);
        const sent = early;
        early = undefined;
        const baseFetch: typeof fetch =
          ownFetch ??
          (sent ? (_input, init) => raceAbort(sent, init?.signal ?? undefined) : (input, init) => globalThis.fetch(input, init));
        // getJson turns an HTTP-date Retry-After into seconds against the real clock; keep the raw
        // header so the delay is measured on this transport's clock instead
        let retryAfter: string | null = null;
        const recording: typeof fetch = async (input, init) => {
          const res = await baseFetch(input, init);
          retryAfter = res.headers.get('retry-after');
          return res;
        };
        try {
          return await run({ timeoutMs: options.timeoutMs, ...opts, fetch: recording });
        } catch (err) {
          const raw = retryAfter as string | null;
          if (err instanceof ApiError && raw !== null && !/^\s*\d+\s*$/.test(raw)) {
            throw new ApiError(err.status, err.message, err.code, parseRetryAfter(raw, now()), err.url);
          }
          throw err;
        }
      },
      { ...options.retry, signal, sleep: (ms) => sleep(ms, signal) },
    );
  }

  return {
    getJson: (url, schema, opts = {}) => send(url, opts, (o) => getJson(url, schema, o)),
    getBytes: (url, opts = {}) => send(url, opts, (o) => getBytes(url, o)),
  };
}

async function getBytes(url: string, opts: RequestOptions): Promise<Uint8Array> {
  const doFetch = opts.fetch ?? fetch;
  // an export is bigger than a JSON page, so its default allowance is longer
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 60_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await doFetch(url, { signal, headers: { accept: 'application/zip, application/json' } });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(
      0,
      timeout.aborted ? 'the service did not answer in time' : 'the service could not be reached',
      undefined,
      undefined,
      url,
    );
  }
  if (!res.ok) throw errorOfAnswer(res, await res.text().catch(() => ''), url);
  // a 200 HTML or JSON page (a CDN's block page, a proxy's error) is not the archive asked for
  const type = res.headers.get('content-type') ?? '';
  if (/json|html|text\//i.test(type)) throw new ApiError(502, `expected a binary body, got ${type}`, 'bad_shape', undefined, url);
  try {
    return new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(0, 'the download was interrupted', undefined, undefined, url);
  }
}

const realClock: Clock = { now: () => Date.now(), sleep: (ms) => realSleep(ms) };

function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles with `p`, or rejects as soon as the signal aborts (p itself cannot be cancelled). */
function raceAbort<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e as Error);
      },
    );
  });
}
