import { MONEY_DECIMALS, formatMicro, parseUnits } from '../../lib/decimal';

/*
 * Complete sets, exactly: one pUSD splits into one share of each outcome, and one share of each
 * merges back into one pUSD. The amount typed is read as an exact six-place decimal, checked
 * against what the holder (the Safe, or the wallet's own address) holds, and the preview says what
 * goes out and what comes back.
 */

export type SetsKind = 'split' | 'merge';

export type SetsPlan = { ok: true; amount: bigint; gives: string; gets: string } | { ok: false; reason: string };

/** What the holder holds, in micro units (undefined while it loads). */
export type SetsHoldings = { cash?: bigint; shares?: readonly [bigint | undefined, bigint | undefined] };

const AMOUNT = /^\d+(\.\d{1,6})?$/;

/** The plan for `text` (a decimal amount of sets), or why there is none; `holder` names who holds the funds in a refusal. */
export function setsPlan(
  kind: SetsKind,
  text: string,
  held: SetsHoldings,
  outcomes: readonly [string, string],
  holder = 'The Safe',
): SetsPlan {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'Enter an amount.' };
  if (!AMOUNT.test(t)) return { ok: false, reason: 'Enter a number with at most six decimals.' };
  const amount = parseUnits(t, MONEY_DECIMALS);
  if (amount <= 0n) return { ok: false, reason: 'Enter an amount above zero.' };
  const n = formatMicro(amount);
  const pair = `${n} ${outcomes[0]} and ${n} ${outcomes[1]} shares`;
  if (kind === 'split') {
    if (held.cash !== undefined && amount > held.cash) return { ok: false, reason: `${holder} holds only ${formatMicro(held.cash)} pUSD.` };
    return { ok: true, amount, gives: `${n} pUSD`, gets: pair };
  }
  const [a, b] = held.shares ?? [];
  const most = a !== undefined && b !== undefined ? (a < b ? a : b) : undefined;
  if (most !== undefined && amount > most) return { ok: false, reason: `${holder} holds only ${formatMicro(most)} complete sets.` };
  return { ok: true, amount, gives: pair, gets: `${n} pUSD` };
}
