import type { UserCols } from '../shared/joined-columns';

/*
 * The internal rows of the market aggregates, as the SQL selects them. The v1 (camelCase) and v2
 * (snake_case) holders answers are both shaped from a HolderRow; v1 reads fewer of its columns.
 */

/** One holder of one outcome token, with the market's tokens and the token's mark. */
export type HolderRow = {
  user: string;
  asset: string;
  outcome_index: number;
  size: number;
  cost: number;
  realized_pnl: number;
  condition_id: string;
  token0: string;
  token1: string;
  /** the holder's balance of the other outcome of the market */
  opp_size: number;
  mark: number;
  verified: number | null;
  display_username_public: number | null;
} & UserCols;

/** The columns of a HolderRow the v1 answer reads. */
export type HolderV1Row = Pick<HolderRow, 'user' | 'size' | 'display_username_public'> & UserCols;

/** A market's traded volume in micro USDC. */
export type MarketVolume = { condition_id: string; volume: number };
