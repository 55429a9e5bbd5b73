import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { createRequire } from 'node:module';

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
