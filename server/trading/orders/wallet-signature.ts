import { hashTypedData, hexToBytes } from 'viem';
import type { OrderStruct } from '../../../src/api/trading/wire';
import { exchangeDomainSeparator, walletOrderTypedData, walletSignatureBlob } from '../../../src/api/trading/wallet-order';
import { recoverSigner } from './signatures';

/* Signature type 3: the blob's parts are checked against this order's, then the owner is recovered, as the wallet would (src/api/trading/wallet-order.ts builds them). */

/** The EOA that signed a deposit-wallet order, or undefined when any part of the blob is not this order's. */
export function recoverWalletOwner(blob: string, order: OrderStruct, chainId: number, negRisk: boolean): string | undefined {
  if (!/^0x[0-9a-fA-F]+$/.test(blob)) return undefined;
  const expected = walletSignatureBlob(`0x${blob.slice(2, 132)}`, order, exchangeDomainSeparator(chainId, negRisk));
  if (blob.toLowerCase() !== expected.toLowerCase()) return undefined;
  return recoverSigner(hexToBytes(hashTypedData(walletOrderTypedData(order, chainId, negRisk))), `0x${blob.slice(2, 132)}`);
}
