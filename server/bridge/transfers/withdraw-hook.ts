import { CONTRACTS } from '../../../src/api/config';
import type { BridgeHook } from '../../relayer/calls/call-context';
import type { AddressStore } from '../addresses/store';
import { POLYGON, pricedAsset } from '../assets/catalogue';
import { plannedTransfer } from './plan';
import type { TransferStore } from './store';
import type { StepClock } from './walk';

/*
 * The bridge's side of a pUSD transfer to one of its withdrawal addresses, from the relayer or the
 * sandbox chain (server/relayer/calls/erc20-calls.ts): the executor debits the sender through the
 * ledger, and this records the payout at that address, in the same SQLite transaction. It then walks
 * to COMPLETED like a deposit (or FAILED below the destination's minimum, refunding the sender).
 */
export function bridgeHook(addresses: AddressStore, transfers: TransferStore, clock: StepClock): BridgeHook {
  const pusd = pricedAsset(POLYGON, CONTRACTS.collateral)!;
  return {
    withdrawAddress(to) {
      const row = addresses.byAddress(to);
      if (row?.kind !== 'withdraw' || !row.to_chain_id || !row.to_token_address) return undefined;
      const toChainId = row.to_chain_id;
      const toTokenAddress = row.to_token_address;
      return ({ from, amount, txHash }) => {
        const destination = pricedAsset(toChainId, toTokenAddress);
        const planned = destination
          ? plannedTransfer({ from: pusd, amount: BigInt(amount), to: destination, credited: false, fault: false })
          : { toAmount: '0', settleMicros: amount, failure: 'destination no longer supported' };
        transfers.insert({
          address: row.address,
          fromChainId: POLYGON,
          fromTokenAddress: CONTRACTS.collateral,
          fromAmount: String(amount),
          toChainId,
          toTokenAddress,
          toAmount: planned.toAmount,
          settleMicros: planned.settleMicros,
          settleTo: from,
          failure: planned.failure,
          sourceTx: txHash,
        });
        // armed now, fired after the transfer's transaction has committed (or found nothing if it rolled back)
        clock.arm();
      };
    },
  };
}
