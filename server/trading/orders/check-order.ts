import {
  ADDRESS_BANNED,
  CLOSED_ONLY,
  INVALID_EXPIRATION,
  INVALID_ORDER_PAYLOAD,
  MARKET_NOT_READY,
  OFF_TICK,
  ORDER_VERSION_MISMATCH,
  OWNER_NOT_KEY,
  SIGNER_NOT_KEY,
  UNDER_MIN_SIZE,
  invalidFunder,
} from '../../../src/api/error-messages';
import type { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { feeFor, MICRO } from '../../ledger';
import type { TokenMarket } from '../books/store';
import { structOf } from '../../../src/api/trading/orders';
import { expirationBroken, isMarketOrder, offTick, postOnlyBroken, underMinSize } from '../../../src/api/trading/order-rules';
import { orderDigest, orderId, recoverSigner, recoverWalletOwner } from './order-signature';
import { acceptingOrders } from '../shared/accepting-orders';
import type { OrderStore } from './store';
import type { EngineOrder } from '../engine/types';

/*
 * The checks an order passes before it reaches the engine, in the order the spec's catalogue lists
 * them. Each failure is the spec's exact text; the caller decides whether it is a 400 (POST /order)
 * or a per-order errorMsg (POST /orders).
 */

export class OrderRefused extends Error {}

/**
 * A checked order: the engine's order (its seq is given when the engine takes it), its market, and
 * the cash (BUY, fee margin included) or shares (SELL) it needs free.
 */
export type Checked = { order: EngineOrder; market: TokenMarket; needs: number };

/** Fields of version-1 orders; an order carrying them was signed for the other protocol. */
const V1_FIELDS = ['feeRateBps', 'nonce', 'taker'];

const decimalPlaces = (tick: string) => tick.split('.')[1]?.length ?? 0;
const show = (micro: number | bigint) => String(Number(micro) / MICRO);
const MICRO_N = BigInt(MICRO);

export type CheckInput = {
  body: SendOrder;
  raw: Record<string, unknown>;
  apiKey: string;
  keyAddress: string;
  market: TokenMarket | undefined;
  chainId: number;
  nowS: number;
  /** The order's digest and id (idOf), computed once on arrival; undefined with the market. */
  hashed: ReturnType<typeof idOf>;
  /** Who signed the digest (order-signature.ts); a batch's were recovered ahead, on the signature thread. */
  recover?: (digest: Uint8Array, signature: string) => string | undefined;
};

/** The order's id, from its EIP-712 digest, or undefined when its token trades on no market here. */
export function idOf(o: SendOrder['order'], market: TokenMarket | undefined, chainId: number) {
  if (!market) return undefined;
  const digest = orderDigest(o, chainId, market.neg_risk === 1);
  return { digest, id: orderId(digest) };
}

export function checkOrder(store: OrderStore, i: CheckInput): Checked {
  const o = i.body.order;
  const refuse = (msg: string): never => {
    throw new OrderRefused(msg);
  };
  if (V1_FIELDS.some((f) => f in i.raw)) refuse(ORDER_VERSION_MISMATCH);
  if (i.body.owner !== i.apiKey) refuse(OWNER_NOT_KEY);
  // lower case already: the schema reads addresses so (schemas-orders.ts)
  const { signer, maker } = o;
  // the key's EOA signs as itself (types 0–2), or as the owner of the deposit wallet that is the signer (3)
  const deposit = o.signatureType === 3;
  const wallet = deposit ? store.wallet(signer) : undefined;
  const signerOk = deposit ? wallet?.owner === i.keyAddress && wallet.signature_type === 3 : signer === i.keyAddress;
  if (!signerOk) refuse(SIGNER_NOT_KEY);
  if (postOnlyBroken(i.body.orderType, i.body.postOnly === true)) refuse(INVALID_ORDER_PAYLOAD);
  const m = i.market;
  if (!m) return refuse(INVALID_ORDER_PAYLOAD);

  const { digest, id } = i.hashed ?? refuse(INVALID_ORDER_PAYLOAD);
  // a signature over any other domain (another chain, exchange or protocol version) recovers a stranger
  const recovered = deposit
    ? recoverWalletOwner(o.signature, structOf(o), i.chainId, m.neg_risk === 1)
    : (i.recover ?? recoverSigner)(digest, o.signature);
  if (recovered !== i.keyAddress) refuse(ORDER_VERSION_MISMATCH);
  if (o.signatureType === 0 && maker !== signer) refuse(invalidFunder('an EOA order is funded by its signer'));
  if (o.signatureType === 1 || o.signatureType === 2) {
    const w = store.wallet(maker);
    if (!w || w.owner !== signer || w.signature_type !== o.signatureType)
      refuse(invalidFunder(`${o.maker} is not controlled by ${o.signer}`));
  }
  if (deposit && maker !== signer) refuse(invalidFunder('a deposit-wallet order is funded by its wallet'));

  const flag = store.flag(maker) ?? store.flag(signer);
  if (flag === 'banned') refuse(ADDRESS_BANNED.make({ address: o.maker }));
  if (flag === 'closed_only' && o.side === 'BUY') refuse(CLOSED_ONLY.make({ address: o.maker }));
  if (!acceptingOrders(m, i.nowS)) refuse(MARKET_NOT_READY);

  // BUY gives pUSD for shares; SELL gives shares for pUSD
  const makerAmount = BigInt(o.makerAmount);
  const takerAmount = BigInt(o.takerAmount);
  const [usdc, shares] = o.side === 'BUY' ? [makerAmount, takerAmount] : [takerAmount, makerAmount];
  if (shares <= 0n || usdc <= 0n || shares > BigInt(Number.MAX_SAFE_INTEGER)) refuse(INVALID_ORDER_PAYLOAD);
  const tick = BigInt(Math.round(Number(m.tick_size) * MICRO));
  const implied = (usdc * MICRO_N) / shares;
  const exact = (usdc * MICRO_N) % shares === 0n && implied % tick === 0n;
  // market orders (FOK, FAK) sign an amount, so their price is a limit: rounded to the tick in the
  // signer's favour (a BUY never pays more, a SELL never takes less, than it signed)
  const market = isMarketOrder(i.body.orderType);
  const down = implied - (implied % tick);
  const price = !market || exact ? implied : o.side === 'BUY' ? down : down + tick;
  if ((!market && !exact) || offTick(price, tick)) {
    const shown = (Number(usdc) / Number(shares)).toFixed(decimalPlaces(m.tick_size) + 2).replace(/0+$/, '');
    refuse(OFF_TICK.make({ id, price: shown, tick: m.tick_size }));
  }
  if (underMinSize(shares, BigInt(m.min_order_size))) refuse(UNDER_MIN_SIZE.make({ id, size: show(shares), min: show(m.min_order_size) }));

  const expiration = BigInt(o.expiration);
  // the engine keeps seconds as numbers: an expiration past 2^53 is no time this service can keep
  if (expirationBroken(i.body.orderType, expiration, i.nowS) || expiration > BigInt(Number.MAX_SAFE_INTEGER)) refuse(INVALID_EXPIRATION);

  const size = Number(shares);
  const needs = o.side === 'BUY' ? Number(usdc) + feeFor(size, Number(price), m.fee_bps) : size;
  const order: EngineOrder = {
    id,
    seq: 0,
    owner: maker,
    market: m.condition_id,
    asset: m.token_id,
    outcome: m.outcome_index,
    side: o.side,
    price: Number(price),
    size,
    type: i.body.orderType,
    postOnly: i.body.postOnly === true,
    expiration: Number(expiration),
  };
  return { order, market: m, needs };
}
