import { MICRO } from '../ledger/money';

/*
 * The mark of an outcome token: what one share is worth now, in micro USDC. Once its market resolved
 * it is the payout (1, 0 or a fraction), whatever the last trade was; before that, the market's
 * price of that outcome. Every route, view figure and total prices a share with this rule
 * (docs/money-model.md, "Marks"), so a resolved market never shows 97¢ in one place and 100¢ in another.
 */

/** The market columns a mark is read from (the markets table's names). */
export type MarkSource = { price0: number; resolved_at: number | null; payout0: number | null; payout1: number | null };

const clamp = (p: number) => Math.min(MICRO, Math.max(0, p));

export function outcomeMark(outcomeIndex: number, m: MarkSource): number {
  if (m.resolved_at !== null) return clamp((outcomeIndex === 0 ? m.payout0 : m.payout1) ?? 0);
  const p0 = clamp(m.price0);
  return outcomeIndex === 0 ? p0 : MICRO - p0;
}

/** Both outcomes' marks, outcome 0 first. */
export function outcomeMarks(m: MarkSource): [number, number] {
  return [outcomeMark(0, m), outcomeMark(1, m)];
}

/** The same rule in SQL, for a query joining markets as `market`; `outcome` is the outcome-index expression. */
export function markSql(outcome: string, market = 'm'): string {
  return `CASE WHEN ${market}.resolved_at IS NOT NULL
    THEN COALESCE(CASE ${outcome} WHEN 0 THEN ${market}.payout0 ELSE ${market}.payout1 END, 0)
    ELSE CASE ${outcome} WHEN 0 THEN ${market}.price0 ELSE 1000000 - ${market}.price0 END END`;
}

/** The value of `size` shares at `mark`, rounded half up to the micro: the value of one position. */
export function valueAtMark(size: number, mark: number): number {
  const n = Math.max(0, size) * Math.max(0, mark) + MICRO / 2;
  if (n > Number.MAX_SAFE_INTEGER)
    return Number((BigInt(Math.max(0, size)) * BigInt(Math.max(0, mark)) + BigInt(MICRO / 2)) / BigInt(MICRO));
  // the float quotient can land on the wrong side of an integer; the exact remainder corrects it
  let q = Math.floor(n / MICRO);
  const r = n - q * MICRO;
  if (r < 0) q -= 1;
  else if (r >= MICRO) q += 1;
  return q;
}

/** Σ value of holdings, each position rounded on its own (as its row shows it), in exact integers. */
export function holdingsValue(rows: readonly { size: number; mark: number }[]): number {
  let total = 0;
  for (const r of rows) total += valueAtMark(r.size, r.mark);
  return total;
}
