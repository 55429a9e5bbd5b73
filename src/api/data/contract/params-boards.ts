import { z } from 'zod/mini';
import { isUintText } from '../../wire-integer';
import { ADDRESS_PATTERN, address, integer, oneOf, refuse, wire, type ParamDoc } from './params';

/*
 * Query schemas of the board family: approvals, the accounting snapshot, the trader and builder
 * boards, and the v2 wallet reads (user-volume, user-pnl, biggest-winners).
 *
 * v1 schemas read the wire's camelCase names. v2 schemas are written in snake_case: the server folds
 * camelCase spellings and each route's aliases onto these names before parsing (normaliseV2Query),
 * so one schema serves every spelling. v2 messages are the observed server's.
 */

/* ---------- v1 ---------- */

/** GET /v1/approvals and GET /v1/accounting/snapshot both take one required wallet. */
export const userOnlyQuery = z.object({ user: address('user') });
export const approvalsV1Query = z.object({ user: address('user') });
export const accountingSnapshotQuery = z.object({ user: address('user') });

export const LEADERBOARD_CATEGORY = [
  'OVERALL',
  'POLITICS',
  'SPORTS',
  'ESPORTS',
  'CRYPTO',
  'CULTURE',
  'MENTIONS',
  'WEATHER',
  'ECONOMICS',
  'TECH',
  'FINANCE',
] as const;
export const TIME_PERIOD = ['DAY', 'WEEK', 'MONTH', 'ALL'] as const;
export const LEADERBOARD_ORDER = ['PNL', 'VOL'] as const;

export const leaderboardV1Query = z.object({
  category: oneOf('category', LEADERBOARD_CATEGORY, 'OVERALL'),
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
  orderBy: oneOf('orderBy', LEADERBOARD_ORDER, 'PNL'),
  limit: integer('limit', 1, 50, 25),
  offset: integer('offset', 0, 1000, 0),
  user: z.optional(address('user')),
  userName: z.optional(z.string().check(z.maxLength(100, { error: 'invalid userName: at most 100 characters' }))),
});

export const buildersLeaderboardV1Query = z.object({
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
  limit: integer('limit', 0, 50, 25),
  offset: integer('offset', 0, 1000, 0),
});

export const buildersVolumeV1Query = z.object({
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
});

/* ---------- v2 building blocks ---------- */

export const V2_TIME_PERIOD = ['day', 'week', 'month', 'all'] as const;
export type V2TimePeriod = (typeof V2_TIME_PERIOD)[number];
export const V2_SORT_BY = ['PNL', 'VOLUME'] as const;
export type V2SortBy = (typeof V2_SORT_BY)[number];
export const USER_PNL_INTERVAL = ['max', 'all', '1m', '1w', '1d', '12h', '6h'] as const;
export type UserPnlInterval = (typeof USER_PNL_INTERVAL)[number];
export const USER_PNL_FIDELITY = ['1d', '18h', '12h', '3h', '1h'] as const;
export type UserPnlFidelity = (typeof USER_PNL_FIDELITY)[number];

export const TIME_PERIOD_MESSAGE = 'time_period must be one of day, week, month, all';
export const SORT_BY_MESSAGE = 'sort_by must be PNL or VOLUME';
export const USER_PNL_INTERVAL_MESSAGE = `interval must be one of ${USER_PNL_INTERVAL.join(', ')}`;
export const USER_PNL_FIDELITY_MESSAGE = `fidelity must be one of ${USER_PNL_FIDELITY.join(', ')}`;

/** First-page size of the cursor-paged boards (the v2 leaderboard's, kept for the boards added since). */
export const BOARD_LIMIT = { default: 25, max: 1000 } as const;
export const BUILDERS_VOLUME_LIMIT = { default: 30, max: 90 } as const;

const ADDRESS_RE = /^0x[a-fA-F0-9]{40}$/;
const ADDRESS_MESSAGE = 'invalid user: expected a 0x-prefixed 40-hex-digit address';

/** An empty value reads as omitted, the way the v2 boards always treated `?limit=`. */
const present = (v: string | undefined): v is string => v !== undefined && v !== '';

/**
 * A closed set of the boards: matched case-insensitively (observed), answered with the observed
 * message. Left undefined when absent, because a cursor must tell a restated parameter from a default.
 */
function v2Enum<const T extends readonly [string, ...string[]]>(values: T, message: string, dflt: T[number], caseSensitive = false) {
  return wire((v, ctx): T[number] | undefined => {
    if (!present(v)) return undefined;
    const hit = values.find((x) => (caseSensitive ? x === v : x.toLowerCase() === v.toLowerCase()));
    return hit === undefined ? refuse(ctx, message) : hit;
  }).check(
    z.meta({
      ...(caseSensitive ? {} : { description: 'case-insensitive' }),
      param: { type: 'string', enum: [...values], default: dflt },
    } satisfies ParamDoc),
  );
}

const addressParam = { type: 'string', pattern: ADDRESS_PATTERN } as const;

/** A wallet, lower-cased as the ledger stores it; absent or empty is the observed "not provided" refusal. */
const v2UserRequired = z
  .pipe(
    z.string({ error: "required query param 'user' not provided" }),
    z.transform((v: string, ctx) => {
      if (v === '') return refuse(ctx, "required query param 'user' not provided");
      if (!ADDRESS_RE.test(v)) return refuse(ctx, ADDRESS_MESSAGE);
      return v.toLowerCase();
    }),
  )
  .check(z.meta({ param: addressParam } satisfies ParamDoc));

const v2UserOptional = wire((v, ctx) => {
  if (!present(v)) return undefined;
  if (!ADDRESS_RE.test(v)) return refuse(ctx, ADDRESS_MESSAGE);
  return v.toLowerCase();
}).check(z.meta({ param: addressParam } satisfies ParamDoc));

/** An integer in [min, max]; undefined when absent (a cursor carries its own page size). */
function v2Int(name: string, min: number, max: number, dflt: number, description?: string) {
  return wire((v, ctx): number | undefined => {
    if (!present(v)) return undefined;
    if (!isUintText(v) || v.length > 16 || Number(v) < min || Number(v) > max)
      return refuse(ctx, `${name} must be an integer between ${min} and ${max}`);
    return Number(v);
  }).check(
    z.meta({
      ...(description ? { description } : {}),
      param: { type: 'integer', minimum: min, maximum: max, default: dflt },
    } satisfies ParamDoc),
  );
}

/** Epoch seconds where 0 (or omitted) disables the bound. */
function v2Epoch(name: string) {
  return wire((v, ctx): number => {
    if (!present(v)) return 0;
    if (!isUintText(v) || v.length > 16) return refuse(ctx, `invalid ${name}: expected epoch seconds (an integer >= 0)`);
    return Number(v);
  }).check(
    z.meta({
      description: 'epoch seconds, floored to its UTC day; 0 or omitted: no bound',
      param: { type: 'integer', minimum: 0 },
    } satisfies ParamDoc),
  );
}

/** Any category is accepted (observed); it compares lower-case, and an unknown one is an empty board. */
const boardCategory = (extra: string) =>
  wire((v) => (v === undefined || v.trim() === '' ? undefined : v.trim().toLowerCase())).check(
    z.meta({
      description: `overall (default), a market category${extra}; case-insensitive, any value accepted`,
      param: { type: 'string', default: 'overall' },
    } satisfies ParamDoc),
  );

const cursor = z
  .pipe(
    z.optional(z.string().check(z.maxLength(2048, { error: 'invalid cursor' }))),
    z.transform((v: string | undefined) => (v === '' ? undefined : v)),
  )
  .check(
    z.meta({
      description: 'pagination.next_cursor of the previous page; it pins the board, and limit is ignored beside it',
      param: { type: 'string' },
    } satisfies ParamDoc),
  );

const boardLimit = v2Int('limit', 0, BOARD_LIMIT.max, BOARD_LIMIT.default, 'first-page size');

/* ---------- v2 routes ---------- */

/** GET /v2/leaderboard (alias: user_address → user). */
export const leaderboardV2Query = z.object({
  time_period: v2Enum(V2_TIME_PERIOD, TIME_PERIOD_MESSAGE, 'day'),
  sort_by: v2Enum(V2_SORT_BY, SORT_BY_MESSAGE, 'PNL'),
  category: boardCategory(''),
  user: v2UserOptional,
  limit: boardLimit,
  cursor,
});

export const buildersLeaderboardV2Query = z.object({
  time_period: v2Enum(V2_TIME_PERIOD, TIME_PERIOD_MESSAGE, 'day'),
  limit: boardLimit,
  cursor,
});

/** GET /v2/builders/volume (aliases: time_period, timePeriod → interval; the message names time_period, as observed). */
export const buildersVolumeV2Query = z.object({
  interval: v2Enum(V2_TIME_PERIOD, TIME_PERIOD_MESSAGE, 'day'),
  limit: v2Int('limit', 0, BUILDERS_VOLUME_LIMIT.max, BUILDERS_VOLUME_LIMIT.default, 'how many of the newest buckets'),
});

/** GET /v2/user-volume (alias: user_address → user). */
export const userVolumeV2Query = z.object({
  user: v2UserRequired,
  start: v2Epoch('start'),
  end: v2Epoch('end'),
});

export const approvalsV2Query = z.object({ user: v2UserRequired });

/**
 * GET /v2/user-pnl (alias: user_address → user). Matched case-sensitively, like prices-history's
 * interval: '1m' is a month and '1M' means nothing here.
 */
export const userPnlV2Query = z.object({
  user: v2UserRequired,
  interval: z.pipe(
    v2Enum(USER_PNL_INTERVAL, USER_PNL_INTERVAL_MESSAGE, '1d', true),
    z.transform((v: UserPnlInterval | undefined): UserPnlInterval => v ?? '1d'),
  ),
  fidelity: z.pipe(
    v2Enum(USER_PNL_FIDELITY, USER_PNL_FIDELITY_MESSAGE, '1h', true),
    z.transform((v: UserPnlFidelity | undefined): UserPnlFidelity => v ?? '1h'),
  ),
});

/** GET /v2/biggest-winners: time_period and category are pinned by the cursor. */
export const biggestWinnersV2Query = z.object({
  time_period: v2Enum(V2_TIME_PERIOD, TIME_PERIOD_MESSAGE, 'day'),
  category: boardCategory(', or combos (combo wins only)'),
  limit: boardLimit,
  cursor,
});
