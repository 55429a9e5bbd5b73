import { z } from 'zod/mini';
import '../../zod-messages';

/*
 * The bridge's wire shapes (bridge facts §2), spelled as the public service spells them:
 * `recipientAddress` on /quote but `recipientAddr` on /withdraw, amounts in base units as decimal
 * strings, USD figures and percents as JSON numbers.
 */

export const BRIDGE_STATUSES = ['DEPOSIT_DETECTED', 'PROCESSING', 'ORIGIN_TX_CONFIRMED', 'SUBMITTED', 'COMPLETED', 'FAILED'] as const;
export type BridgeStatus = (typeof BRIDGE_STATUSES)[number];
export const FINAL_BRIDGE_STATUSES: readonly BridgeStatus[] = ['COMPLETED', 'FAILED'];

export const SupportedAsset = z.object({
  /** Decimal chain id. */
  chainId: z.string(),
  chainName: z.string(),
  token: z.object({ name: z.string(), symbol: z.string(), address: z.string(), decimals: z.number() }),
  /** The least USD value the bridge processes, for deposits and withdrawals of this asset. */
  minCheckoutUsd: z.number(),
});
export type SupportedAsset = z.infer<typeof SupportedAsset>;

export const SupportedAssetsAnswer = z.object({ supportedAssets: z.array(SupportedAsset), note: z.optional(z.string()) });

export const QuoteBody = z.object({
  fromAmountBaseUnit: z.string(),
  fromChainId: z.string(),
  fromTokenAddress: z.string(),
  recipientAddress: z.string(),
  toChainId: z.string(),
  toTokenAddress: z.string(),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

export const FeeBreakdown = z.object({
  appFeeLabel: z.string(),
  appFeePercent: z.number(),
  appFeeUsd: z.number(),
  fillCostPercent: z.number(),
  fillCostUsd: z.number(),
  gasUsd: z.number(),
  maxSlippage: z.number(),
  minReceived: z.number(),
  swapImpact: z.number(),
  swapImpactUsd: z.number(),
  totalImpact: z.number(),
  totalImpactUsd: z.number(),
});

export const QuoteAnswer = z.object({
  estCheckoutTimeMs: z.number(),
  /** The USD value sent (the spec's description of input and output is swapped; this is the sheet's reading). */
  estInputUsd: z.number(),
  estOutputUsd: z.number(),
  estToTokenBaseUnit: z.string(),
  quoteId: z.string(),
  estFeeBreakdown: FeeBreakdown,
});
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

export const DepositBody = z.object({ address: z.string() });
export const WithdrawBody = z.object({ address: z.string(), toChainId: z.string(), toTokenAddress: z.string(), recipientAddr: z.string() });
export type WithdrawBody = z.infer<typeof WithdrawBody>;

export const Warning = z.object({ code: z.string(), message: z.string() });

/** /deposit names every family; /withdraw only `evm`, where the wallet sends its pUSD. */
export const AddressesAnswer = z.object({
  address: z.object({ evm: z.string(), svm: z.optional(z.string()), btc: z.optional(z.string()), tron: z.optional(z.string()) }),
  note: z.string(),
  warnings: z.optional(z.array(Warning)),
});
export type AddressesAnswer = z.infer<typeof AddressesAnswer>;

export const BridgeTransaction = z.object({
  fromChainId: z.string(),
  fromTokenAddress: z.string(),
  fromAmountBaseUnit: z.string(),
  toChainId: z.string(),
  toTokenAddress: z.string(),
  /** One of BRIDGE_STATUSES; read as a plain string, as the official client does, so a new status is not an error. */
  status: z.string(),
  /** Only once COMPLETED, in the destination chain's format. */
  txHash: z.optional(z.string()),
  /** Absent while DEPOSIT_DETECTED. */
  createdTimeMs: z.optional(z.number()),
});
export type BridgeTransaction = z.infer<typeof BridgeTransaction>;

/** `limit` and `cursor` read as strings: the handler answers the sheet's messages itself. */
export const StatusQuery = z.object({ limit: z.optional(z.string()), cursor: z.optional(z.string()), legacy: z.optional(z.string()) });
export const StatusAnswer = z.object({ transactions: z.array(BridgeTransaction), nextCursor: z.nullable(z.string()) });
export type StatusAnswer = z.infer<typeof StatusAnswer>;

export const SimulateDepositBody = z.object({
  address: z.string(),
  chainId: z.string(),
  tokenAddress: z.string(),
  amountBaseUnit: z.string(),
  /** An injected fault: the transfer walks to FAILED whatever its amount. */
  fail: z.optional(z.boolean()),
});
export type SimulateDepositBody = z.infer<typeof SimulateDepositBody>;
