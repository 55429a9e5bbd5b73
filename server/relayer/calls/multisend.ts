import { hexToBigInt, hexToNumber, type Hex } from 'viem';
import type { WalletCall } from './apply-calls';
import { MULTISEND_ABI } from './contracts';
import { decodeCall } from './decode-call';
import { refuse } from './refusal';

/*
 * MultiSend v1.3: multiSend(bytes) whose bytes pack each call as
 * uint8 operation ‖ address to ‖ uint256 value ‖ uint256 dataLength ‖ data (relayer-facts §5).
 */

const HEADER = 1 + 20 + 32 + 32;

export function unpackMultiSend(data: Hex): WalletCall[] {
  const [packed] = decodeCall(MULTISEND_ABI, data, 'MultiSend').args;
  const hex = packed.slice(2);
  const calls: WalletCall[] = [];
  let at = 0; // in bytes
  const bytes = (from: number, n: number): Hex => `0x${hex.slice(from * 2, (from + n) * 2)}`;
  while (at * 2 < hex.length) {
    if ((at + HEADER) * 2 > hex.length) refuse(`MultiSend: truncated call header at byte ${at}`);
    const operation = hexToNumber(bytes(at, 1));
    if (operation !== 0 && operation !== 1) refuse(`MultiSend: unknown operation ${operation} at byte ${at}`);
    const to = bytes(at + 1, 20).toLowerCase();
    const value = hexToBigInt(bytes(at + 21, 32));
    const length = hexToBigInt(bytes(at + 53, 32));
    const start = at + HEADER;
    if (BigInt(start) + length > BigInt(hex.length / 2)) refuse(`MultiSend: call data overruns the batch at byte ${at}`);
    const n = Number(length);
    calls.push({ to, value, data: bytes(start, n), operation });
    at = start + n;
  }
  return calls;
}
