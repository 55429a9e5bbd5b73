import { z } from 'zod/mini';
import { Address, ComboConditionId, Hash64 } from './schemas';
import { V2Pagination } from './schemas-v2';
import { USER_PNL_FIDELITY, USER_PNL_INTERVAL } from './params-boards';

/*
 * 200 bodies of the board family (approvals, the accounting snapshot, the trader and builder boards,
 * user-volume, user-pnl, biggest-winners), exactly as the routes send them: every key the route
 * writes, integers as integers, nullable only where the route can send null.
 */

const rankString = z.string().check(z.regex(/^[1-9][0-9]*$/));
const rank = z.int().check(z.minimum(1));
const count = z.int().check(z.minimum(0));
const isoDay = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/));
const rfc3339 = z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/));
/** A builder's onchain attribution code: bytes32, or '' for a legacy builder. */
const builderCode = z.string().check(z.regex(/^(0x[a-fA-F0-9]{64})?$/));

/* ---------- approvals ---------- */

/** amount: ERC20 entries only (absent on ERC1155 operator approvals), base units as a decimal string. */
export const ApprovalContract = z.object({
  id: z.string(),
  feature: z.enum(['trading', 'perps', 'rewards', 'auto-redeem']),
  token: Address,
  spender: Address,
  standard: z.enum(['ERC20', 'ERC1155']),
  amount: z.optional(z.string().check(z.regex(/^(0|[1-9][0-9]*)$/))),
  approved: z.boolean(),
});
export type ApprovalContract = z.infer<typeof ApprovalContract>;

export const ApprovalsV1Response = z.object({
  address: Address,
  chainId: z.int(),
  checkedAt: rfc3339,
  contracts: z.array(ApprovalContract),
});

export const ApprovalsV2Response = z.object({
  data: z.object({
    address: Address,
    chain_id: z.int(),
    checked_at: rfc3339,
    contracts: z.array(ApprovalContract),
  }),
});

/** GET /v1/accounting/snapshot answers a ZIP archive (positions.csv, equity.csv), not JSON. */
export const AccountingSnapshotResponse = z.unknown();

/* ---------- trader leaderboard ---------- */

export const TraderLeaderboardEntry = z.object({
  rank: rankString,
  proxyWallet: Address,
  userName: z.string(),
  vol: z.number(),
  pnl: z.number(),
  profileImage: z.string(),
  xUsername: z.string(),
  verifiedBadge: z.boolean(),
});
export const LeaderboardV1Response = z.array(TraderLeaderboardEntry);

/** One row of the v2 board; volume in shares. */
export const LeaderboardEntryV2 = z.object({
  rank,
  user_id: Address,
  pnl: z.number(),
  volume: z.number(),
  user_name: z.string(),
  profile_image: z.string(),
  x_username: z.string(),
  verified: z.boolean(),
});
export const LeaderboardPageV2 = z.object({ data: z.array(LeaderboardEntryV2), pagination: V2Pagination });

/** `?user=`: one wallet's standing with both ranks; a null rank is unranked on that board. */
export const LeaderboardStandingV2 = z.object({
  user_id: Address,
  pnl: z.number(),
  volume: z.number(),
  rank_pnl: z.nullable(rank),
  rank_volume: z.nullable(rank),
  user_name: z.string(),
  profile_image: z.string(),
  x_username: z.string(),
  verified: z.boolean(),
});
/** data null: a wallet the service does not know. */
export const LeaderboardStandingV2Response = z.object({ data: z.nullable(LeaderboardStandingV2) });
export const LeaderboardV2Response = z.union([LeaderboardPageV2, LeaderboardStandingV2Response]);

/* ---------- builders ---------- */

export const BuilderLeaderboardEntry = z.object({
  rank: rankString,
  builder: z.string(),
  builderCode,
  volume: z.number(),
  activeUsers: count,
  verified: z.boolean(),
  builderLogo: z.string(),
});
export const BuildersLeaderboardV1Response = z.array(BuilderLeaderboardEntry);

export const BuilderVolumeEntry = z.object({
  dt: z.string().check(z.regex(/^\d{4}-\d\d-\d\dT00:00:00Z$/)),
  builder: z.string(),
  builderCode,
  volume: z.number(),
  activeUsers: count,
  verified: z.boolean(),
  builderLogo: z.string(),
  rank: rankString,
});
export const BuildersVolumeV1Response = z.array(BuilderVolumeEntry);

const builderStanding = {
  rank,
  builder_name: z.string(),
  builder_code: builderCode,
  profile_image: z.string(),
  verified: z.boolean(),
  volume: z.number(),
  active_users: count,
};
export const BuilderStandingV2 = z.object(builderStanding);
export const BuildersLeaderboardV2Response = z.object({ data: z.array(BuilderStandingV2), pagination: V2Pagination });

/** One builder in one bucket; date is the bucket's first day. */
export const BuilderVolumePointV2 = z.object({ date: isoDay, ...builderStanding });
export const BuildersVolumeV2Response = z.object({ data: z.array(BuilderVolumePointV2) });

/* ---------- wallet reads ---------- */

export const UserVolumeV2Response = z.object({
  data: z.object({ volume: z.number(), volume_usdc: z.number(), trade_count: count }),
});

/**
 * One cumulative point, USDC. The ledger records every atom, so the route never sends null;
 * realized PnL is fee-exclusive (the positions routes' definition) and `fees` carries the charges.
 */
export const UserPnlPoint = z.object({
  timestamp: z.int(),
  source_block: z.int().check(z.minimum(1)),
  realized_market_pnl: z.number(),
  realized_lp_pnl: z.number(),
  realized_combo_pnl: z.number(),
  realized_pnl: z.number(),
  unrealized_pnl: z.number(),
  position_pnl: z.number(),
  fees: z.number(),
  fees_paid: z.number(),
  fees_refunded: z.number(),
  maker_rebate: z.number(),
  taker_rebate: z.number(),
  reward_income: z.number(),
  yield_income: z.number(),
  referral_income: z.number(),
  sponsored_income: z.number(),
  wallet_income: z.number(),
  settled_pnl: z.number(),
  economic_pnl: z.number(),
  trade_pnl: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  cashflow_net: z.number(),
  volume: z.number(),
  volume_usdc: z.number(),
  trade_count: count,
});
export type UserPnlPoint = z.infer<typeof UserPnlPoint>;

export const UserPnlResponse = z.object({
  data: z.object({
    proxy_wallet: Address,
    interval: z.enum(USER_PNL_INTERVAL),
    fidelity: z.enum(USER_PNL_FIDELITY),
    source_fidelity: z.enum(USER_PNL_FIDELITY),
    points: z.array(UserPnlPoint),
  }),
});

/* ---------- biggest winners ---------- */

/** One winning position; combo rows carry no event (event_id 0, event_slug ''). */
export const BiggestWinner = z.object({
  win_rank: rank,
  kind: z.enum(['market', 'combo']),
  user_id: Address,
  pnl: z.number(),
  initial_value: z.number(),
  final_value: z.number(),
  resolved_at: z.int(),
  condition_id: z.union([Hash64, ComboConditionId]),
  position_id: z.string().check(z.regex(/^[0-9]+$/)),
  event_id: z.int().check(z.minimum(0)),
  event_slug: z.string(),
  event_title: z.string(),
  user_name: z.string(),
  profile_image: z.string(),
});
export type BiggestWinner = z.infer<typeof BiggestWinner>;
export const BiggestWinnersV2Response = z.object({ data: z.array(BiggestWinner), pagination: V2Pagination });
