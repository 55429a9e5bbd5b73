import type { z } from 'zod/mini';
import { ApiError } from '../http';
import { withRetry, type RetryOptions } from '../retry';
import type { ApiKeyCreds } from './contract/routes-auth';
import { l2Signature } from './hmac';
import { sendJson, urlOf, type Sender } from './send';
import { L2_HEADERS } from './wire';

/*
 * Authenticated requests: L2 headers made at send time (each attempt gets a fresh timestamp) over
 * the path under the service's mount and the exact body text sent, retries by the caller's policy,
 * and one re-derivation of the credentials on a 401 followed by one more try.
 */

export type Creds = ApiKeyCreds;

export type RetryTuning = Pick<RetryOptions, 'retries' | 'baseMs' | 'capMs' | 'random' | 'sleep'>;

/** What the parts of one trading client share. */
export type ClientContext = {
  baseUrl: string;
  sender: Sender;
  /** epoch milliseconds */
  now: () => number;
  retry: RetryTuning;
  chainId: number;
};

/** The exchange's modes answer 503 for as long as the operator keeps them: worth telling, not retrying. */
function isModeRefusal(e: ApiError): boolean {
  return e.status === 503 && (e.code === 'post_only_mode' || /cancel-only|currently disabled/i.test(e.message));
}

/** Reads and cancels (repeating them is harmless): no answer, engine restarting, throttled, server failure, unavailable. */
export const retryRead = (e: ApiError) => [0, 425, 429, 500, 503].includes(e.status) && !isModeRefusal(e);

/** Placing orders: only answers that prove the order was not taken. */
export const retryPost = (e: ApiError) => [425, 429, 503].includes(e.status) && !isModeRefusal(e);

export type L2Request = {
  method: 'GET' | 'POST' | 'DELETE';
  /** under the mount, query excluded: what the MAC covers */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** JSON body; a function when it names the credentials in use (an order's owner) */
  body?: unknown;
  bodyFor?: (creds: Creds) => unknown;
  retryable: (e: ApiError) => boolean;
};

export type L2Fetch = {
  call<S extends z.ZodMiniType>(req: L2Request, schema: S): Promise<z.output<S>>;
  credentials(): Creds;
  address: `0x${string}`;
};

export function createL2Fetch(ctx: ClientContext, creds: Creds, address: `0x${string}`, onUnauthorized?: () => Promise<Creds>): L2Fetch {
  let current = creds;
  let refreshing: Promise<Creds> | undefined;

  /** One re-derivation however many calls saw the same stale credentials fail at once. */
  const refresh = (stale: Creds): Promise<Creds> => {
    if (current !== stale) return Promise.resolve(current);
    refreshing ??= onUnauthorized!()
      .then((fresh) => (current = fresh))
      .finally(() => (refreshing = undefined));
    return refreshing;
  };

  async function once<S extends z.ZodMiniType>(c: Creds, req: L2Request, schema: S): Promise<z.output<S>> {
    const payload = req.bodyFor ? req.bodyFor(c) : req.body;
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const timestamp = String(Math.floor(ctx.now() / 1000));
    const headers = {
      [L2_HEADERS.address]: address,
      [L2_HEADERS.signature]: await l2Signature(c.secret, { timestamp, method: req.method, path: req.path, body }),
      [L2_HEADERS.timestamp]: timestamp,
      [L2_HEADERS.apiKey]: c.apiKey,
      [L2_HEADERS.passphrase]: c.passphrase,
    };
    return sendJson(ctx.sender, { method: req.method, url: urlOf(ctx.baseUrl, req.path, req.query), headers, body }, schema);
  }

  async function call<S extends z.ZodMiniType>(req: L2Request, schema: S): Promise<z.output<S>> {
    const attempt = (c: Creds) => withRetry(() => once(c, req, schema), { ...ctx.retry, retryable: req.retryable });
    const used = current;
    try {
      return await attempt(used);
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401 || !onUnauthorized) throw e;
      return attempt(await refresh(used));
    }
  }

  return { call, credentials: () => current, address };
}
