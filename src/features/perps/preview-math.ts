import type { PerpsInstrument } from '../../api/perps/contract/schemas';

/*
 * The ticket's preview, exact: prices and sizes are bigint counts of the instrument's steps, money
 * is micro pUSD. Fees and margins round up to the micro (never in the payer's favour), and the
 * liquidation price is the gateway's own formula for an isolated position (facts §6.2, MM =
 * notional × 0.5 / max_leverage; server/perps/account/portfolio.ts), truncated at the price decimals.
 */

type Sizing = Pick<PerpsInstrument, 'price_decimals' | 'quantity_decimals' | 'max_leverage'>;

/** Fee rates of the $0 volume tier, in millionths of the notional (4 bp taker, 1.25 bp maker). */
export const TAKER_FEE_PPM = 400n;
export const MAKER_FEE_PPM = 125n;

const ceilDiv = (a: bigint, d: bigint) => (a + d - 1n) / d;

/** price × qty in micro pUSD (rounded up past the sixth decimal, which the sandbox's decimals never reach). */
export function notionalMicro(i: Sizing, price: bigint, qty: bigint): bigint {
  const places = i.price_decimals + i.quantity_decimals;
  const product = price * qty;
  return places <= 6 ? product * 10n ** BigInt(6 - places) : ceilDiv(product, 10n ** BigInt(places - 6));
}

/** The price at which an isolated position opened at `price` with `leverage` is liquidated, in price steps. */
export function liquidationPrice(i: Sizing, buy: boolean, price: bigint, qty: bigint, leverage: number): bigint {
  if (qty === 0n) return 0n;
  const cost = notionalMicro(i, price, qty);
  const alloc = cost / BigInt(leverage);
  const twoL = BigInt(2 * i.max_leverage);
  const contracts = qty * 1_000_000n;
  const scale = 10n ** BigInt(i.quantity_decimals) * 10n ** BigInt(i.price_decimals);
  if (buy) {
    const num = (cost - alloc) * twoL * scale;
    return num <= 0n ? 0n : num / (contracts * (twoL - 1n));
  }
  return ((cost + alloc) * twoL * scale) / (contracts * (twoL + 1n));
}

export type Preview = {
  notional: bigint;
  initialMargin: bigint;
  fee: bigint;
  liquidation: bigint;
  /** available_order_margin − IM − fee; undefined before the account is read. Negative: it does not fit. */
  marginLeft: bigint | undefined;
};

export function previewOrder(
  i: Sizing,
  o: { buy: boolean; price: bigint; qty: bigint; leverage: number; maker: boolean; availableMicro: bigint | undefined },
): Preview {
  const notional = notionalMicro(i, o.price, o.qty);
  const initialMargin = ceilDiv(notional, BigInt(o.leverage));
  const fee = ceilDiv(notional * (o.maker ? MAKER_FEE_PPM : TAKER_FEE_PPM), 1_000_000n);
  return {
    notional,
    initialMargin,
    fee,
    liquidation: liquidationPrice(i, o.buy, o.price, o.qty, o.leverage),
    marginLeft: o.availableMicro === undefined ? undefined : o.availableMicro - initialMargin - fee,
  };
}
