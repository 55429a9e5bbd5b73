import type { Hex } from 'viem';
import { deriveDepositWallet, deriveSafe } from '../../../src/api/relayer/addresses';
import { WALLET_TYPES, type WalletType } from '../../../src/api/relayer/contract/schemas';
import { RELAYER_INVALID_ADDRESS, RELAYER_INVALID_TYPE } from '../../../src/api/error-messages';

/*
 * The wallet reads' parameters: `address` and `type`. A SAFE is derived from its owner by CREATE2
 * and a deposit wallet (WALLET) too; PROXY is refused as an invalid type, since the proxy factory
 * does not exist on the local chain (the official client's Amoy config leaves it blank too).
 */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type WalletQuery = { ok: true; address: Hex; type: WalletType } | { ok: false; error: string };

/** `defaultType`: what a missing type means (SAFE for /deployed; /nonce and /relay-payload need one). */
export function readWalletQuery(q: { address?: string; type?: string }, defaultType?: WalletType): WalletQuery {
  if (!q.address || !ADDRESS.test(q.address)) return { ok: false, error: RELAYER_INVALID_ADDRESS };
  const type = q.type ?? defaultType;
  if (!WALLET_TYPES.includes(type as WalletType)) return { ok: false, error: RELAYER_INVALID_TYPE };
  return { ok: true, address: q.address.toLowerCase() as Hex, type: type as WalletType };
}

/** The lower-case wallet of an owner: its Safe, or its deposit wallet on `chainId`. */
export function walletOf(owner: Hex, type: WalletType, chainId: number): string {
  return (type === 'SAFE' ? deriveSafe(owner) : deriveDepositWallet(owner, chainId)).toLowerCase();
}
