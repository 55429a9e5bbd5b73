import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { createRequire } from 'node:module';

/*
 * Who signed a 32-byte hash. Native libsecp256k1 (the `secp256k1` package's prebuilt binding)
 * recovers a key in ~70 µs, about twenty times faster than pure JS; it runs on the event loop, which
 * costs less than handing each order to a thread. Where the binding cannot load, noble's pure-JS
 * recovery answers the same (SECP256K1=js forces it). Either way a signature the exchange contract
 * would refuse is refused here: a high s (the malleable twin of a valid one) or v other than 27/28.
 */

type Native = { ecdsaRecover(sig: Uint8Array, recid: number, msg32: Uint8Array, compressed: boolean): Uint8Array };

function loadNative(): Native | undefined {
  if (process.env.SECP256K1 === 'js') return undefined;
  try {
    return createRequire(import.meta.url)('secp256k1/bindings') as Native;
  } catch {
    return undefined;
  }
}

const native = loadNative();

/** Which recovery is in use, for the service's start-up line. */
export const signatureBackend = native ? 'native libsecp256k1' : 'pure JS (the native secp256k1 binding did not load)';

const HALF_N = secp256k1.CURVE.n >> 1n;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

type Recover = (rs: Uint8Array, recid: number, hash: Uint8Array) => Uint8Array;

const recoverJs: Recover = (rs, recid, hash) =>
  secp256k1.Signature.fromCompact(rs).addRecoveryBit(recid).recoverPublicKey(hash).toRawBytes(false);
const recoverNative: Recover | undefined = native && ((rs, recid, hash) => native.ecdsaRecover(rs, recid, hash, false));

/** Both recoveries, so a test can hold them to the same answers. */
export const RECOVERIES: Record<'js' | 'native', Recover | undefined> = { js: recoverJs, native: recoverNative };

/** The lower-case address that made the 65-byte signature (r ‖ s ‖ v) over `hash`, or undefined. */
export function recoverSigner(hash: Uint8Array, signature: string, recover: Recover = recoverNative ?? recoverJs): string | undefined {
  if (!SIGNATURE.test(signature)) return undefined;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  const v = bytes[64]!;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  if ((v !== 27 && v !== 28) || s === 0n || s > HALF_N) return undefined;
  try {
    const publicKey = recover(bytes.subarray(0, 64), v - 27, hash);
    return `0x${Buffer.from(keccak_256(publicKey.subarray(1)).subarray(12)).toString('hex')}`;
  } catch {
    return undefined; // r or s out of range, or no point with that x
  }
}
