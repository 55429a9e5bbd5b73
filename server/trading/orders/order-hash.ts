import type { Hex } from 'viem';
import { ORDER_TYPES, SIDE_CODE } from '../../../src/api/trading/wire';
import { exchangeDomainSeparator } from '../../../src/api/trading/wallet-order';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';
import { keccak256 } from './native-crypto';

/*
 * The order's EIP-712 digest, encoded by hand: every Order field is a static 32-byte word, so the
 * struct is the type hash and eleven words, hashed once. viem's generic encoder (hashTypedData)
 * costs ~150 µs an order here, this ~20; order-hash.test.ts holds the two to the same answers.
 */

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const TYPE = `Order(${ORDER_TYPES.Order.map((f) => `${f.type} ${f.name}`).join(',')})`;
const TYPE_HASH = hex(keccak256(utf8(TYPE)));

const separators = new Map<string, string>();

/** The exchange's EIP-712 domain separator (hex, no 0x), computed once per (chain, exchange). */
function separator(chainId: number, negRisk: boolean): string {
  const key = `${chainId}:${negRisk}`;
  let sep = separators.get(key);
  if (sep === undefined) {
    sep = exchangeDomainSeparator(chainId, negRisk).slice(2);
    separators.set(key, sep);
  }
  return sep;
}

/** A uint as one word. The wire schema bounds uints to 2^256 − 1, so a value never spills over. */
const uint = (n: string | number) => BigInt(n).toString(16).padStart(64, '0');
const address = (a: string) => a.slice(2).toLowerCase().padStart(64, '0');

/** The 32-byte digest the order's signer signed. */
export function orderDigest(o: SignedOrder, chainId: number, negRisk: boolean): Uint8Array {
  const words =
    TYPE_HASH +
    uint(o.salt) +
    address(o.maker) +
    address(o.signer) +
    uint(o.tokenId) +
    uint(o.makerAmount) +
    uint(o.takerAmount) +
    uint(SIDE_CODE[o.side]) +
    uint(o.signatureType) +
    uint(o.timestamp) +
    o.metadata.slice(2) +
    o.builder.slice(2);
  const struct = hex(keccak256(Buffer.from(words, 'hex')));
  return keccak256(Buffer.from(`1901${separator(chainId, negRisk)}${struct}`, 'hex'));
}

/** The order's id: its digest as 0x-hex. */
export const orderId = (digest: Uint8Array): Hex => `0x${hex(digest)}`;
