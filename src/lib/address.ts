import { ADDRESS_PATTERN } from './address-shape';
import { keccak_256 as keccak256 } from '@noble/hashes/sha3';

/**
 * EIP-55: a letter of the lower-case hex is upper case where the same place (a nibble) of the
 * Keccak-256 hash of that hex is 8 or more.
 */
function checksum(address: string): `0x${string}` {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += (hash[i >> 1]! >> (i & 1 ? 0 : 4)) & 8 ? hex[i]!.toUpperCase() : hex[i];
  return out as `0x${string}`;
}

/**
 * What a person typed or pasted → the checksummed address, or null. Any letter case is accepted
 * (explorers and wallets print lower case), surrounding whitespace and a missing 0x are forgiven.
 */
export function normaliseAddress(input: string): `0x${string}` | null {
  let text = input.trim();
  if (/^[0-9a-fA-F]{40}$/.test(text)) text = `0x${text}`;
  if (/^0X/.test(text)) text = `0x${text.slice(2)}`;
  return ADDRESS_PATTERN.test(text) ? checksum(text) : null;
}

/** Why an input is not an address, in words a person can act on; null when it is one. */
export function addressProblem(input: string): string | null {
  const text = input.trim();
  if (text === '') return 'Enter an address: 0x followed by 40 hexadecimal characters.';
  if (normaliseAddress(text)) return null;
  const hex = text.replace(/^0x/i, '');
  if (/[^0-9a-fA-F]/.test(hex)) return 'That is not an address: only 0–9 and a–f may follow 0x.';
  return `That is not an address: expected 40 hexadecimal characters after 0x, got ${hex.length}.`;
}
