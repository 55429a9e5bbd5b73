import type { PricedAsset } from '../assets/catalogue';

/*
 * What a transfer from one asset to another yields, in exact integers: amounts in base units and
 * USD in micro-dollars, both bigints. The sandbox's fee model: a route between two USD-pegged
 * tokens is free (the bridge's own fee is 0, and withdrawals are free of Polymarket fees, facts
 * §2.4); any other route pays a 0.1 % fill cost, a 0.02 % swap impact and a flat gas charge. The
 * credit of a completed deposit is this same figure, so a quote is what the wallet receives.
 */

const BPS = 10_000n;
const FILL_BPS = 10n;
const SWAP_BPS = 2n;
const GAS_MICROS = 3_900n;
/** The slippage a quote allows (percent, as the wire says it). */
export const MAX_SLIPPAGE_PERCENT = 0.5;
const SLIPPAGE_BPS = 50n;

export type Conversion = {
  inputUsd: bigint;
  outputUsd: bigint;
  fillUsd: bigint;
  swapUsd: bigint;
  gasUsd: bigint;
  totalUsd: bigint;
  minReceivedUsd: bigint;
  fillBps: bigint;
  swapBps: bigint;
  /** Base units of the destination token. */
  toAmount: bigint;
};

const pow10 = (n: number) => 10n ** BigInt(n);

/** The USD value, in micro-dollars (rounded down), of `amount` base units of `asset`. */
export const usdValue = (asset: PricedAsset, amount: bigint) => (amount * asset.usdMicros) / pow10(asset.decimals);

export function convert(from: PricedAsset, amount: bigint, to: PricedAsset): Conversion {
  const inputUsd = usdValue(from, amount);
  const pegged = from.stable && to.stable;
  const fillBps = pegged ? 0n : FILL_BPS;
  const swapBps = pegged ? 0n : SWAP_BPS;
  const fillUsd = (inputUsd * fillBps) / BPS;
  const swapUsd = (inputUsd * swapBps) / BPS;
  const gasUsd = pegged ? 0n : GAS_MICROS;
  const totalUsd = fillUsd + swapUsd + gasUsd > inputUsd ? inputUsd : fillUsd + swapUsd + gasUsd;
  const outputUsd = inputUsd - totalUsd;
  return {
    inputUsd,
    outputUsd,
    fillUsd,
    swapUsd,
    gasUsd,
    totalUsd,
    minReceivedUsd: (outputUsd * (BPS - SLIPPAGE_BPS)) / BPS,
    fillBps,
    swapBps,
    toAmount: (outputUsd * pow10(to.decimals)) / to.usdMicros,
  };
}

/** Micro-dollars as the wire's JSON number: display figures only, never read back into an amount. */
export const usdNumber = (micros: bigint) => Number(micros) / 1e6;

/** Basis points as the wire's percent number. */
export const percentNumber = (bps: bigint) => Number(bps) / 100;

/** A base-unit amount on the wire: 1 to 78 digits, above zero. */
export function baseUnits(text: string): bigint | undefined {
  if (!/^\d{1,78}$/.test(text)) return undefined;
  const n = BigInt(text);
  return n > 0n ? n : undefined;
}
