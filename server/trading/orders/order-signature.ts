import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { createRequire } from 'node:module';
import { hashTypedData, hexToBytes, type Hex } from 'viem';
import { ORDER_TYPES, SIDE_CODE, type OrderStruct } from '../../../src/api/trading/wire';
import { exchangeDomainSeparator, walletOrderTypedData, walletSignatureBlob } from '../../../src/api/trading/wallet-order';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';

/*
 * The two hashes of every order, natively where the prebuilt bindings load: libsecp256k1's key
 * recovery (~50 µs against ~1.7 ms in pure JS) and keccak-256 (~6 µs against ~35 µs for an order's
 * 384 bytes). Both packages ship prebuilds/linux-x64, so nothing is built at install. Where a binding
 * cannot load, noble's pure-JS code gives the same answers (CRYPTO=js forces it, for the tests that
 * hold the two to each other).
 */

type Secp = {
  ecdsaRecover(sig: Uint8Array, recid: number, msg32: Uint8Array, compressed: boolean): Uint8Array;
  ecdsaSign(msg32: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
};
type Keccak = (algorithm: 'keccak256') => { update(data: Buffer): { digest(): Buffer } };

function load<T>(id: string): T | undefined {
  if (process.env.CRYPTO === 'js') return undefined;
  try {
    return createRequire(import.meta.url)(id) as T;
  } catch {
    return undefined;
  }
}

const secp = load<Secp>('secp256k1/bindings');
const keccak = load<Keccak>('keccak/bindings');

/** What is in use, for the service's start-up line. */
export const cryptoBackend = [
  secp ? 'native libsecp256k1' : 'pure-JS secp256k1 (the native binding did not load)',
  keccak ? 'native keccak' : 'pure-JS keccak (the native binding did not load)',
].join(', ');

type Recover = (rs: Uint8Array, recid: number, hash: Uint8Array) => Uint8Array;
type Hash = (data: Uint8Array) => Uint8Array;

const recoverJs: Recover = (rs, recid, hash) =>
  secp256k1.Signature.fromCompact(rs).addRecoveryBit(recid).recoverPublicKey(hash).toRawBytes(false);

/** Both implementations of each, so a test can hold them to the same answers. */
export const IMPLEMENTATIONS = {
  recover: { js: recoverJs, native: secp && (((rs, recid, hash) => secp.ecdsaRecover(rs, recid, hash, false)) as Recover) },
  keccak256: { js: keccak_256 as Hash, native: keccak && (((data) => keccak('keccak256').update(Buffer.from(data)).digest()) as Hash) },
};

/** The uncompressed public key (65 bytes) whose signature (r ‖ s, 64 bytes) with recovery bit `recid` is over `hash`; throws when none is. */
export const recoverPublicKey: Recover = IMPLEMENTATIONS.recover.native ?? recoverJs;

export const keccak256: Hash = IMPLEMENTATIONS.keccak256.native ?? keccak_256;

/**
 * The 65-byte signature (r ‖ s ‖ v, v = 27 or 28) of a 32-byte digest, as an Ethereum wallet makes it.
 * For the sandbox's own keys only (the synthetic makers, the bench's traders): the app never holds one.
 */
export function signDigest(digest: Uint8Array, privateKey: `0x${string}`): `0x${string}` {
  const key = Buffer.from(privateKey.slice(2), 'hex');
  let rs: Uint8Array;
  let recid: number;
  if (secp) ({ signature: rs, recid } = secp.ecdsaSign(digest, key));
  else {
    const sig = secp256k1.sign(digest, key);
    [rs, recid] = [sig.toCompactRawBytes(), sig.recovery];
  }
  return `0x${Buffer.from(rs).toString('hex')}${(27 + recid).toString(16)}`;
}

/*
 * Who signed an order. The digest is encoded by hand: every Order field is a static 32-byte word,
 * so the struct is the type hash and eleven words, hashed once. viem's generic encoder
 * (hashTypedData) costs ~150 µs an order here, this ~20; order-signature.test.ts holds the two to
 * the same answers. Recovery refuses what the exchange contract would refuse: a high s (the
 * malleable twin of a valid signature) or v other than 27/28.
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

const HALF_N = secp256k1.CURVE.n >> 1n;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** The lower-case address that made the 65-byte signature (r ‖ s ‖ v) over `hash`, or undefined. */
export function recoverSigner(hash: Uint8Array, signature: string, recover = recoverPublicKey): string | undefined {
  if (!SIGNATURE.test(signature)) return undefined;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  const v = bytes[64]!;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  if ((v !== 27 && v !== 28) || s === 0n || s > HALF_N) return undefined;
  try {
    const publicKey = recover(bytes.subarray(0, 64), v - 27, hash);
    return `0x${Buffer.from(keccak256(publicKey.subarray(1)).subarray(12)).toString('hex')}`;
  } catch {
    return undefined; // r or s out of range, or no point with that x
  }
}

/**
 * Signature type 3: the EOA that signed a deposit-wallet order, or undefined when any part of the
 * blob is not this order's (src/api/trading/wallet-order.ts builds them as the wallet does).
 */
export function recoverWalletOwner(blob: string, order: OrderStruct, chainId: number, negRisk: boolean): string | undefined {
  if (!/^0x[0-9a-fA-F]+$/.test(blob)) return undefined;
  const expected = walletSignatureBlob(`0x${blob.slice(2, 132)}`, order, exchangeDomainSeparator(chainId, negRisk));
  if (blob.toLowerCase() !== expected.toLowerCase()) return undefined;
  return recoverSigner(hexToBytes(hashTypedData(walletOrderTypedData(order, chainId, negRisk))), `0x${blob.slice(2, 132)}`);
}
