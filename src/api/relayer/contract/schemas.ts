import { z } from 'zod/mini';
import '../../zod-messages';

/*
 * The relayer's wire shapes (relayer facts §2, §4), as the official relayer client sends and reads
 * them. Numbers travel as decimal strings; addresses in any case (answers are lower-case).
 */

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const Bytes = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));
const Signature = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/));
/** uint256 as a decimal string. */
const Uint = z.string().check(z.regex(/^\d{1,78}$/));

export const WALLET_TYPES = ['SAFE', 'WALLET'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** `address` and `type`, read loosely: the handler answers `invalid address` / `invalid type` itself. */
export const AddressTypeQuery = z.object({ address: z.optional(z.string()), type: z.optional(z.string()) });
export const TransactionQuery = z.object({ id: z.optional(z.string()) });

export const NonceAnswer = z.object({ nonce: z.string() });
export const RelayPayloadAnswer = z.object({ address: z.string(), nonce: z.string() });
export const DeployedAnswer = z.object({ deployed: z.boolean() });

export const TRANSACTION_STATES = [
  'STATE_NEW',
  'STATE_EXECUTED',
  'STATE_MINED',
  'STATE_CONFIRMED',
  'STATE_FAILED',
  'STATE_INVALID',
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export const TRANSACTION_TYPES = ['SAFE-CREATE', 'SAFE', 'WALLET-CREATE', 'WALLET', 'PROXY'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One transaction as /transaction and /transactions answer it. */
export const RelayerTransaction = z.object({
  transactionID: z.string(),
  /** '' until EXECUTED, then 0x + 64 hex. */
  transactionHash: z.string(),
  from: z.string(),
  to: z.string(),
  proxyAddress: z.string(),
  data: z.string(),
  nonce: z.string(),
  value: z.string(),
  signature: z.string(),
  state: z.enum(TRANSACTION_STATES),
  type: z.enum(TRANSACTION_TYPES),
  owner: z.string(),
  metadata: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RelayerTransaction = z.infer<typeof RelayerTransaction>;

export const SubmitAnswer = z.object({ transactionID: z.string(), state: z.enum(TRANSACTION_STATES) });

export const SafeCreateBody = z.object({
  type: z.literal('SAFE-CREATE'),
  from: Address,
  to: Address,
  proxyWallet: Address,
  data: Bytes,
  signature: Signature,
  signatureParams: z.object({ paymentToken: Address, payment: Uint, paymentReceiver: Address }),
});

export const SafeBody = z.object({
  type: z.literal('SAFE'),
  from: Address,
  to: Address,
  proxyWallet: Address,
  data: Bytes,
  nonce: Uint,
  signature: Signature,
  // the client's key is safeTxnGas (sic)
  signatureParams: z.object({
    gasPrice: Uint,
    operation: z.enum(['0', '1']),
    safeTxnGas: Uint,
    baseGas: Uint,
    gasToken: Address,
    refundReceiver: Address,
  }),
  metadata: z.optional(z.string()),
});

export const WalletCreateBody = z.object({ type: z.literal('WALLET-CREATE'), from: Address, to: Address });

export const WalletBody = z.object({
  type: z.literal('WALLET'),
  from: Address,
  to: Address,
  nonce: Uint,
  signature: Bytes,
  depositWalletParams: z.object({
    depositWallet: Address,
    deadline: Uint,
    calls: z.array(z.object({ target: Address, value: Uint, data: Bytes })).check(z.minLength(1)),
  }),
  metadata: z.optional(z.string()),
});

/** PROXY is read only to be refused: the proxy factory is not deployed on the local chain (as on Amoy). */
export const ProxyBody = z.looseObject({ type: z.literal('PROXY') });

export const SubmitBody = z.discriminatedUnion('type', [SafeCreateBody, SafeBody, WalletCreateBody, WalletBody, ProxyBody]);
export type SubmitBody = z.infer<typeof SubmitBody>;
