import { MICRO } from './wire-values';

/** Current price of an outcome: its payout once resolved, else the market price. Micro. */
export function curPrice(
  outcomeIndex: number,
  price0: number,
  resolvedAt: number | null,
  payout0: number | null,
  payout1: number | null,
): number {
  if (resolvedAt !== null) return (outcomeIndex === 0 ? payout0 : payout1) ?? 0;
  return outcomeIndex === 0 ? price0 : MICRO - price0;
}
