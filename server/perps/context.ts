import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Ledger } from '../ledger';
import type { PerpsEvents } from './events';
import type { LiquidationFlags } from './margin/liquidation-flags';
import type { PerpsMarket } from './market/market';
import type { OrderLookup } from './orders/order-lookup';

/** What every perps resource gets. */
export type PerpsContext = {
  db: Db;
  ledger: Ledger;
  market: PerpsMarket;
  /** Epoch milliseconds: the feed's clock, order and signature times. */
  nowMs: () => number;
  /** The chain the typed data is signed for (80002 in the sandbox). */
  chainId: number;
  /** In-process requests may use the loopback-only sandbox routes (tests). */
  sandbox: boolean;
  /** Counts an account's actions against its per-minute budget (facts §9); throws action_rate_limited. */
  chargeActions: (account: string, n: number) => void;
  /** Sandbox: whether the engine times out on an op of this type (see overload.ts checkEngine). */
  engineTimedOut: (opType: string) => boolean;
  /** The scopes being liquidated: their new orders and margin changes are refused. */
  liquidations: LiquidationFlags;
  /** An account's actions this minute and when the minute turns. */
  actionUsage: (account: string) => { used: number; reset: number };
  /** Orders by id or client id, live or ended (memory first, then the order store), and each account's history. */
  orders: OrderLookup;
  /** What happened, for the socket and the notifications: resources that move money emit here. */
  events: PerpsEvents;
};

/**
 * A refusal below a perps handler. `error` is a stable snake_case id for 401/404/422/429/500/503
 * and a human message for 400 (facts §1); the gateway answers `{"status":"err","error",…}`.
 */
export class PerpsError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(error);
  }
}

/**
 * The error envelope, with the fields the gateway adds to a rejection: `arts` (arrival at the
 * gateway), `ts` (the engine's decision time; null when it never reached the engine) and `ref`.
 */
export function perpsErrorBody(c: Context, e: PerpsError, arrivedMs: number) {
  if (e.retryAfterSeconds !== undefined) c.header('Retry-After', String(e.retryAfterSeconds));
  return c.json({ status: 'err', error: e.error, arts: arrivedMs, ts: null, ref: `g-${randomUUID()}` }, e.status);
}

/** A 400 on a query parameter, in the wording the live gateway was seen to use (facts §1). */
export const badQuery = (detail: string) => new PerpsError(400, `invalid query parameters: ${detail}`);

/** An integer query parameter; undefined when absent and not required. */
export function intQuery(c: Context, name: string, required: true): number;
export function intQuery(c: Context, name: string, required?: false): number | undefined;
export function intQuery(c: Context, name: string, required = false): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') {
    if (required) throw badQuery(`missing field \`${name}\``);
    return undefined;
  }
  if (!/^-?\d{1,16}$/.test(raw)) throw badQuery(`${name}: invalid digit found in string`);
  return Number(raw);
}

/** The JSON object a write carries; anything else is a plain 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new PerpsError(400, 'invalid JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PerpsError(400, 'invalid JSON body');
  return body as Record<string, unknown>;
}

/** A batch route's refusal: the envelope inside a one-element array, with the status it carries. */
export async function batch(c: Context, ctx: PerpsContext, run: () => Promise<unknown[]>) {
  try {
    return c.json(await run());
  } catch (e) {
    if (!(e instanceof PerpsError)) throw e;
    if (e.retryAfterSeconds !== undefined) c.header('Retry-After', String(e.retryAfterSeconds));
    return c.json([{ status: 'err', error: e.error, arts: ctx.nowMs(), ts: null }], e.status);
  }
}

/** A 0x address, any case (the gateway keys accounts by the lower-case form). */
export const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const MAX_LABEL_BYTES = 64;

/** A write's optional `label` (a proxy key's, a transfer's): a string of at most 64 bytes, or null. */
export function labelOf(body: Record<string, unknown>): string | null {
  const label = body.label;
  if (label === undefined) return null;
  if (typeof label !== 'string' || Buffer.byteLength(label) > MAX_LABEL_BYTES)
    throw new PerpsError(400, 'label must be a string of at most 64 bytes');
  return label;
}
