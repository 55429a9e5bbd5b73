import { z } from 'zod/mini';
import { isUintText } from '../../wire-integer';
import {
  ACTIVITY_TYPES,
  address,
  boolean,
  decimal,
  eventIdList,
  hash64List,
  integer,
  list,
  oneOf,
  refuse,
  SORT_DIRECTION,
  TITLE_MAX,
  type ActivityType,
  type ParamDoc,
  wire,
} from './params';

export { ACTIVITY_TYPES, type ActivityType };

/*
 * Query-parameter schemas of the v1 history routes (trades, activity, closed and market positions,
 * holders and the small aggregates). Same wire rules as params.ts: strings in, every message names
 * its parameter.
 */

const HASH64_RE = /^0x[a-fA-F0-9]{64}$/;

/** Epoch seconds accepted by start/end (far beyond any real date, still exact in a double). */
const EPOCH_MAX = 99_999_999_999;

/**
 * A limit that is CLAMPED above its cap (the spec's /trades and /activity): a client asking for
 * 50,000 rows gets the cap, while a malformed or negative value is still a 400.
 */
export const clampedLimit = (name: string, max: number, dflt: number) =>
  wire((v, ctx) => {
    if (v === undefined || v === '') return dflt;
    // any length of digits is a valid "large" value; only the form is checked
    if (!isUintText(v)) return refuse(ctx, `invalid ${name}: expected an integer >= 0`);
    return v.length > 16 ? max : Math.min(Number(v), max);
  }).check(
    z.meta({
      description: `values above ${max} are served as ${max}`,
      param: { type: 'integer', minimum: 0, default: dflt },
    } satisfies ParamDoc),
  );

const epoch = (name: string) =>
  integer(name, 0, EPOCH_MAX, 0).check(z.meta({ description: 'epoch seconds; 0 or omitted: the default window' } satisfies ParamDoc));

const mutuallyExclusive = (q: { market?: unknown; eventId?: unknown }, ctx: z.core.$RefinementCtx) => {
  if (q.market && q.eventId) ctx.addIssue({ code: 'custom', message: 'market and eventId are mutually exclusive: send one of them' });
};

export const TRADES_LIMIT = { default: 100, max: 10_000 } as const;
export const TRADES_OFFSET_MAX = 10_000;
export const TRADE_SIDE = ['BUY', 'SELL'] as const;
export const FILTER_TYPE = ['CASH', 'TOKENS'] as const;

/** A side or a filter type without a default: undefined when omitted. */
const optionalOneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) => {
  const read = oneOf(name, values, '' as T[number]);
  return z.pipe(
    read,
    z.transform((v: z.output<typeof read>) => (v === '' ? undefined : v)),
  );
};

export const tradesQuery = z
  .object({
    limit: clampedLimit('limit', TRADES_LIMIT.max, TRADES_LIMIT.default),
    offset: integer('offset', 0, TRADES_OFFSET_MAX, 0),
    takerOnly: boolean('takerOnly', true),
    filterType: optionalOneOf('filterType', FILTER_TYPE),
    // -1: not sent (0 is a real threshold)
    filterAmount: decimal('filterAmount', 0, -1),
    market: hash64List('market'),
    eventId: eventIdList('eventId'),
    user: z.optional(address('user')),
    side: optionalOneOf('side', TRADE_SIDE),
    start: epoch('start'),
    end: epoch('end'),
  })
  .check(
    z.superRefine((q, ctx) => {
      mutuallyExclusive(q, ctx);
      if ((q.filterType === undefined) !== q.filterAmount < 0) {
        ctx.addIssue({ code: 'custom', message: 'filterType and filterAmount must be sent together' });
      }
    }),
  );
export type TradesQuery = z.output<typeof tradesQuery>;

export const ACTIVITY_SORT = ['TIMESTAMP', 'TOKENS', 'CASH'] as const;
export const ACTIVITY_LIMIT = { default: 100, max: 500 } as const;
export const ACTIVITY_OFFSET_MAX = 5_000;

const activityType = (s: string): ActivityType | undefined => {
  const up = /^[A-Za-z_]+$/.test(s) ? s.toUpperCase() : s;
  return (ACTIVITY_TYPES as readonly string[]).includes(up) ? (up as ActivityType) : undefined;
};

export const activityQuery = z
  .object({
    limit: clampedLimit('limit', ACTIVITY_LIMIT.max, ACTIVITY_LIMIT.default),
    offset: integer('offset', 0, ACTIVITY_OFFSET_MAX, 0),
    user: address('user'),
    market: hash64List('market'),
    eventId: eventIdList('eventId'),
    type: list('type', activityType, `one of ${ACTIVITY_TYPES.join(', ')}`, ACTIVITY_TYPES.length * 4, {
      type: 'string',
      enum: [...ACTIVITY_TYPES],
    }),
    excludeDepositsWithdrawals: boolean('excludeDepositsWithdrawals', true),
    start: epoch('start'),
    end: epoch('end'),
    sortBy: oneOf('sortBy', ACTIVITY_SORT, 'TIMESTAMP'),
    sortDirection: oneOf('sortDirection', SORT_DIRECTION, 'DESC'),
    side: optionalOneOf('side', TRADE_SIDE),
  })
  .check(z.superRefine(mutuallyExclusive));
export type ActivityQuery = z.output<typeof activityQuery>;

export const CLOSED_SORT = ['REALIZEDPNL', 'TITLE', 'PRICE', 'AVGPRICE', 'TIMESTAMP'] as const;
export type ClosedSort = (typeof CLOSED_SORT)[number];
export const CLOSED_LIMIT = { default: 10, max: 50 } as const;
export const CLOSED_OFFSET_MAX = 100_000;

export const closedPositionsQuery = z
  .object({
    user: address('user'),
    market: hash64List('market'),
    eventId: eventIdList('eventId'),
    title: z.optional(z.string().check(z.maxLength(TITLE_MAX, { error: `invalid title: at most ${TITLE_MAX} characters` }))),
    limit: integer('limit', 0, CLOSED_LIMIT.max, CLOSED_LIMIT.default),
    offset: integer('offset', 0, CLOSED_OFFSET_MAX, 0),
    sortBy: oneOf('sortBy', CLOSED_SORT, 'REALIZEDPNL'),
    sortDirection: oneOf('sortDirection', SORT_DIRECTION, 'DESC'),
  })
  .check(z.superRefine(mutuallyExclusive));

export const MARKET_POSITION_STATUS = ['OPEN', 'CLOSED', 'ALL'] as const;
export const MARKET_POSITION_SORT = ['TOKENS', 'CASH_PNL', 'REALIZED_PNL', 'TOTAL_PNL'] as const;
export type MarketPositionSort = (typeof MARKET_POSITION_SORT)[number];

export const marketPositionsQuery = z.object({
  market: z.pipe(
    z
      .string({ error: 'market is required' })
      .check(z.regex(HASH64_RE, { error: 'invalid market: expected a 0x-prefixed 64-hex-digit hash' })),
    z.transform((s: string) => s.toLowerCase()),
  ),
  user: z.optional(address('user')),
  status: oneOf('status', MARKET_POSITION_STATUS, 'ALL'),
  sortBy: oneOf('sortBy', MARKET_POSITION_SORT, 'TOTAL_PNL'),
  sortDirection: oneOf('sortDirection', SORT_DIRECTION, 'DESC'),
  limit: integer('limit', 0, 500, 50),
  offset: integer('offset', 0, 10_000, 0),
});

export const HOLDERS_LIMIT = { default: 20, max: 20 } as const;
export const MIN_BALANCE_MAX = 999_999;

export const holdersQuery = z.object({
  market: hash64List('market')
    .check(z.refine((m) => m !== undefined, { error: 'market is required' }))
    .check(z.meta({ required: true } satisfies ParamDoc)),
  limit: integer('limit', 0, HOLDERS_LIMIT.max, HOLDERS_LIMIT.default),
  minBalance: integer('minBalance', 0, MIN_BALANCE_MAX, 1),
});

export const userQuery = z.object({ user: address('user') });

export const valueQuery = z.object({ user: address('user'), market: hash64List('market') });

export const oiQuery = z.object({ market: hash64List('market') });

// 0 stands for "not sent": a sent 0 already fails the minimum of 1
export const liveVolumeQuery = z.object({
  id: integer('id', 1, Number.MAX_SAFE_INTEGER, 0)
    .check(z.refine((id) => id !== 0, { error: 'id is required' }))
    .check(z.meta({ description: 'event id', required: true } satisfies ParamDoc)),
});

export const REVISIONS_LIMIT = { default: 100, max: 500 } as const;

export const revisionsQuery = z.object({
  questionID: z.pipe(
    z
      .string({ error: 'questionID is required' })
      .check(z.regex(HASH64_RE, { error: 'invalid questionID: expected a 0x-prefixed 64-hex-digit hash' })),
    z.transform((s: string) => s.toLowerCase()),
  ),
  limit: integer('limit', 0, REVISIONS_LIMIT.max, REVISIONS_LIMIT.default),
});

export type ClosedPositionsQuery = z.output<typeof closedPositionsQuery>;
export type MarketPositionsQuery = z.output<typeof marketPositionsQuery>;
