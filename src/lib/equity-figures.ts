import { formatMicro, toMicro } from './decimal';

/*
 * Equity, computed once for every view that shows it (docs/money-model.md, "Equity"). The
 * accounting snapshot states cash and the market positions' value; its own equity column is those
 * two alone, as it has no combo column. /v2/value is market positions plus open combos, so the
 * combos are what it adds. Overview and Accounting both call this, so the figure they share
 * ("cash + market positions") is the same number, rounded the same way, on both screens.
 *
 * Rounding: each part is rounded to the cent as the view that lists it shows it, and a total shown
 * is the sum of those cents, so a breakdown adds up on screen; the exact totals (to the micro) go
 * beside them.
 */

type Amount = number | string | bigint;

export type EquityFigures = {
  /** the parts, each rounded to the cent (decimal strings) */
  cash: string;
  positions: string;
  /** cash + market positions: the snapshot's equity column, the figure Accounting states */
  marketEquity: string;
  marketEquityExact: string;
  /** open combos and full equity; null where /v2/value is not at hand (Accounting reads the snapshot alone) */
  combos: string | null;
  /** the perps account's equity (collateral + uPnL at mark); null where it is not at hand or not asked for */
  perps: string | null;
  total: string | null;
  exact: string | null;
};

const CENT = 10_000n;

/** Micro-dollars to whole cents, half away from zero (as Intl rounds a shown amount). */
export const toCents = (micro: bigint): bigint => (micro < 0n ? -((-micro + CENT / 2n) / CENT) : (micro + CENT / 2n) / CENT);

const centsText = (cents: bigint) => formatMicro(cents * CENT);

/**
 * `portfolioValue` is /v2/value's figure (market positions + open combos); without it only the market
 * part is computed. `perpsEquity`, the perps gateway's equity of the same address, joins the total
 * as a part of its own.
 */
export function equityFigures(input: {
  cash: Amount;
  positionsValue: Amount;
  portfolioValue?: Amount;
  perpsEquity?: Amount;
}): EquityFigures {
  const cashMicro = toMicro(input.cash);
  const positionsMicro = toMicro(input.positionsValue);
  const [cash, positions] = [toCents(cashMicro), toCents(positionsMicro)];
  const market = { marketEquity: centsText(cash + positions), marketEquityExact: formatMicro(cashMicro + positionsMicro) };
  if (input.portfolioValue === undefined)
    return { cash: centsText(cash), positions: centsText(positions), ...market, combos: null, perps: null, total: null, exact: null };
  const portfolioMicro = toMicro(input.portfolioValue);
  const combos = toCents(portfolioMicro - positionsMicro);
  const perpsMicro = input.perpsEquity === undefined ? 0n : toMicro(input.perpsEquity);
  const perps = toCents(perpsMicro);
  return {
    cash: centsText(cash),
    positions: centsText(positions),
    ...market,
    combos: centsText(combos),
    perps: input.perpsEquity === undefined ? null : centsText(perps),
    total: centsText(cash + positions + combos + perps),
    exact: formatMicro(cashMicro + portfolioMicro + perpsMicro),
  };
}
