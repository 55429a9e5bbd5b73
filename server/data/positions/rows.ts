import type { PositionState } from '../../ledger/types';

/*
 * The internal row of a position, as the position routes read it: the ledger's positions columns,
 * the market's display and pricing columns and the holder's profile. v1 (camelCase) and v2
 * (snake_case) answers are both shaped from these names, each route selecting the columns it needs.
 */

/** The market columns a position is priced and labelled with. */
export type PositionMarket = {
  event_id: number;
  title: string;
  slug: string;
  icon: string | null;
  event_slug: string;
  outcome0: string;
  outcome1: string;
  token0: string;
  token1: string;
  end_date: number;
  neg_risk: number;
  archived: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** The holder's profile columns a position row carries. */
export type PositionHolder = { display_address: string | null; name: string | null; profile_image: string | null; verified: number | null };

export type PositionRow = PositionState & {
  user: string;
  asset: string;
  condition_id: string;
  outcome_index: number;
  first_ts: number;
  last_ts: number;
  /** The owner's size of the other outcome (mergeable when both are held). */
  opp_size: number;
} & PositionMarket &
  PositionHolder;

/** The columns of a PositionRow (and its market) the v1 closed-positions answer reads. */
export type ClosedPositionRow = Pick<
  PositionRow,
  'asset' | 'condition_id' | 'outcome_index' | 'total_bought' | 'bought_cost' | 'realized_pnl' | 'last_ts'
> &
  Omit<PositionMarket, 'event_id' | 'icon' | 'neg_risk' | 'archived'> & { icon: string };

/** The columns of a PositionRow (and its holder) the v1 market-positions answer reads. */
export type MarketPositionRow = Pick<PositionRow, 'user' | 'size' | 'cost' | 'total_bought' | 'bought_cost' | 'realized_pnl'> &
  PositionHolder;

/** A market's tokens, labels and pricing. */
export type MarketPricing = Pick<
  PositionMarket,
  'token0' | 'token1' | 'outcome0' | 'outcome1' | 'price0' | 'resolved_at' | 'payout0' | 'payout1'
>;
