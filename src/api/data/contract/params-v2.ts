import { z } from 'zod/mini';
import { isUintText } from '../../wire-integer';
import {
  ACTIVITY_TYPES,
  ADDRESS_PATTERN,
  address,
  boolean,
  HASH64_PATTERN,
  integer,
  refuse,
  wire,
  type OpenApiSchema,
  type ParamDoc,
} from './params';

export { ACTIVITY_TYPES };

/*
 * Query parameters of the v2 data routes. The wire accepts every parameter in snake_case and in
 * camelCase; the server folds both onto the snake_case name (server/http/v2-query.ts), so each
 * schema below is written once, in snake_case. Messages name the parameter, and the server's
 * failures carry it (the v2 error body's `parameter`).
 */

/** At most this many DISTINCT ids in a condition or event_id list (duplicates do not count). */
export const V2_MAX_IDS = 20;

const HASH64_RE = /^0x[a-fA-F0-9]{64}$/;

/** Comma list of distinct items, at most V2_MAX_IDS distinct; '' is the same as omitted. */
function distinctList<T>(name: string, item: (s: string) => T | undefined, what: string, items: OpenApiSchema) {
  return wire((v, ctx): T[] | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    const seen = new Map<string, T>();
    for (const raw of v.split(',')) {
      const s = raw.trim();
      const x = item(s);
      if (x === undefined) return refuse(ctx, `invalid ${name}: '${s.slice(0, 80)}' is not ${what}`);
      seen.set(String(x), x);
      if (seen.size > V2_MAX_IDS) return refuse(ctx, `invalid ${name}: at most ${V2_MAX_IDS} distinct values`);
    }
    return [...seen.values()];
  }).check(
    z.meta({
      description: `comma-separated list of at most ${V2_MAX_IDS} distinct values`,
      param: { type: 'array', items },
    } satisfies ParamDoc),
  );
}

export const conditionList = (name = 'condition') =>
  distinctList(name, (s) => (HASH64_RE.test(s) ? s.toLowerCase() : undefined), 'a condition id (0x + 64 hex digits)', {
    type: 'string',
    pattern: HASH64_PATTERN,
  });

export const eventIdList = (name = 'event_id') =>
  distinctList(name, (s) => (isUintText(s) && s.length < 16 && Number(s) >= 1 ? Number(s) : undefined), 'an event id (integer >= 1)', {
    type: 'integer',
    minimum: 1,
  });

/** Epoch seconds, 0 or omitted meaning "not given". */
export const epoch = (name: string) =>
  integer(name, 0, 1e13, 0).check(z.meta({ description: 'epoch seconds; 0 or omitted: not given' } satisfies ParamDoc));

const userOptional = wire((v, ctx) => {
  if (v === undefined || v === '') return undefined;
  if (!address('user').safeParse(v).success) return refuse(ctx, 'invalid user: expected a 0x-prefixed 40-hex-digit address');
  return v.toLowerCase();
}).check(z.meta({ param: { type: 'string', pattern: ADDRESS_PATTERN } } satisfies ParamDoc));
const userRequired = z.pipe(
  z
    .string({ error: "required query param 'user' not provided" })
    .check(z.regex(/^0x[a-fA-F0-9]{40}$/, { error: 'invalid user: expected a 0x-prefixed 40-hex-digit address' })),
  z.transform((v: string) => v.toLowerCase()),
);

/** An enum answered with the reference's exact message. */
const enumWith = <const T extends readonly [string, ...string[]]>(values: T, message: (v: string) => string) =>
  wire((v, ctx): T[number] | undefined => {
    if (v === undefined || v === '') return undefined;
    const up = /^[A-Za-z0-9_]+$/.test(v) ? v.toUpperCase() : v;
    if ((values as readonly string[]).includes(up)) return up as T[number];
    return refuse(ctx, message(v.slice(0, 80)));
  }).check(z.meta({ description: 'case-insensitive', param: { type: 'string', enum: [...values] } } satisfies ParamDoc));

export const SIDES = ['BUY', 'SELL'] as const;
const side = enumWith(SIDES, () => 'side must be BUY or SELL');
const filterType = enumWith(['CASH', 'TOKENS'] as const, () => 'filterType must be CASH or TOKENS');
const sortDirection = enumWith(['ASC', 'DESC'] as const, (v) => `invalid sort_direction: ${v} (ASC or DESC)`);

/** A non-negative number that falls back to the default when invalid, as the reference documents. */
const lenientAmount = wire((v) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}).check(
  z.meta({ description: 'an invalid amount is ignored (the default applies)', param: { type: 'number', minimum: 0 } } satisfies ParamDoc),
);

const cursor = z
  .optional(z.string().check(z.maxLength(2048, { error: 'invalid cursor' })))
  .check(z.meta({ description: 'pagination.next_cursor of the previous page' } satisfies ParamDoc));

/* Page sizes: the reference's family-uniform v2 bounds; past the cap is a 400, never a clamp. */
export const V2_LIMIT = { default: 100, max: 1000 } as const;
const limit = integer('limit', 0, V2_LIMIT.max, V2_LIMIT.default);

export const POSITION_STATUS = ['OPEN', 'REDEEMABLE', 'CLOSED'] as const;
export type PositionStatus = (typeof POSITION_STATUS)[number];
export const POSITION_SORT_V2 = ['CURRENT_VALUE', 'PRICE', 'TOKENS', 'UNREALIZED_PNL', 'REALIZED_PNL', 'TOTAL_PNL', 'TIMESTAMP'] as const;
export type PositionSortV2 = (typeof POSITION_SORT_V2)[number];

/** The order of a positions page that names none: value for what is held, realized PnL for what was closed, largest first. */
export function defaultPositionOrder(status: PositionStatus): { sort_by: PositionSortV2; sort_direction: 'ASC' | 'DESC' } {
  return { sort_by: status === 'CLOSED' ? 'REALIZED_PNL' : 'CURRENT_VALUE', sort_direction: 'DESC' };
}
const HELD_ORDER = defaultPositionOrder('OPEN');
const CLOSED_ORDER = defaultPositionOrder('CLOSED');
export const V2_TITLE_MAX = 200;

export const positionsV2Query = z.object({
  user: userOptional,
  condition: conditionList(),
  event_id: eventIdList(),
  limit,
  cursor,
  status: enumWith(POSITION_STATUS, (v) => `invalid status: ${v} (OPEN, REDEEMABLE or CLOSED)`).check(
    z.meta({ description: 'case-insensitive; omitted: OPEN' } satisfies ParamDoc),
  ),
  sort_by: enumWith(POSITION_SORT_V2, (v) => `invalid position sortBy: ${v}`).check(
    z.meta({
      description: `case-insensitive; omitted: ${CLOSED_ORDER.sort_by} with status=CLOSED, else ${HELD_ORDER.sort_by}`,
    } satisfies ParamDoc),
  ),
  sort_direction: sortDirection,
  title: z.pipe(
    z.optional(z.string().check(z.maxLength(V2_TITLE_MAX, { error: `invalid title: at most ${V2_TITLE_MAX} characters` }))),
    z.transform((v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v)),
  ),
  filter_type: filterType,
  filter_amount: lenientAmount,
  include_archived: boolean('include_archived', false),
  start: epoch('start'),
  end: epoch('end'),
});

export const tradesV2Query = z.object({
  user: userOptional,
  limit,
  cursor,
  taker_only: boolean('taker_only', true),
  filter_type: filterType,
  filter_amount: lenientAmount,
  start: epoch('start'),
  end: epoch('end'),
  condition: conditionList(),
  event_id: eventIdList(),
  side,
});

/* TIP is opt-in upstream and never in the default set; this service records none, so naming it matches nothing. */
const ACTIVITY_TYPES_ACCEPTED: readonly string[] = [...ACTIVITY_TYPES, 'TIP'];

export const activityV2Query = z.object({
  user: userRequired,
  limit,
  cursor,
  type: wire((v, ctx): string[] | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    const out = new Set<string>();
    for (const raw of v.split(',')) {
      const t = raw.trim().toUpperCase();
      if (!ACTIVITY_TYPES_ACCEPTED.includes(t)) {
        return refuse(ctx, `invalid type: '${raw.trim().slice(0, 40)}' must be one of ${ACTIVITY_TYPES.join(', ')}, TIP`);
      }
      out.add(t);
    }
    return [...out];
  }).check(
    z.meta({
      description: 'comma-separated list, case-insensitive',
      param: { type: 'array', items: { type: 'string', enum: ACTIVITY_TYPES_ACCEPTED } },
    } satisfies ParamDoc),
  ),
  condition: conditionList(),
  event_id: eventIdList(),
  side,
  start: epoch('start'),
  end: epoch('end'),
  sort_by: enumWith(['TIMESTAMP'] as const, () => 'only sortBy=TIMESTAMP is supported (sortDirection ASC or DESC)'),
  sort_direction: sortDirection,
  exclude_deposits_withdrawals: boolean('exclude_deposits_withdrawals', true),
});

export const valueV2Query = z.object({ user: userRequired, condition: conditionList() });
export const userStatsV2Query = z.object({ user: userRequired });
export const oiV2Query = z.object({ condition: conditionList() });

export const holdersV2Query = z.object({
  // the route refuses a request without one
  condition: conditionList().check(z.meta({ required: true } satisfies ParamDoc)),
  limit,
  cursor,
  min_balance: wire((v, ctx) => {
    if (v === undefined || v === '') return 0;
    const n = Number(v);
    if (!/^[0-9]+(\.[0-9]+)?$/.test(v) || !Number.isFinite(n)) return refuse(ctx, 'invalid min_balance: expected a number >= 0');
    return n;
  }).check(z.meta({ description: 'shares', param: { type: 'number', minimum: 0, default: 0 } } satisfies ParamDoc)),
  include_pnl: boolean('include_pnl', false),
});

export const resolutionsV2Query = z.object({
  question_id: wire((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    if (!HASH64_RE.test(v)) return refuse(ctx, 'invalid question_id: expected 0x + 64 hex digits');
    return v.toLowerCase();
  }).check(
    z.meta({
      description: 'send exactly one of question_id, condition, event_id',
      param: { type: 'string', pattern: HASH64_PATTERN },
    } satisfies ParamDoc),
  ),
  condition: conditionList(),
  event_id: eventIdList(),
});

export const PRICE_INTERVALS = ['max', 'all', '1m', '1w', '1d', '6h', '1h'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

export const pricesHistoryV2Query = z.object({
  token_id: z
    .string({ error: "required query param 'token_id' not provided" })
    .check(z.regex(/^[0-9]{1,78}$/, { error: 'invalid token_id: expected a decimal token id' })),
  start: epoch('start'),
  end: epoch('end'),
  // matched case-sensitively; an empty interval= is malformed, not absent
  interval: wire((v, ctx): PriceInterval | undefined => {
    if (v === undefined) return undefined;
    if ((PRICE_INTERVALS as readonly string[]).includes(v)) return v as PriceInterval;
    return refuse(ctx, `interval must be one of ${PRICE_INTERVALS.join(', ')}`);
  }).check(
    z.meta({
      description: 'case-sensitive; send exactly one of start, interval, as_of',
      param: { type: 'string', enum: [...PRICE_INTERVALS] },
    } satisfies ParamDoc),
  ),
  bucket_seconds: integer('bucket_seconds', 60, 86_400, 0).check(
    z.meta({ description: 'bucket width; omitted: chosen from the window' } satisfies ParamDoc),
  ),
  // the v1 spelling of the bucket width, in minutes
  fidelity: integer('fidelity', 1, 1_440, 0).check(
    z.meta({ description: 'bucket width in minutes (the v1 spelling of bucket_seconds)' } satisfies ParamDoc),
  ),
  as_of: epoch('as_of'),
  limit: integer('limit', 0, 10_000, 10_000),
  cursor,
});

export const liveVolumeV2Query = z.object({
  event_id: z.string({ error: "required query param 'event_id' not provided" }).check(
    z.meta({
      description: `comma-separated event ids (also spelled id); unparseable ids are ignored, at most ${V2_MAX_IDS} distinct`,
      param: { type: 'array', items: { type: 'integer', minimum: 1 } },
    } satisfies ParamDoc),
  ),
});

export type TradesV2Query = z.output<typeof tradesV2Query>;
export type ActivityV2Query = z.output<typeof activityV2Query>;
