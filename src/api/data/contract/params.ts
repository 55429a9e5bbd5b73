import { z } from 'zod/mini';
import { isUintText } from '../../wire-integer';
import '../../zod-messages';

/*
 * Query-parameter schemas of the data service. They read the wire form (strings), so the server
 * validates requests with them and the client checks its own requests with the very same rules
 * before sending. Every message names its parameter.
 */

const ADDRESS_RE = /^0x[a-fA-F0-9]{40}$/;
const HASH64_RE = /^0x[a-fA-F0-9]{64}$/;
const NUM_RE = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** An OpenAPI 3.0 Schema Object: how the documents show the value a parameter carries. */
export type OpenApiSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  items?: OpenApiSchema;
  [keyword: string]: unknown;
};

/**
 * Documentation of one wire parameter, kept as zod metadata (`z.meta(...)`) for the OpenAPI builder
 * (server/kit/openapi.ts). The helpers below are string-to-value pipes, so their own JSON schema
 * would say only "string": `param` is the schema of the value the parameter carries; `required`
 * marks a parameter that a refinement, not the type, makes mandatory. Parsing is unaffected.
 */
export type ParamDoc = { description?: string; param?: OpenApiSchema; required?: boolean };

/** A default is shown only when a caller could send it (a default of 0 often stands for "not sent"). */
const shownDefault = (dflt: number, min: number, max = Infinity) => (dflt >= min && dflt <= max ? { default: dflt } : {});

export const ADDRESS_PATTERN = ADDRESS_RE.source;
export const HASH64_PATTERN = HASH64_RE.source;

/** The query of a route that reads no parameters (unknown ones are ignored, as everywhere). */
export const noParams = z.object({});

export const address = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.regex(ADDRESS_RE, { error: `invalid ${name}: expected a 0x-prefixed 40-hex-digit address` }));

/**
 * Records a refusal inside a transform. zod/mini hands transforms the bare parse payload (classic
 * zod's `ctx.addIssue` is not there), so the issue is pushed the way addIssue would push it.
 */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** An optional wire string turned into a value by `read` (which refuses through `refuse`). */
export const wire = <T>(read: (v: string | undefined, ctx: z.core.ParsePayload) => T) => z.pipe(z.optional(z.string()), z.transform(read));

export const integer = (name: string, min: number, max: number, dflt: number) =>
  wire((v, ctx) => {
    if (v === undefined || v === '') return dflt;
    if (!isUintText(v) || v.length > 16) return refuse(ctx, `invalid ${name}: expected an integer between ${min} and ${max}`);
    const n = Number(v);
    if (n < min || n > max) return refuse(ctx, `invalid ${name}: must be between ${min} and ${max}`);
    return n;
  }).check(z.meta({ param: { type: 'integer', minimum: min, maximum: max, ...shownDefault(dflt, min, max) } } satisfies ParamDoc));

export const decimal = (name: string, min: number, dflt: number) =>
  wire((v, ctx) => {
    if (v === undefined || v === '') return dflt;
    if (!NUM_RE.test(v) || v.length > 32) return refuse(ctx, `invalid ${name}: expected a number >= ${min}`);
    const n = Number(v);
    if (!Number.isFinite(n) || n < min) return refuse(ctx, `invalid ${name}: must be >= ${min}`);
    return n;
  }).check(z.meta({ param: { type: 'number', minimum: min, ...shownDefault(dflt, min) } } satisfies ParamDoc));

export const boolean = (name: string, dflt: boolean) =>
  wire((v, ctx) => {
    if (v === undefined || v === '') return dflt;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return refuse(ctx, `invalid ${name}: expected true or false`);
  }).check(z.meta({ param: { type: 'boolean', default: dflt } } satisfies ParamDoc));

export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T, dflt: T[number]) =>
  wire((v, ctx): T[number] => {
    if (v === undefined || v === '') return dflt;
    // ASCII-only case folding: 'tıtle'.toUpperCase() is 'TITLE', and that is not a value we accept
    const up = /^[A-Za-z0-9_]+$/.test(v) ? v.toUpperCase() : v;
    if ((values as readonly string[]).includes(up)) return up as T[number];
    return refuse(ctx, `invalid ${name}: must be one of ${values.join(', ')}`);
  }).check(
    z.meta({
      description: 'case-insensitive',
      param: { type: 'string', enum: [...values], ...(dflt ? { default: dflt } : {}) },
    } satisfies ParamDoc),
  );

/** Comma-separated list in one parameter; an empty list is the same as an omitted one. */
export const list = <T>(
  name: string,
  item: (s: string) => T | undefined,
  what: string,
  maxItems = 1000,
  items: OpenApiSchema = { type: 'string' },
) =>
  wire((v, ctx): T[] | undefined => {
    if (v === undefined || v === '') return undefined;
    const parts = v.split(',').map((s) => s.trim());
    if (parts.length > maxItems) return refuse(ctx, `invalid ${name}: at most ${maxItems} values`);
    const out: T[] = [];
    for (const p of parts) {
      const x = item(p);
      if (x === undefined) return refuse(ctx, `invalid ${name}: '${p.slice(0, 80)}' is not ${what}`);
      out.push(x);
    }
    return out;
  }).check(z.meta({ description: 'comma-separated list', param: { type: 'array', items, maxItems } } satisfies ParamDoc));

export const hash64List = (name: string) =>
  list(name, (s) => (HASH64_RE.test(s) ? s.toLowerCase() : undefined), 'a 0x-prefixed 64-hex-digit hash', 1000, {
    type: 'string',
    pattern: HASH64_RE.source,
  });

export const eventIdList = (name: string) =>
  list(name, (s) => (isUintText(s) && s.length < 16 && Number(s) >= 1 ? Number(s) : undefined), 'an integer >= 1', 1000, {
    type: 'integer',
    minimum: 1,
  });

/** The twelve activity types of the spec, in its order; the one list the ledger and both API versions use. */
export const ACTIVITY_TYPES = [
  'TRADE',
  'SPLIT',
  'MERGE',
  'REDEEM',
  'REWARD',
  'CONVERSION',
  'DEPOSIT',
  'WITHDRAWAL',
  'YIELD',
  'MAKER_REBATE',
  'TAKER_REBATE',
  'REFERRAL_REWARD',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const POSITION_SORT = ['CURRENT', 'INITIAL', 'TOKENS', 'CASHPNL', 'PERCENTPNL', 'TITLE', 'RESOLVING', 'PRICE', 'AVGPRICE'] as const;
export type PositionSort = (typeof POSITION_SORT)[number];
export const SORT_DIRECTION = ['ASC', 'DESC'] as const;

export const POSITIONS_LIMIT = { default: 100, max: 500 } as const;
export const POSITIONS_OFFSET_MAX = 10_000;
export const TITLE_MAX = 100;

export const positionsQuery = z
  .object({
    user: address('user'),
    market: hash64List('market'),
    eventId: eventIdList('eventId'),
    sizeThreshold: decimal('sizeThreshold', 0, 1),
    redeemable: boolean('redeemable', false),
    mergeable: boolean('mergeable', false),
    includeArchived: boolean('includeArchived', false),
    limit: integer('limit', 0, POSITIONS_LIMIT.max, POSITIONS_LIMIT.default),
    offset: integer('offset', 0, POSITIONS_OFFSET_MAX, 0),
    sortBy: oneOf('sortBy', POSITION_SORT, 'TOKENS'),
    sortDirection: oneOf('sortDirection', SORT_DIRECTION, 'DESC'),
    title: z.optional(z.string().check(z.maxLength(TITLE_MAX, { error: `invalid title: at most ${TITLE_MAX} characters` }))),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.market && q.eventId) {
        ctx.addIssue({ code: 'custom', message: 'market and eventId are mutually exclusive: send one of them' });
      }
    }),
  );

/** The first issue's message of a failed parse: what the 400 body says. */
export function firstMessage(err: z.core.$ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path.join('.');
  // zod's own messages (e.g. a missing required string) get the parameter name prefixed
  return path && !issue.message.includes(path) ? `invalid ${path}: ${issue.message}` : issue.message;
}

/** Writes typed params as the wire's query string entries; arrays become one comma-separated value. */
export function toWire(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(wireScalar).join(',') : wireScalar(v);
  }
  return out;
}

/** Numbers in plain decimal notation: String(1e-7) is '1e-7', which the number rules reject. */
function wireScalar(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v) && /e/i.test(String(v))) {
    return v.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  return String(v);
}
