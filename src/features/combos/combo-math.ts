import { formatUnits, parseUnits } from '../../lib/decimal';
import type { ComboLegRow, ComboRow } from './combo-types';

/*
 * Combo money is sent as decimal strings; it is read with parseUnits into bigint micro units and
 * summed as integers, so a total is exact and rounded once, when it is shown.
 */

export const USDC_DECIMALS = 6;
const ONE = 10n ** BigInt(USDC_DECIMALS);

/** A six-decimal wire amount ('13.680000', '0.00') → micro units. */
export const usdcMicro = (amount: string): bigint => parseUnits(amount, USDC_DECIMALS);

/** Micro units → the shortest exact decimal string, for Intl to format. */
export const microToDecimal = (micro: bigint): string => formatUnits(micro, USDC_DECIMALS);

/**
 * What one combo share of this leg is worth now, micro: a resolved leg pays its outcome (a win 1,
 * a loss 0); otherwise its market's current price. A fractional resolution reports its price.
 */
export function legFactorMicro(leg: ComboLegRow): bigint {
  if (leg.leg_status === 'RESOLVED_WIN') return ONE;
  if (leg.leg_status === 'RESOLVED_LOSS') return 0n;
  return parseUnits(leg.leg_current_price, USDC_DECIMALS);
}

/**
 * Current value of the position: shares × the product of its legs' factors. The product is kept
 * at full precision (6 decimals per factor) and rounded half-up once at the end.
 */
export function currentValueMicro(row: ComboRow): bigint {
  let numerator = usdcMicro(row.shares_balance);
  let scale = 1n;
  for (const leg of row.legs) {
    numerator *= legFactorMicro(leg);
    scale *= ONE;
  }
  if (row.legs.length === 0) return 0n;
  return (numerator + scale / 2n) / scale;
}

export type ComboFigures = { entryCost: bigint; currentValue: bigint; realizedPayout: bigint; totalCost: bigint; pnl: bigint };

export function comboFigures(row: ComboRow): ComboFigures {
  const currentValue = currentValueMicro(row);
  const realizedPayout = usdcMicro(row.realized_payout_usdc);
  const totalCost = usdcMicro(row.total_cost_usdc);
  return {
    entryCost: usdcMicro(row.entry_cost_usdc),
    currentValue,
    realizedPayout,
    totalCost,
    pnl: currentValue + realizedPayout - totalCost,
  };
}

/** Exact sums over the rows shown. */
export function comboTotals(rows: readonly ComboRow[]): ComboFigures {
  const total: ComboFigures = { entryCost: 0n, currentValue: 0n, realizedPayout: 0n, totalCost: 0n, pnl: 0n };
  for (const row of rows) {
    const f = comboFigures(row);
    total.entryCost += f.entryCost;
    total.currentValue += f.currentValue;
    total.realizedPayout += f.realizedPayout;
    total.totalCost += f.totalCost;
    total.pnl += f.pnl;
  }
  return total;
}

/** A leg price '0.356' → 0.356 for display in cents (display only, never summed). */
export const priceNumber = (price: string): number => Number(price);
