import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak256, recoverPublicKey } from './native-crypto';

/*
 * Who signed a 32-byte hash, refusing what the exchange contract would refuse: a high s (the
 * malleable twin of a valid signature) or v other than 27/28. It runs on the event loop: natively it
 * costs less than handing each order to a thread would.
 */

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
