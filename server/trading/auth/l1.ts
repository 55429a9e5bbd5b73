import { recoverTypedDataAddress } from 'viem';
import { clobAuthTypedData, L1_HEADERS } from '../../../src/api/trading/wire';
import type { TradingContext } from '../context';
import { parseTimestamp, withinWindow } from './clock-window';

/*
 * L1: the wallet signs ClobAuth {address, timestamp, nonce, message} under the ClobAuthDomain of
 * the service's chain. The signature proves control of POLY_ADDRESS at POLY_TIMESTAMP for
 * POLY_NONCE, and nothing else: the request's method, path and body are not covered, which is why
 * L1 only creates and derives credentials.
 */

export type L1Identity = { address: string; nonce: string };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** r ‖ s ‖ v, 65 bytes: what wallets and the official client produce. */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const UINT = /^\d{1,78}$/;
const UINT256_MAX = (1n << 256n) - 1n;

/** POLY_NONCE defaults to 0; a value is a uint256 in decimal, read canonically ('007' signs as 7). */
function parseNonce(raw: string | undefined): bigint | undefined {
  if (raw === undefined) return 0n;
  if (!UINT.test(raw)) return undefined;
  const n = BigInt(raw);
  return n <= UINT256_MAX ? n : undefined;
}

/** The signer's identity, or undefined for any fault: the caller answers every one with INVALID_L1_HEADERS. */
export async function verifyL1(ctx: TradingContext, header: (name: string) => string | undefined): Promise<L1Identity | undefined> {
  const address = header(L1_HEADERS.address);
  const signature = header(L1_HEADERS.signature);
  const timestamp = header(L1_HEADERS.timestamp);
  const nonce = parseNonce(header(L1_HEADERS.nonce));
  if (!address || !ADDRESS.test(address) || !signature || !SIGNATURE.test(signature) || nonce === undefined) return undefined;
  const seconds = parseTimestamp(timestamp);
  if (seconds === undefined || !withinWindow(seconds, ctx.nowMs())) return undefined;

  // lower case: viem refuses a mixed-case address whose checksum is wrong, and the struct hashes the bytes
  const lower = address.toLowerCase() as `0x${string}`;
  const typed = clobAuthTypedData({ address: lower, timestamp: timestamp!, nonce, chainId: ctx.chainId });
  let signer: string;
  try {
    signer = await recoverTypedDataAddress({ ...typed, signature: signature as `0x${string}` });
  } catch {
    return undefined; // not a point on the curve, a bad recovery byte
  }
  if (signer.toLowerCase() !== lower) return undefined;
  return { address: lower, nonce: nonce.toString() };
}
