import type { z } from 'zod/mini';
import { takeInFlightRead } from './in-flight-reads';
import { ClientRateLimiter, type ClientRule, type Clock } from './client-rate-limiter';
import { ApiError, buildUrl, errorOfAnswer, parseRetryAfter } from './http';
import { withRetry, type RetryTuning } from './retry';

/*
 * THE one road every client call takes, whatever the service: a slot from the service's limiter
 * (before every attempt, so a retry storm is paced like any other traffic), the request signed for
 * this attempt by the service's signer (a fresh timestamp each time), the one retry policy
 * (src/api/retry.ts) with full jitter or the server's Retry-After, one re-sign after a 401 where the
 * signer can refresh its credentials, and the answer checked against its schema. Every failure is
 * an ApiError: status 0 when no answer came, the service's {error, code?} otherwise.
 */

export type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';

/**
 * A service's request signing, plugged into its calls: L2 HMAC for the trading service, builder
 * HMAC for the relayer, proxy-key headers for perps. `path` is the path under the service's mount,
 * query excluded, and `body` the exact text sent: what the MACs cover.
 */
export type Signer = {
  headers(req: { method: Method; path: string; body?: string }): Promise<Record<string, string>> | Record<string, string>;
  /** New credentials after a 401 answered to `signed` (the headers it made); the call is then signed and sent once more. */
  refresh?: (signed: Record<string, string>) => Promise<void>;
};

export type RequestOptions = { signal?: AbortSignal; timeoutMs?: number };

export type Call = RequestOptions & {
  method?: Method;
  /** Under the transport's baseUrl, with {params} already filled (fillPath). */
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** A JSON body, made per attempt when it names the credentials in use (an order's owner). */
  body?: () => unknown;
  signer?: Signer;
  /** Whether repeating it is harmless; GET and DELETE are unless told, POST is not. */
  idempotent?: boolean;
};

export type TransportOptions = {
  /** The service's mount ('/clob', or a full URL): what `call` paths are under. */
  baseUrl?: string;
  /** Client-side pacing rules (none unless told). */
  rules?: ClientRule[];
  /** Path prefix the rules are matched under, e.g. '/data' for the same-origin mount. */
  mount?: string;
  /** A limiter shared with other transports of the same service (then rules and mount are not used). */
  limiter?: ClientRateLimiter;
  /** Time source for the limiter, the retry sleeps and HTTP-date Retry-After values (tests pass a fake). */
  clock?: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RetryTuning;
};

export type Transport = {
  /** One request to the service under baseUrl: signed, retried by the policy, its JSON answer checked. */
  call<S extends z.ZodMiniType>(call: Call, schema: S): Promise<z.output<S>>;
  /** A JSON document at a full URL (the read services' clients build their own URLs). */
  getJson<S extends z.ZodMiniType>(url: string, schema: S, opts?: RequestOptions): Promise<z.output<S>>;
  /** A binary body (the accounting ZIP); error answers are still read as the service's JSON error body. */
  getBytes(url: string, opts?: RequestOptions): Promise<Uint8Array>;
};

type Attempt = { url: string; init: RequestInit; timeoutMs: number; accept: 'json' | 'bytes' };

export function createTransport(options: TransportOptions = {}): Transport {
  const clock = options.clock ?? realClock;
  const limiter = options.limiter ?? new ClientRateLimiter(options.rules ?? [], options.mount ?? '', clock);
  const sleep = options.retry?.sleep ?? clock.sleep;

  /** The request on the wire; no answer at all becomes an ApiError of status 0. */
  async function exchange(a: Attempt, signal?: AbortSignal): Promise<Response> {
    // a read the page's HTML already sent (src/api/in-flight-reads.ts) stands in for the first attempt
    const early = !options.fetch && a.init.method === 'GET' ? takeInFlightRead(a.url) : undefined;
    const timeout = AbortSignal.timeout(a.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    try {
      return await (early ? raceAbort(early, both) : doFetch(a.url, { ...a.init, signal: both }));
    } catch (err) {
      if (signal?.aborted) throw err;
      const why = timeout.aborted ? 'the service did not answer in time' : 'the service could not be reached';
      throw new ApiError(0, why, undefined, undefined, a.url);
    }
  }

  async function once(a: Attempt, signal?: AbortSignal): Promise<unknown> {
    await raceAbort(limiter.acquire(a.url), signal);
    const res = await exchange(a, signal);
    if (!res.ok) {
      const err = errorOfAnswer(res, await res.text().catch(() => ''), a.url);
      // an HTTP-date Retry-After is measured on this transport's clock, not the real one
      const raw = res.headers.get('retry-after');
      throw raw !== null && !/^\s*\d+\s*$/.test(raw) ? withDelay(err, parseRetryAfter(raw, clock.now())) : err;
    }
    if (a.accept === 'bytes') return bytesOf(res, a.url, signal);
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new ApiError(0, 'the answer was cut off', undefined, undefined, a.url);
    }
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError(502, 'the service answered with something that is not JSON', 'bad_shape', undefined, a.url);
    }
  }

  const retrying = <T>(run: () => Promise<T>, idempotent: boolean, signal?: AbortSignal) =>
    withRetry(run, { ...options.retry, idempotent, signal, sleep: (ms) => raceAbort(sleep(ms), signal) });

  const checked = <S extends z.ZodMiniType>(body: unknown, schema: S, url: string): z.output<S> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(502, `unexpected response shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`, 'bad_shape', undefined, url);
    return parsed.data;
  };

  async function call<S extends z.ZodMiniType>(c: Call, schema: S): Promise<z.output<S>> {
    const method = c.method ?? 'GET';
    const url = buildUrl(options.baseUrl ?? '', c.path, queryOf(c.query));
    let signed: Record<string, string> = {};
    const attempt = async () => {
      const payload = c.body?.();
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      if (c.signer) signed = await c.signer.headers({ method, path: c.path, body });
      const headers: Record<string, string> = { accept: 'application/json', ...c.headers, ...signed };
      // create-api-key, cancel-all and delete-api-key go out as JSON with an empty body, as the official client sends them
      if (method !== 'GET') headers['content-type'] = 'application/json';
      const timeoutMs = c.timeoutMs ?? options.timeoutMs ?? 20_000;
      return once({ url, init: { method, headers, body }, timeoutMs, accept: 'json' }, c.signal);
    };
    const send = () => retrying(attempt, c.idempotent ?? method !== 'POST', c.signal);
    try {
      return checked(await send(), schema, url);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401 && c.signer?.refresh)) throw e;
      await c.signer.refresh(signed);
      return checked(await send(), schema, url);
    }
  }

  const read = (url: string, accept: Attempt['accept'], opts: RequestOptions, defaultMs: number) =>
    retrying(
      () =>
        once(
          {
            url,
            init: { method: 'GET', headers: { accept: accept === 'json' ? 'application/json' : 'application/zip, application/json' } },
            timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? defaultMs,
            accept,
          },
          opts.signal,
        ),
      true,
      opts.signal,
    );

  return {
    call,
    getJson: async (url, schema, opts = {}) => checked(await read(url, 'json', opts, 20_000), schema, url),
    // an export is bigger than a JSON page, so its default allowance is longer
    getBytes: (url, opts = {}) => read(url, 'bytes', opts, 60_000) as Promise<Uint8Array>,
  };
}

async function bytesOf(res: Response, url: string, signal?: AbortSignal): Promise<Uint8Array> {
  // a 200 HTML or JSON page (a CDN's block page, a proxy's error) is not the archive asked for
  const type = res.headers.get('content-type') ?? '';
  if (/json|html|text\//i.test(type)) throw new ApiError(502, `expected a binary body, got ${type}`, 'bad_shape', undefined, url);
  try {
    return new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'the download was interrupted', undefined, undefined, url);
  }
}

const withDelay = (e: ApiError, retryAfter: number | undefined) => new ApiError(e.status, e.message, e.code, retryAfter, e.url);

/** The query of defined values only. */
function queryOf(params: Record<string, string | number | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** A record's path with its {params} filled in: '/data/order/{id}' → '/data/order/0x…'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new RangeError(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(v);
  });
}

const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

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
