import { getAddress, hexToBytes, keccak256, toHex, type Hex } from 'viem';
import { base58Encode, tronAddress, type Family } from '../../../src/api/bridge/families';

/*
 * Bridge addresses are a hash of what they are bound to (bridge facts §6): a wallet and a family
 * for a deposit address, a wallet and a destination for a withdrawal address. The same request
 * gives the same address on every call and after every restart, with nothing to look up first.
 * Each is shaped as its family's addresses are: EVM hex, a 32-byte base58 Solana account, a Tron
 * base58check address, and a bech32-looking bc1q address (its checksum is not a real bech32 one:
 * nothing in the sandbox sends Bitcoin).
 */

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function shaped(family: Family, hash: Hex): string {
  const bytes = hexToBytes(hash);
  switch (family) {
    case 'evm':
      return `0x${hash.slice(-40)}`;
    case 'svm':
      return base58Encode(bytes);
    case 'tron':
      return tronAddress(bytes.slice(12));
    case 'btc':
      return `bc1q${[...bytes, ...hexToBytes(keccak256(hash)).slice(0, 6)].map((b) => BECH32[b % 32]).join('')}`;
  }
}

const seed = (parts: readonly string[]) => keccak256(toHex(`vantage-bridge|${parts.join('|')}`));

/** The deposit address of `family` for a (lower-case) wallet. */
export const depositAddress = (wallet: string, family: Family) => shaped(family, seed(['deposit', family, wallet]));

/** The EVM address that pays pUSD sent to it out to one destination; every part already normalised. */
export const withdrawAddress = (wallet: string, toChainId: string, toTokenAddress: string, recipient: string) =>
  shaped('evm', seed(['withdraw', wallet, toChainId, toTokenAddress, recipient]));

/** How an EVM address goes out on the wire: checksummed, as the public bridge answers it. */
export const wireAddress = (family: Family, address: string) => (family === 'evm' ? getAddress(address) : address);
