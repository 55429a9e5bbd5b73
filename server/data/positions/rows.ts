import type { PositionState } from '../../ledger/types';

/*
 * The internal rows of the position routes: the ledger's positions columns, the market's display and
 * pricing columns and the holder's profile. v1 (camelCase) and v2 (snake_case) answers are both shaped
 * from these names.
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

/**
 * A row of /positions (v1) and /v2/positions: one position of a page, with what both wires show.
 * Its mark, value and market flags are the ones the positions table keeps (migration 8), the same
 * numbers the page was sorted and filtered by.
 */
export type PositionRow = PositionState & {
  user: string;
  asset: string;
  condition_id: string;
  outcome_index: number;
  first_ts: number;
  last_ts: number;
  /** The outcome's mark (micro per share) and the holding's value at it (micro). */
  mark: number;
  current_value: number;
  market_resolved: boolean;
  market_archived: boolean;
  /** The owner's size of the other outcome (mergeable when both are held). */
  opp_size: number;
  opposite_asset: string;
  /** What the page is ordered by, before (user, asset): the cursor's key. */
  sort_value: unknown;
} & Pick<PositionMarket, 'event_id' | 'title' | 'slug' | 'event_slug' | 'outcome0' | 'outcome1' | 'end_date' | 'neg_risk'> & {
    icon: string;
  } & PositionHolder;

/** The columns of a position (and its market) the v1 closed-positions answer reads. */
export type ClosedPositionRow = Pick<
  PositionRow,
  'asset' | 'condition_id' | 'outcome_index' | 'total_bought' | 'bought_cost' | 'realized_pnl' | 'last_ts'
> &
  Omit<PositionMarket, 'event_id' | 'icon' | 'neg_risk' | 'archived'> & { icon: string };

/** The columns of a position (and its holder) the v1 market-positions answer reads. */
export type MarketPositionRow = Pick<PositionRow, 'user' | 'size' | 'cost' | 'total_bought' | 'bought_cost' | 'realized_pnl'> &
  PositionHolder;

/** A market's tokens, labels and pricing. */
export type MarketPricing = Pick<
  PositionMarket,
  'token0' | 'token1' | 'outcome0' | 'outcome1' | 'price0' | 'resolved_at' | 'payout0' | 'payout1'
>;
