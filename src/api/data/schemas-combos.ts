import { z } from 'zod';
import { Address, ComboConditionId } from './schemas';

/* Response records of the combo routes (spec: Combo records, Pagination). Money is a decimal string. */

const Decimal6 = z.string().regex(/^-?[0-9]+\.[0-9]{6}$/);
const Rfc3339 = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
const ComboStatusEnum = z.enum(['OPEN', 'PARTIAL', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS']);

export const Pagination = z.object({
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
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
  leg_index: z.number().int(),
  leg_position_id: z.string(),
  leg_condition_id: z.string(),
  leg_outcome_index: z.number().int(),
  leg_outcome_label: z.string(),
  leg_status: z.enum(['OPEN', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS']),
  leg_resolved_at: Rfc3339.nullable(),
  leg_current_price: z.string().regex(/^(0|1|0\.[0-9]*[1-9]|1\.0*)$/),
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
  resolved_at: Rfc3339.nullable(),
  updated_at: Rfc3339,
  legs_total: z.number().int(),
  legs_resolved: z.number().int(),
  legs_pending: z.number().int(),
  legs: z.array(ComboLeg),
});
export type ComboPosition = z.infer<typeof ComboPosition>;

/** v2 row: the spec's record plus the reference's proxy_wallet, redeemable and micros watermarks. */
export const ComboPositionV2 = ComboPosition.extend({
  proxy_wallet: Address,
  redeemable: z.boolean(),
  first_entry_at_micros: z.number().int(),
  updated_at_micros: z.number().int(),
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
  module_id: z.number().int(),
  amount_usdc: z.number().nullable(),
  payout_usdc: z.number().nullable(),
  timestamp: z.number().int(),
  tx_dttm: Rfc3339,
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.number().int(),
  legs: z.array(ComboLeg),
});
export type ComboActivity = z.infer<typeof ComboActivity>;

export const CombosResponse = z.object({ combos: z.array(ComboPosition), pagination: Pagination });
export const CombosActivityResponse = z.object({ activity: z.array(ComboActivity), pagination: Pagination });
export const ComboPositionsPage = z.object({ data: z.array(ComboPositionV2), pagination: Pagination });
export const ComboActivityPage = z.object({ data: z.array(ComboActivity), pagination: Pagination });
