import type { ActivityType } from '../../src/api/data/contract/params';

export { type ActivityType };
/** Inputs and results of the ledger operations. Every amount is an integer in micro (1e6) units. */

export type Side = 'BUY' | 'SELL';

export type RewardType = 'REWARD' | 'YIELD' | 'MAKER_REBATE' | 'TAKER_REBATE' | 'REFERRAL_REWARD';

export const REWARD_TYPES: readonly RewardType[] = ['REWARD', 'YIELD', 'MAKER_REBATE', 'TAKER_REBATE', 'REFERRAL_REWARD'];

/** Fields every operation accepts: when it happened and, optionally, its transaction hash. */
type Stamped = {
  /** epoch seconds */
  ts: number;
  /** 0x + 64 hex; derived deterministically from the ledger's state when omitted */
  txHash?: string;
};

export type CashInput = Stamped & { user: string; amount: number };

export type RewardInput = CashInput & {
  type: RewardType;
  /** the market the reward is for, when it is tied to one */
  conditionId?: string;
};

export type TradeInput = Stamped & {
  conditionId: string;
  outcomeIndex: 0 | 1;
  taker: string;
  maker: string;
  /** the maker has the other side */
  takerSide: Side;
  /** shares, micro */
  size: number;
  /** micro USDC per share, strictly between 0 and 1e6 */
  price: number;
  /** micro USDC; see feeFor() */
  takerFee?: number;
  makerFee?: number;
  /** bytes32 builder code; NO_BUILDER when unattributed, '' for the legacy builder */
  builderCode?: string;
};

export type TradeResult = {
  tradeId: number;
  takerActivityId: number;
  makerActivityId: number;
  /** USDC exchanged, fee-exclusive */
  notional: number;
};

export type SplitMergeInput = Stamped & {
  user: string;
  conditionId: string;
  /** USDC in (split) or out (merge) = shares of each outcome minted or burned */
  amount: number;
  /** price of outcome 0 used to divide the basis between the outcomes; defaults to markets.price0 */
  price0?: number;
};

export type ConvertInput = Stamped & {
  user: string;
  /** the neg-risk markets whose NO shares (outcome 1) are converted; all in one neg-risk event */
  conditionIds: readonly string[];
  /** NO shares converted in each of those markets */
  amount: number;
  /** YES prices (outcome 0) of the other markets of the event, to price the shares received; default markets.price0 */
  prices?: Readonly<Record<string, number>>;
};

export type CashTransferInput = Stamped & { from: string; to: string; amount: number };

export type ShareTransferInput = Stamped & {
  from: string;
  to: string;
  /** token id (uint256 decimal) */
  asset: string;
  /** shares, micro */
  amount: number;
};

export type ConvertResult = { activityId: number; usdc: number };

export type ResolveInput = {
  conditionId: string;
  /** payout per share of outcome 0 and 1, micro; they sum to 1e6 (fractional payouts such as 50/50 allowed) */
  payouts: readonly [number, number];
  ts: number;
};

export type RedeemInput = Stamped & {
  user: string;
  conditionId: string;
  /** shares of outcome 0 and 1 to redeem (0 = none of that outcome); default: everything held of both */
  amounts?: readonly [number, number];
};

export type RedeemResult = { payout: number; activityIds: number[] };

export type ComboLegInput = { conditionId: string; outcomeIndex: 0 | 1 };

export type RegisterComboInput = { legs: readonly ComboLegInput[]; ts: number; title?: string };

export type ComboEntryInput = Stamped & {
  user: string;
  comboConditionId: string;
  /** combo shares, micro */
  shares: number;
  /** micro USDC per combo share */
  price: number;
  /** BUY fee, micro USDC (entry only) */
  fee?: number;
};

export type ComboRedeemInput = Stamped & { user: string; comboConditionId: string };

export type ComboRedeemResult = { payout: number; activityId: number };

/** One row of the positions table, as the ledger reads it. */
export type PositionState = {
  size: number;
  cost: number;
  fees: number;
  total_bought: number;
  bought_cost: number;
  realized_pnl: number;
};
