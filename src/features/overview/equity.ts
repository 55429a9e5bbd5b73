import { formatMicro, toMicro } from '../../lib/decimal';

/*
 * Equity = cash + market positions + open combos (docs/money-model.md). The accounting snapshot is
 * the one route that states cash, and it values the market positions; /v2/value is market positions
 * plus open combos, so the combos are what it adds. Each part is shown rounded to the cent as the
 * view that lists it shows it, and the total shown is the sum of those cents, so the breakdown adds
 * up on screen; the exact total (to the micro-dollar) goes beside it.
 */
export type EquityParts = { cash: string; positions: string; combos: string; total: string; exact: string; asOf: string };

const CENT = 10_000n;
/** Micro-dollars to whole cents, half away from zero (as Intl rounds a shown amount). */
const cents = (micro: bigint) => (micro < 0n ? -((-micro + CENT / 2n) / CENT) : (micro + CENT / 2n) / CENT);

export function equityParts(snapshot: { cash: string; positionsValue: string; asOf: string }, value: number | string): EquityParts {
  const marked = toMicro(value);
  const [cashMicro, positionsMicro] = [toMicro(snapshot.cash), toMicro(snapshot.positionsValue)];
  const parts = [cashMicro, positionsMicro, marked - positionsMicro].map(cents);
  const [cash, positions, combos] = parts.map((c) => formatMicro(c * CENT));
  return {
    cash: cash!,
    positions: positions!,
    combos: combos!,
    total: formatMicro(parts.reduce((a, b) => a + b, 0n) * CENT),
    exact: formatMicro(cashMicro + marked),
    asOf: snapshot.asOf,
  };
}
