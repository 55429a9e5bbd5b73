import { z } from 'zod/mini';
import { ACTIVITY_TYPES } from './params';
import { Address, ComboConditionId, fillFigures, Hash64, marketTitle, profileV1 } from './schemas';

/** Response records of the v1 history routes (spec: Resources and their fields). */

/** Row of GET /trades. */
export const Trade = z.object({
  proxyWallet: Address,
  side: z.enum(['BUY', 'SELL']),
  asset: z.string(),
  conditionId: Hash64,
  ...fillFigures,
  ...marketTitle,
  eventSlug: z.string(),
  outcome: z.string(),
  outcomeIndex: z.int(),
  ...profileV1,
  transactionHash: z.string(),
});
export type Trade = z.infer<typeof Trade>;
export const Trades = z.array(Trade);

/** Row of GET /activity. conditionId is '' on rows of no market (deposits, rewards...). */
export const Activity = z.object({
  proxyWallet: Address,
  timestamp: z.int(),
  conditionId: z.union([Hash64, ComboConditionId, z.literal('')]),
  type: z.enum(ACTIVITY_TYPES),
  size: z.number(),
  usdcSize: z.number(),
  transactionHash: z.string(),
  price: z.number(),
  asset: z.string(),
  // '' on rows that are not a trade
  side: z.enum(['BUY', 'SELL', '']),
  outcomeIndex: z.int(),
  ...marketTitle,
  eventSlug: z.string(),
  outcome: z.string(),
  ...profileV1,
  isCombo: z.optional(z.literal(true)),
});
export type Activity = z.infer<typeof Activity>;
export const Activities = z.array(Activity);

export const ClosedPosition = z.object({
  proxyWallet: Address,
  asset: z.string(),
  conditionId: Hash64,
  avgPrice: z.number(),
  totalBought: z.number(),
  realizedPnl: z.number(),
  curPrice: z.number(),
  timestamp: z.int(),
  ...marketTitle,
  eventSlug: z.string(),
  outcome: z.string(),
  outcomeIndex: z.int(),
  oppositeOutcome: z.string(),
  oppositeAsset: z.string(),
  endDate: z.string(),
});
export type ClosedPosition = z.infer<typeof ClosedPosition>;
export const ClosedPositions = z.array(ClosedPosition);

export const Holder = z.object({
  proxyWallet: Address,
  bio: z.string(),
  asset: z.string(),
  pseudonym: z.string(),
  amount: z.number(),
  displayUsernamePublic: z.boolean(),
  outcomeIndex: z.int(),
  name: z.string(),
  profileImage: z.string(),
  profileImageOptimized: z.string(),
});
export const MetaHolder = z.object({ token: z.string(), holders: z.array(Holder) });
export const MetaHolders = z.array(MetaHolder);

export const MarketPositionV1 = z.object({
  proxyWallet: Address,
  name: z.string(),
  profileImage: z.string(),
  verified: z.boolean(),
  asset: z.string(),
  conditionId: Hash64,
  avgPrice: z.number(),
  size: z.number(),
  currPrice: z.number(),
  currentValue: z.number(),
  cashPnl: z.number(),
  totalBought: z.number(),
  realizedPnl: z.number(),
  totalPnl: z.number(),
  outcome: z.string(),
  outcomeIndex: z.int(),
});
export const MetaMarketPositionsV1 = z.array(z.object({ token: z.string(), positions: z.array(MarketPositionV1) }));

export const Traded = z.object({ user: Address, traded: z.int() });
export const Values = z.array(z.object({ user: Address, value: z.number() }));
export const OpenInterests = z.array(z.object({ market: Hash64, value: z.number() }));
export const LiveVolumes = z.array(z.object({ total: z.number(), markets: z.array(z.object({ market: Hash64, value: z.number() })) }));
export const RevisionPayloads = z.array(
  z.object({ questionID: Hash64, revisions: z.array(z.object({ revision: z.string(), timestamp: z.int() })) }),
);
