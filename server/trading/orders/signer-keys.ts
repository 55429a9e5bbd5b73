import { invert } from '@noble/curves/abstract/modular';
import { secp256k1 } from '@noble/curves/secp256k1';
import { recoverPublicKey, type Hex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';

/*
 * Who signed an order's hash. Recovering a public key from a signature costs ~2 ms of pure-JS
 * secp256k1 here; checking a signature against a public key already known, with that key's
 * multiplication table precomputed, costs a quarter of it. A trader signs many orders, so the first
 * order of a signer is recovered and its key kept; later ones are checked against the key. The check is exact: it recomputes the very
 * point R the recovery would start from (x = r, y's parity = v), so it accepts exactly the
 * signatures whose recovery gives the kept key.
 */

const P = secp256k1.ProjectivePoint;
const N = secp256k1.CURVE.n;
/** Signers whose keys are kept; a busy sandbox has a few thousand. */
const KEPT = 10_000;
const keys = new Map<string, InstanceType<typeof P>>();

function keep(address: string, publicKey: Hex) {
  if (keys.size >= KEPT) keys.delete(keys.keys().next().value!);
  const point = P.fromHex(publicKey.slice(2));
  // a 4-bit window: 2 ms to build, 0.7 ms a check; 8 bits saves 0.15 ms a check but costs 17 ms per new signer
  point._setWindowSize(4);
  keys.set(address, point);
}

/** Whether the 65-byte signature (r ‖ s ‖ v) over `hash` recovers to the point Q. */
function signedBy(Q: InstanceType<typeof P>, hash: Hex, signature: Hex): boolean {
  const r = BigInt(`0x${signature.slice(2, 66)}`);
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = parseInt(signature.slice(130, 132), 16);
  const parity = v >= 27 ? v - 27 : v;
  if (r <= 0n || r >= N || s <= 0n || s >= N || (parity !== 0 && parity !== 1)) return false;
  const w = invert(s, N);
  const e = BigInt(hash) % N;
  const R = P.BASE.multiplyAndAddUnsafe(Q, (e * w) % N, (r * w) % N)?.toAffine();
  return R !== undefined && R.x === r && Number(R.y & 1n) === parity;
}

/** The signer of `hash` when it is `expected`, else whoever recovery finds (lower-case), or undefined. */
export async function signerOf(hash: Hex, signature: Hex, expected: string): Promise<string | undefined> {
  const known = keys.get(expected);
  if (known && signedBy(known, hash, signature)) return expected;
  try {
    const publicKey = await recoverPublicKey({ hash, signature });
    const recovered = publicKeyToAddress(publicKey).toLowerCase();
    if (recovered === expected && !known) keep(expected, publicKey);
    return recovered;
  } catch {
    return undefined;
  }
}
