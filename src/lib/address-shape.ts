/*
 * Address helpers that need no hashing. Kept apart from address.ts (viem checksums, keccak) so the
 * app shell can show an address without pulling the hashing code into the entry chunk.
 */

/** The wire shape of an address; says nothing about its checksum. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export function looksLikeAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** 0x1234…abcd: enough to recognise an address, short enough for a header. */
export function shortenAddress(address: string, lead = 6, tail = 4): string {
  if (address.length <= lead + tail + 1) return address;
  return `${address.slice(0, lead)}…${address.slice(-tail)}`;
}
