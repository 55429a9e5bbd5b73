import { formatUnits, parseUnits } from '../../lib/decimal';
import { isTerminal, type ComboLegRow, type ComboRow } from './combo-types';

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
 * What the position is worth (docs/money-model.md, "Open combos value"): a combo has no order book,
 * and the product of its legs' prices assumes they are independent, so while live it is held at its
 * remaining fee-exclusive cost; once settled it is worth what redeeming pays, shares × the product
 * of the legs' payouts, floored to the micro as the ledger pays it. The same figure as /v2/value.
 */
export function currentValueMicro(row: ComboRow): bigint {
  if (!isTerminal(row.status)) {
    const gross = usdcMicro(row.gross_entry_cost_usdc);
    const fees = usdcMicro(row.entry_fees_usdc);
    return gross - (fees < gross ? fees : gross);
  }
  if (row.legs.length === 0) return 0n;
  let numerator = usdcMicro(row.shares_balance);
  let scale = 1n;
  for (const leg of row.legs) {
    numerator *= legFactorMicro(leg);
    scale *= ONE;
  }
  return numerator / scale;
}

export type ComboFigures = { currentValue: bigint; realizedPayout: bigint; totalCost: bigint; pnl: bigint };

export function comboFigures(row: ComboRow): ComboFigures {
  const currentValue = currentValueMicro(row);
  const realizedPayout = usdcMicro(row.realized_payout_usdc);
  const totalCost = usdcMicro(row.total_cost_usdc);
  return {
    currentValue,
    realizedPayout,
    totalCost,
    pnl: currentValue + realizedPayout - totalCost,
  };
}

/** Exact sums over the rows shown. */
export function comboTotals(rows: readonly ComboRow[]): ComboFigures {
  const total: ComboFigures = { currentValue: 0n, realizedPayout: 0n, totalCost: 0n, pnl: 0n };
  for (const row of rows) {
    const f = comboFigures(row);
    total.currentValue += f.currentValue;
    total.realizedPayout += f.realizedPayout;
    total.totalCost += f.totalCost;
    total.pnl += f.pnl;
  }
  return total;
}

/** A leg price '0.356' → 0.356 for display in cents (display only, never summed). */
export const priceNumber = (price: string): number => Number(price);
