import { hashTypedData } from 'viem';
import type { OrderStruct } from '../../../src/api/trading/wire';
import { walletOrderTypedData, walletSignatureBlob } from '../../../src/api/trading/wallet-order';
import { domainSeparator, orderSigner } from './order-hash';

/* Signature type 3: the blob's parts are checked against this order's, then the owner is recovered, as the wallet would (src/api/trading/wallet-order.ts builds them). */

/** The EOA that signed a deposit-wallet order, or undefined when any part of the blob is not this order's. */
export async function recoverWalletOwner(
  blob: string,
  order: OrderStruct,
  chainId: number,
  negRisk: boolean,
  owner: string,
): Promise<string | undefined> {
  const expected = walletSignatureBlob(`0x${blob.slice(2, 132)}`, order, domainSeparator(chainId, negRisk));
  if (!/^0x[0-9a-fA-F]+$/.test(blob) || blob.toLowerCase() !== expected.toLowerCase()) return undefined;
  const digest = hashTypedData(walletOrderTypedData(order, chainId, negRisk));
  return orderSigner(digest, `0x${blob.slice(2, 132)}`, owner);
}
