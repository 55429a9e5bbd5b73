import type { MarketCols, UserCols } from '../shared/joined-columns';

/*
 * The internal rows of the history feeds, as the SQL selects them. The v1 (camelCase) and v2
 * (snake_case) answers of a feed are both shaped from one of these.
 */

/** One row of the activity ledger. */
export type ActivityRow = {
  id: number;
  ts: number;
  type: string;
  condition_id: string;
  asset: string;
  outcome_index: number;
  side: string;
  size: number;
  usdc_size: number;
  price: number;
  is_combo: number;
  tx_hash: string;
} & MarketCols;

/** One side of a fill: role 0 the taker, 1 the maker. */
export type TradeRow = {
  id: number;
  ts: number;
  role: number;
  wallet: string;
  side: string;
  asset: string;
  condition_id: string;
  outcome_index: number;
  size: number;
  price: number;
  tx_hash: string;
} & MarketCols &
  UserCols;

/** An activity row of the v2 feed, which joins its owner's address and profile onto each row. */
export type ActivityFeedRow = ActivityRow & { wallet: string } & UserCols;

/** A wallet's profile, which v1 /activity reads once per page rather than per row. */
export type Profile = {
  display_address: string;
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  profile_image_optimized: string;
};
