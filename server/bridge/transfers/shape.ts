import { hexToBytes, keccak256, toHex } from 'viem';
import type { BridgeTransaction } from '../../../src/api/bridge/contract/schemas';
import { base58Encode } from '../../../src/api/bridge/families';
import { familyOfChain } from '../assets/catalogue';
import type { TransferRow } from './store';

/*
 * A transfer as /status answers it (bridge facts §2.5): createdTimeMs only once it is past
 * DEPOSIT_DETECTED, txHash only once COMPLETED and in the destination chain's own format.
 */

/** The destination transaction of a transfer, derived from the transfer so it never changes. */
export function payoutTxHash(row: Pick<TransferRow, 'id' | 'source_tx' | 'to_chain_id'>): string {
  const hash = keccak256(toHex(`vantage-bridge-payout|${row.id}|${row.source_tx}`));
  switch (familyOfChain(row.to_chain_id) ?? 'evm') {
    case 'evm':
      return hash;
    case 'svm':
      // a Solana signature is 64 bytes in base58
      return base58Encode(new Uint8Array([...hexToBytes(hash), ...hexToBytes(keccak256(hash))]));
    case 'btc':
    case 'tron':
      return hash.slice(2);
  }
}

export function wireTransfer(row: TransferRow): BridgeTransaction {
  return {
    fromChainId: row.from_chain_id,
    fromTokenAddress: row.from_token_address,
    fromAmountBaseUnit: row.from_amount,
    toChainId: row.to_chain_id,
    toTokenAddress: row.to_token_address,
    status: row.status,
    ...(row.status === 'COMPLETED' ? { txHash: payoutTxHash(row) } : {}),
    ...(row.status === 'DEPOSIT_DETECTED' ? {} : { createdTimeMs: row.detected_at }),
  };
}
