import { z } from 'zod';
import { Address } from './schemas';

/* Wire shapes of the v2 data routes (the reference's field-by-field schemas), snake_case. */

export const V2ErrorResponse = z.object({
  error: z.string(),
  code: z.enum(['invalid_request', 'unauthorized', 'not_found', 'method_not_allowed', 'request_timeout', 'rate_limited', 'dependency_unavailable', 'internal']),
  retryable: z.boolean(),
  trace_id: z.string(),
  parameter: z.string().nullish(),
});

export const V2Pagination = z.object({
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
});

export const V2Position = z.object({
  proxy_wallet: Address,
  token_id: z.string(),
  condition_id: z.string(),
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
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  event_id: z.string(),
  event_slug: z.string(),
  outcome: z.string(),
  outcome_index: z.number().int(),
  opposite_outcome: z.string(),
  opposite_token_id: z.string(),
  end_date: z.string(),
  last_event_at: z.number().int(),
  first_entry_at: z.number().int(),
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
  condition_id: z.string(),
  size: z.number(),
  price: z.number(),
  timestamp: z.number().int(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  event_slug: z.string(),
  outcome: z.string(),
  outcome_index: z.number().int(),
  transaction_hash: z.string(),
  ...profile,
});

export const V2Activity = z.object({
  proxy_wallet: Address,
  timestamp: z.number().int(),
  condition_id: z.string(),
  type: z.string(),
  size: z.number(),
  usdc_size: z.number(),
  transaction_hash: z.string(),
  price: z.number(),
  token_id: z.string(),
  side: z.string(),
  outcome_index: z.number().int(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  event_slug: z.string(),
  outcome: z.string(),
  is_combo: z.boolean().optional(),
  ...profile,
});

export const V2Holder = z.object({
  proxy_wallet: Address,
  token_id: z.string(),
  amount: z.number(),
  display_username_public: z.boolean(),
  outcome_index: z.number().int(),
  verified: z.boolean(),
  avg_price: z.number().optional(),
  entry_cost_usdc: z.number().optional(),
  current_price: z.number().optional(),
  current_value: z.number().optional(),
  realized_pnl: z.number().optional(),
  unrealized_pnl: z.number().optional(),
  total_pnl: z.number().optional(),
  ...profile,
});

export const v2Page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), pagination: V2Pagination });

export const V2UserStats = z.object({
  proxy_wallet: Address,
  trades: z.number().int().min(0),
  biggest_win: z.number(),
  views: z.number().int().min(0),
  join_date: z.number().int().nullable(),
  all_time_pnl: z.unknown().nullable(),
});
