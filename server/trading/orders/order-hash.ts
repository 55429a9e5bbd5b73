import { concat, hashStruct, keccak256, type Hex } from 'viem';
import { ORDER_TYPES } from '../../../src/api/trading/wire';
import { structOf } from '../../../src/api/trading/orders';
import { exchangeDomainSeparator } from '../../../src/api/trading/wallet-order';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';
import { checkSigner } from './signer-thread';

const separators = new Map<string, Hex>();

/** The EIP-712 domain separator of an exchange, computed once per (chain, exchange). */
export function domainSeparator(chainId: number, negRisk: boolean): Hex {
  const key = `${chainId}:${negRisk}`;
  let sep = separators.get(key);
  if (!sep) {
    sep = exchangeDomainSeparator(chainId, negRisk);
    separators.set(key, sep);
  }
  return sep;
}

/** The order's id: its EIP-712 hash under the exchange it trades on (hashTypedData's, with the domain hashed once). */
export function orderHash(o: SignedOrder, chainId: number, negRisk: boolean): Hex {
  const struct = hashStruct({ data: structOf(o), primaryType: 'Order', types: ORDER_TYPES });
  return keccak256(concat(['0x1901', domainSeparator(chainId, negRisk), struct]));
}

/** Whether `expected` made the 65-byte ECDSA signature over the hash: the signer's address, or undefined. */
export async function orderSigner(hash: Hex, signature: string, expected: string): Promise<string | undefined> {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  return checkSigner(hash, signature as Hex, expected);
}
