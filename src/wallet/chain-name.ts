import { CHAIN_ID } from '../api/config';

/** The network a signature is for, in words (the app says which network every action signs for). */
export function chainName(chainId: number | undefined): string {
  if (chainId === CHAIN_ID.polygon) return 'Polygon';
  if (chainId === CHAIN_ID.amoy) return 'Amoy (test network)';
  return chainId === undefined ? 'no network' : `chain ${chainId}`;
}
