import { hashTypedData, type Hex } from 'viem';
import type { SendOrder, SignedOrder } from './contract/schemas-orders';
import { postOnlyBroken, RULE_TEXT } from './order-rules';
import { orderTypedData, SIDE_CODE, ZERO_BYTES32, type OrderStruct } from './wire';

/*
 * An order from amounts to the POST /order body. The wallet signs orderTypedData(struct, …) outside
 * this module (src/wallet); here the struct is made, hashed (its hash is the order's id on the
 * service) and written to the wire the way the official client writes it.
 */

type OrderType = SendOrder['orderType'];

/**
 * A random salt. The wire carries the salt as a JSON number, so it stays within 2^53 − 1: a larger
 * one would be rounded by JSON parsers and the signature would no longer match the order.
 */
export function randomSalt(): bigint {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (BigInt(hi! & 0x1f_ffff) << 32n) | BigInt(lo!);
}

export function buildOrder(a: {
  maker: Hex;
  signer: Hex;
  tokenId: string;
  side: 'BUY' | 'SELL';
  makerAmount: bigint;
  takerAmount: bigint;
  signatureType: 0 | 1 | 2 | 3;
  salt?: bigint;
  timestampMs?: number;
  metadata?: Hex;
  builder?: Hex;
}): OrderStruct {
  const salt = a.salt ?? randomSalt();
  if (salt < 0n || salt > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the salt must fit a JSON number (0 … 2^53 − 1)');
  if (!/^\d+$/.test(a.tokenId)) throw new RangeError(`not a token id: ${a.tokenId}`);
  if (a.makerAmount <= 0n || a.takerAmount <= 0n) throw new RangeError('order amounts must be positive');
  return {
    salt,
    maker: a.maker,
    signer: a.signer,
    tokenId: BigInt(a.tokenId),
    makerAmount: a.makerAmount,
    takerAmount: a.takerAmount,
    side: SIDE_CODE[a.side],
    signatureType: a.signatureType,
    timestamp: BigInt(a.timestampMs ?? Date.now()),
    metadata: a.metadata ?? ZERO_BYTES32,
    builder: a.builder ?? ZERO_BYTES32,
  };
}

/** The order's EIP-712 hash under its exchange: the id the service answers and cancels by. */
export function orderHash(struct: OrderStruct, chainId: number, negRisk: boolean): Hex {
  return hashTypedData(orderTypedData(struct, chainId, negRisk));
}

/** The signed struct back from a wire order (to hash a body already made). */
export function structOf(o: SignedOrder): OrderStruct {
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

/**
 * The POST /order body, field for field as the facts sheet (and the official client) has it: the
 * salt a JSON number, uints decimal strings, side "BUY"/"SELL", deferExec false. The expiration
 * (unix seconds) is sent but not signed: GTD orders need one (a minute ahead at least), the other
 * types none. Combinations the service always refuses throw here, before a request.
 */
export function orderBody(a: {
  struct: OrderStruct;
  signature: Hex;
  owner: string;
  orderType: OrderType;
  postOnly?: boolean;
  expiration?: number;
}): SendOrder {
  const { struct: s, orderType } = a;
  const postOnly = a.postOnly ?? false;
  const expiration = a.expiration ?? 0;
  if (postOnlyBroken(orderType, postOnly)) throw new RangeError(RULE_TEXT.postOnly);
  if (orderType === 'GTD' ? expiration <= 0 : expiration !== 0)
    throw new RangeError('only GTD orders carry an expiration, and they need one');
  if (s.salt > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the salt must fit a JSON number');
  return {
    deferExec: false,
    postOnly,
    order: {
      salt: Number(s.salt),
      maker: s.maker,
      signer: s.signer,
      tokenId: s.tokenId.toString(),
      makerAmount: s.makerAmount.toString(),
      takerAmount: s.takerAmount.toString(),
      side: s.side === SIDE_CODE.BUY ? 'BUY' : 'SELL',
      signatureType: s.signatureType,
      timestamp: s.timestamp.toString(),
      expiration: String(expiration),
      metadata: s.metadata,
      builder: s.builder,
      signature: a.signature,
    },
    owner: a.owner,
    orderType,
  };
}
