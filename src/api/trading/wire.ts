import { CONTRACTS } from '../config';

/*
 * The trading service's wire facts the spec leaves out (../shared/spec/trading-wire-facts.md), in
 * one module the app, the server and the tests all read: header names, typed data, order version.
 */

/** The public service's header prefix (the spec writes the neutral SVC_). Every header name is built from it. */
export const HEADER_PREFIX = 'POLY_';

export const L1_HEADERS = {
  address: `${HEADER_PREFIX}ADDRESS`,
  signature: `${HEADER_PREFIX}SIGNATURE`,
  timestamp: `${HEADER_PREFIX}TIMESTAMP`,
  nonce: `${HEADER_PREFIX}NONCE`,
} as const;

export const L2_HEADERS = {
  address: `${HEADER_PREFIX}ADDRESS`,
  signature: `${HEADER_PREFIX}SIGNATURE`,
  timestamp: `${HEADER_PREFIX}TIMESTAMP`,
  apiKey: `${HEADER_PREFIX}API_KEY`,
  passphrase: `${HEADER_PREFIX}PASSPHRASE`,
} as const;

/** The relayer's builder credential headers (POST /submit, GET /transactions). */
export const BUILDER_HEADERS = {
  apiKey: `${HEADER_PREFIX}BUILDER_API_KEY`,
  timestamp: `${HEADER_PREFIX}BUILDER_TIMESTAMP`,
  passphrase: `${HEADER_PREFIX}BUILDER_PASSPHRASE`,
  signature: `${HEADER_PREFIX}BUILDER_SIGNATURE`,
} as const;

/** The order protocol version `GET /version` answers and every order's domain carries. */
export const ORDER_VERSION = 2;

export const CLOB_AUTH_MESSAGE = 'This message attests that I control the given wallet';

export const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
} as const;

/** The L1 typed data a wallet signs to create or derive credentials. */
export function clobAuthTypedData(args: { address: `0x${string}`; timestamp: string; nonce: bigint; chainId: number }) {
  return {
    domain: { name: 'ClobAuthDomain', version: '1', chainId: args.chainId },
    types: CLOB_AUTH_TYPES,
    primaryType: 'ClobAuth',
    message: { address: args.address, timestamp: args.timestamp, nonce: args.nonce, message: CLOB_AUTH_MESSAGE },
  } as const;
}

export const ORDER_TYPES = {
  Order: [
    { name: 'salt', type: 'uint256' },
    { name: 'maker', type: 'address' },
    { name: 'signer', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'makerAmount', type: 'uint256' },
    { name: 'takerAmount', type: 'uint256' },
    { name: 'side', type: 'uint8' },
    { name: 'signatureType', type: 'uint8' },
    { name: 'timestamp', type: 'uint256' },
    { name: 'metadata', type: 'bytes32' },
    { name: 'builder', type: 'bytes32' },
  ],
} as const;

export const SIDE_CODE = { BUY: 0, SELL: 1 } as const;

export const ZERO_BYTES32 = `0x${'0'.repeat(64)}` as const;

/** The signed fields of an order, as the EIP-712 struct holds them. */
export type OrderStruct = {
  salt: bigint;
  maker: `0x${string}`;
  signer: `0x${string}`;
  tokenId: bigint;
  makerAmount: bigint;
  takerAmount: bigint;
  side: 0 | 1;
  signatureType: 0 | 1 | 2 | 3;
  timestamp: bigint;
  metadata: `0x${string}`;
  builder: `0x${string}`;
};

/** The exchange a market's orders are signed for: the neg-risk exchange for neg-risk markets. */
export function orderDomain(chainId: number, negRisk: boolean) {
  const verifyingContract = negRisk ? CONTRACTS.negRiskExchange : CONTRACTS.exchange;
  return { name: 'Polymarket CTF Exchange', version: String(ORDER_VERSION), chainId, verifyingContract } as const;
}

export function orderTypedData(order: OrderStruct, chainId: number, negRisk: boolean) {
  return { domain: orderDomain(chainId, negRisk), types: ORDER_TYPES, primaryType: 'Order', message: order } as const;
}
