import { z } from 'zod/mini';
import { Address, ComboConditionId } from './schemas';

/* Response records of the combo routes (spec: Combo records, Pagination). Money is a decimal string. */

const Decimal6 = z.string().check(z.regex(/^-?[0-9]+\.[0-9]{6}$/));
const Rfc3339 = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/));
const ComboStatusEnum = z.enum(['OPEN', 'PARTIAL', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS']);

export const Pagination = z.object({
  limit: z.int().check(z.minimum(0)),
  offset: z.int().check(z.minimum(0)),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});
export type Pagination = z.infer<typeof Pagination>;

export const ComboEvent = z.object({ event_id: z.string(), event_slug: z.string(), event_title: z.string(), event_image: z.string() });

export const ComboMarket = z.object({
  market_id: z.string(),
  slug: z.string(),
  title: z.string(),
  outcome: z.string(),
  image_url: z.string(),
  icon_url: z.string(),
  category: z.string(),
  subcategory: z.string(),
  tags: z.array(z.string()),
  end_date: Rfc3339,
  event: ComboEvent,
});

export const ComboLeg = z.object({
  leg_index: z.int(),
  leg_position_id: z.string(),
  leg_condition_id: z.string(),
  leg_outcome_index: z.int(),
  leg_outcome_label: z.string(),
  leg_status: z.enum(['OPEN', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS']),
  leg_resolved_at: z.nullable(Rfc3339),
  leg_current_price: z.string().check(z.regex(/^(0|1|0\.[0-9]*[1-9]|1\.0*)$/)),
  market: ComboMarket,
});
export type ComboLeg = z.infer<typeof ComboLeg>;

export const ComboPosition = z.object({
  combo_condition_id: ComboConditionId,
  combo_position_id: z.string(),
  module_id: z.literal(3),
  user_address: Address,
  shares_balance: Decimal6,
  entry_avg_price_usdc: Decimal6,
  entry_cost_usdc: Decimal6,
  // '0.00' is the spec's zero form while nothing was redeemed
  realized_payout_usdc: z.union([z.literal('0.00'), Decimal6]),
  total_cost_usdc: Decimal6,
  gross_entry_cost_usdc: Decimal6,
  entry_fees_usdc: Decimal6,
  status: ComboStatusEnum,
  first_entry_at: Rfc3339,
  resolved_at: z.nullable(Rfc3339),
  updated_at: Rfc3339,
  legs_total: z.int(),
  legs_resolved: z.int(),
  legs_pending: z.int(),
  legs: z.array(ComboLeg),
});
export type ComboPosition = z.infer<typeof ComboPosition>;

/** v2 row: the spec's record plus the reference's proxy_wallet, redeemable and micros watermarks. */
export const ComboPositionV2 = z.extend(ComboPosition, {
  proxy_wallet: Address,
  redeemable: z.boolean(),
  first_entry_at_micros: z.int(),
  updated_at_micros: z.int(),
});

const ComboEventType = z.enum(['Split', 'Merge', 'Convert', 'Compress', 'Wrap', 'Unwrap', 'Redeem']);

export const ComboActivity = z.object({
  id: z.string(),
  // event_kind and side are the deprecated spellings of type, and carry the same value
  event_kind: ComboEventType,
  side: ComboEventType,
  type: ComboEventType,
  module_kind: z.literal('Combinatorial'),
  user_address: Address,
  combo_condition_id: ComboConditionId,
  combo_position_id: z.string(),
  module_id: z.int(),
  amount_usdc: z.nullable(z.number()),
  payout_usdc: z.nullable(z.number()),
  timestamp: z.int(),
  tx_dttm: Rfc3339,
  tx_hash: z.string(),
  log_index: z.int(),
  block_number: z.int(),
  legs: z.array(ComboLeg),
});
export type ComboActivity = z.infer<typeof ComboActivity>;

export const CombosResponse = z.object({ combos: z.array(ComboPosition), pagination: Pagination });
export const CombosActivityResponse = z.object({ activity: z.array(ComboActivity), pagination: Pagination });
export const ComboPositionsPage = z.object({ data: z.array(ComboPositionV2), pagination: Pagination });
export const ComboActivityPage = z.object({ data: z.array(ComboActivity), pagination: Pagination });
