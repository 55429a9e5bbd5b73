import { z } from 'zod/mini';
import '../../zod-messages';

/** Scalar formats of the spec. */
export const Address = z.string().check(z.regex(/^0x[a-fA-F0-9]{40}$/));
export const Hash64 = z.string().check(z.regex(/^0x[a-fA-F0-9]{64}$/));
export const ComboConditionId = z.string().check(z.regex(/^0x[a-fA-F0-9]{62}$/));

/** The market columns every row of a market carries, in both versions (same spelling in each). */
export const marketTitle = { title: z.string(), slug: z.string(), icon: z.string() };

/** A fill's figures, in both versions. */
export const fillFigures = { size: z.number(), price: z.number(), timestamp: z.int() };

/** The v1 rows' joined profile columns. */
export const profileV1 = {
  name: z.string(),
  pseudonym: z.string(),
  bio: z.string(),
  profileImage: z.string(),
  profileImageOptimized: z.string(),
};

export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const HealthResponse = z.object({ data: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Row of GET /positions. */
export const Position = z.object({
  proxyWallet: Address,
  asset: z.string(),
  conditionId: Hash64,
  size: z.number(),
  avgPrice: z.number(),
  initialValue: z.number(),
  grossInitialValue: z.optional(z.number()),
  entryFeesUsdc: z.optional(z.number()),
  currentValue: z.number(),
  cashPnl: z.number(),
  percentPnl: z.number(),
  totalBought: z.number(),
  realizedPnl: z.number(),
  percentRealizedPnl: z.number(),
  curPrice: z.number(),
  redeemable: z.boolean(),
  mergeable: z.boolean(),
  negativeRisk: z.boolean(),
  ...marketTitle,
  eventSlug: z.string(),
  outcome: z.string(),
  oppositeOutcome: z.string(),
  oppositeAsset: z.string(),
  endDate: z.string(),
  outcomeIndex: z.int(),
});
export type Position = z.infer<typeof Position>;
export const Positions = z.array(Position);
