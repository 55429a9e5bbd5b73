import { decodeFunctionData, type Abi, type DecodeFunctionDataReturnType, type Hex } from 'viem';
import { refuse } from './refusal';

/**
 * Decodes calldata against a target's ABI; an unknown selector or malformed arguments revert, as a
 * contract without a fallback does.
 */
export function decodeCall<const A extends Abi>(abi: A, data: Hex, target: string): DecodeFunctionDataReturnType<A> {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length < 10) refuse(`no function selector in calldata to ${target}`);
  try {
    return decodeFunctionData({ abi, data });
  } catch {
    return refuse(`unknown selector ${data.slice(0, 10)} or malformed arguments for ${target}`);
  }
}

/** Addresses and ids compare lower-case. */
export const lower = (s: string): string => s.toLowerCase();
