import { hashTypedData, type Hex } from 'viem';
import { orderTypedData, SIDE_CODE, type OrderStruct } from '../../../src/api/trading/wire';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';
import { recoverSigner } from './signature-workers';

/** The signed struct of a wire order: every uint as a bigint, side as its code. */
export function orderStruct(o: SignedOrder): OrderStruct {
  return {
    salt: BigInt(o.salt),
    maker: o.maker as Hex,
    signer: o.signer as Hex,
    tokenId: BigInt(o.tokenId),
    makerAmount: BigInt(o.makerAmount),
    takerAmount: BigInt(o.takerAmount),
    side: SIDE_CODE[o.side],
    signatureType: o.signatureType,
    timestamp: BigInt(o.timestamp),
    metadata: o.metadata as Hex,
    builder: o.builder as Hex,
  };
}

/** The order's id: its EIP-712 hash under the exchange it trades on. */
export function orderHash(o: SignedOrder, chainId: number, negRisk: boolean): Hex {
  return hashTypedData(orderTypedData(orderStruct(o), chainId, negRisk));
}

/** The address whose key made a 65-byte ECDSA signature over the hash, or undefined when it does not parse. */
export async function recoverOrderSigner(hash: Hex, signature: string): Promise<string | undefined> {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  // off the event loop when the service has a pool of signature workers (signature-workers.ts)
  return recoverSigner(hash, signature as Hex);
}
