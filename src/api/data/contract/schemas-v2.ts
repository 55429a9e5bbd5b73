import { z } from 'zod/mini';
import { ACTIVITY_TYPES } from './params';
import { Address, ComboConditionId, fillFigures, Hash64, marketTitle } from './schemas';

/* Wire shapes of the v2 data routes (the reference's field-by-field schemas), snake_case. */

export const V2ErrorResponse = z.object({
  error: z.string(),
  code: z.enum([
    'invalid_request',
    'unauthorized',
    'not_found',
    'method_not_allowed',
    'request_timeout',
    'rate_limited',
    'dependency_unavailable',
    'internal',
  ]),
  retryable: z.boolean(),
  trace_id: z.string(),
  // sent only when one parameter is at fault; never null
  parameter: z.optional(z.string()),
});

export const V2Pagination = z.object({
  limit: z.int().check(z.minimum(0)),
  offset: z.int().check(z.minimum(0)),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

export const V2Position = z.object({
  proxy_wallet: Address,
  token_id: z.string(),
  condition_id: Hash64,
  current_size: z.number(),
  avg_price: z.number(),
  entry_cost_usdc: z.number(),
  entry_fees_usdc: z.number(),
  total_cost_usdc: z.number(),
  current_price: z.number(),
  current_value: z.number(),
  total_size: z.number(),
  realized_pnl: z.number(),
  unrealized_pnl: z.number(),
  total_pnl: z.number(),
  percent_pnl: z.number(),
  percent_realized_pnl: z.number(),
  status: z.enum(['OPEN', 'REDEEMABLE', 'CLOSED']),
  redeemable: z.boolean(),
  mergeable: z.boolean(),
  negative_risk: z.boolean(),
  archived: z.boolean(),
  ...marketTitle,
  event_id: z.string(),
  event_slug: z.string(),
  outcome: z.string(),
  outcome_index: z.int(),
  opposite_outcome: z.string(),
  opposite_token_id: z.string(),
  end_date: z.string(),
  last_event_at: z.int(),
  first_entry_at: z.int(),
  name: z.string(),
  profile_image: z.string(),
  verified: z.boolean(),
});

const profile = {
  name: z.string(),
  pseudonym: z.string(),
  bio: z.string(),
  profile_image: z.string(),
  profile_image_optimized: z.string(),
};

export const V2Trade = z.object({
  proxy_wallet: Address,
  side: z.enum(['BUY', 'SELL']),
  token_id: z.string(),
  condition_id: Hash64,
  ...fillFigures,
  ...marketTitle,
  event_slug: z.string(),
  outcome: z.string(),
  outcome_index: z.int(),
  transaction_hash: z.string(),
  ...profile,
});

export const V2Activity = z.object({
  proxy_wallet: Address,
  timestamp: z.int(),
  // '' on rows of no market (deposits, rewards...); the combo condition id on combo rows
  condition_id: z.union([Hash64, ComboConditionId, z.literal('')]),
  type: z.enum(ACTIVITY_TYPES),
  size: z.number(),
  usdc_size: z.number(),
  transaction_hash: z.string(),
  price: z.number(),
  token_id: z.string(),
  // '' on rows that are not a trade
  side: z.enum(['BUY', 'SELL', '']),
  outcome_index: z.int(),
  ...marketTitle,
  event_slug: z.string(),
  outcome: z.string(),
  // flag only on combo rows; omitted (not false) elsewhere
  is_combo: z.optional(z.literal(true)),
  ...profile,
});

export const V2Holder = z.object({
  proxy_wallet: Address,
  token_id: z.string(),
  amount: z.number(),
  display_username_public: z.boolean(),
  outcome_index: z.int(),
  verified: z.boolean(),
  avg_price: z.optional(z.number()),
  entry_cost_usdc: z.optional(z.number()),
  current_price: z.optional(z.number()),
  current_value: z.optional(z.number()),
  realized_pnl: z.optional(z.number()),
  unrealized_pnl: z.optional(z.number()),
  total_pnl: z.optional(z.number()),
  ...profile,
});

export const v2Page = <T extends z.core.SomeType>(row: T) => z.object({ data: z.array(row), pagination: V2Pagination });

export const V2UserStats = z.object({
  proxy_wallet: Address,
  trades: z.int().check(z.minimum(0)),
  biggest_win: z.number(),
  views: z.int().check(z.minimum(0)),
  join_date: z.nullable(z.int()),
  // no PnL series is persisted, so there is never an observation to serve
  all_time_pnl: z.null(),
});

/* Envelopes of the v2 routes: { data } and, on paged routes, { data, pagination }. */

export const V2PositionsPage = v2Page(V2Position);
export const V2TradesPage = v2Page(V2Trade);
export const V2ActivityPage = v2Page(V2Activity);

/** One outcome token's holders; a multi-market page interleaves tokens, so merge by token_id. */
export const V2MetaHolder = z.object({ token_id: z.string(), holders: z.array(V2Holder) });
export const V2HoldersPage = v2Page(V2MetaHolder);

export const V2ValueResponse = z.object({ data: z.object({ proxy_wallet: Address, value: z.number() }) });

/** An unknown user is a documented miss: data null. */
export const V2UserStatsResponse = z.object({ data: z.nullable(V2UserStats) });

/** Per requested condition, or one GLOBAL row without a condition filter. */
export const V2OpenInterestResponse = z.object({
  data: z.array(z.object({ condition_id: z.union([Hash64, z.literal('GLOBAL')]), value: z.number() })),
});

export const V2LiveVolumeResponse = z.object({
  data: z.object({
    taker_volume_total: z.number(),
    conditions: z.array(z.object({ condition_id: Hash64, taker_volume: z.number() })),
  }),
});

const Rfc3339 = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/));
const Count = z.int().check(z.minimum(0));

export const V2CursorLag = z.object({ source: z.string(), block: z.int(), behind_max: z.int() });

export const V2Status = z.object({
  computed_at: Rfc3339,
  age_seconds: Count,
  serving: z.object({
    lag_seconds: Count,
    worst: z.string(),
    mechanisms: z.array(z.object({ name: z.enum(['activity_feed', 'custody_balances', 'pnl']), age_seconds: Count })),
  }),
  // the ledger is the source: no chain is crawled, so there are no ingestion cursors (cursors 0, lagging [])
  ingestion: z.object({
    cursors: Count,
    chain_id: z.int(),
    lagging: z.array(V2CursorLag),
    max_synced_block: z.nullable(z.int()),
    min_synced_block: z.nullable(z.int()),
    most_lagged: z.nullable(V2CursorLag),
    network: z.nullable(z.string()),
  }),
});
export const V2StatusResponse = z.object({ data: V2Status });

const resolutionBase = {
  question_id: Hash64,
  status: z.enum(['active', 'resolved']),
  extended_review: z.boolean(),
  was_disputed: z.boolean(),
  new_version_q: z.boolean(),
  transaction_hash: z.string(),
  log_index: z.string(),
};

/** A question_id lookup: no condition_id, and the clock as an epoch-seconds string. */
export const V2QuestionResolution = z.object({ ...resolutionBase, last_update_timestamp: z.string().check(z.regex(/^[0-9]+$/)) });

/** A condition or event lookup; the payout fields appear once the market has resolved. */
export const V2ConditionResolution = z.object({
  condition_id: Hash64,
  ...resolutionBase,
  last_update_timestamp: Rfc3339,
  market_type: z.enum(['BINARY', 'ATOMIC_NEGRISK']),
  payouts: z.optional(z.array(z.int().check(z.minimum(0))).check(z.length(2))),
  resolved_at: z.optional(Rfc3339),
  resolution_source: z.optional(z.literal('reported')),
});

export const V2ResolutionsResponse = z.object({ data: z.array(z.union([V2ConditionResolution, V2QuestionResolution])) });

/** resolution_seconds: the bucket width of an aggregate point, 0 for an exact tick. */
export const V2PricePoint = z.object({
  timestamp: z.int(),
  price: z.number().check(z.minimum(0), z.maximum(1)),
  resolution_seconds: Count,
});
export const V2PricesHistoryPage = v2Page(V2PricePoint);
