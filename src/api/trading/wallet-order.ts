import { domainSeparator, hashStruct, toHex, type Hex } from 'viem';
import { orderDomain, ORDER_TYPES, ZERO_BYTES32, type OrderStruct } from './wire';

/*
 * Signature type 3 (a deposit wallet, ERC-1271): the wallet's owning EOA signs an ERC-7739
 * TypedDataSign wrapper of the order under the exchange's domain, and the blob carries what the
 * wallet contract needs to check it: 65-byte signature ‖ domain separator ‖ order struct hash ‖ the
 * Order type string ‖ its 2-byte length. The app builds it; the service checks every part.
 */

const ORDER_TYPE_STRING =
  'Order(uint256 salt,address maker,address signer,uint256 tokenId,uint256 makerAmount,uint256 takerAmount,uint8 side,uint8 signatureType,uint256 timestamp,bytes32 metadata,bytes32 builder)';

const TYPED_DATA_SIGN = [
  { name: 'contents', type: 'Order' },
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
] as const;

/** The EIP-712 domain separator of the exchange a market's orders are signed for. */
export function exchangeDomainSeparator(chainId: number, negRisk: boolean): Hex {
  return domainSeparator({ domain: orderDomain(chainId, negRisk) });
}

/** The typed data the owner signs for its wallet's order. */
export function walletOrderTypedData(order: OrderStruct, chainId: number, negRisk: boolean) {
  return {
    domain: orderDomain(chainId, negRisk),
    types: { TypedDataSign: TYPED_DATA_SIGN, Order: ORDER_TYPES.Order },
    primaryType: 'TypedDataSign',
    message: {
      contents: order,
      name: 'DepositWallet',
      version: '1',
      chainId: BigInt(chainId),
      verifyingContract: order.signer,
      salt: ZERO_BYTES32,
    },
  } as const;
}

/** The blob a deposit-wallet order carries, from the owner's 65-byte signature and the exchange's domain separator. */
export function walletSignatureBlob(signature: Hex, order: OrderStruct, separator: Hex): Hex {
  const contents = hashStruct({ data: order, primaryType: 'Order', types: ORDER_TYPES });
  const typeString = toHex(ORDER_TYPE_STRING).slice(2);
  const length = (typeString.length / 2).toString(16).padStart(4, '0');
  return `0x${signature.slice(2)}${separator.slice(2)}${contents.slice(2)}${typeString}${length}`;
}
