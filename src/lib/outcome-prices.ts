import { formatCents } from './format';

/*
 * The metadata service sends a market's outcomes, prices and token ids as JSON arrays inside
 * strings ('["Yes","No"]', '["0.28","0.72"]'). A price that is missing or not a number in 0..1 is
 * shown as unknown rather than guessed: a wrong price reads as a fact.
 */

export type OutcomeQuote = { index: number; outcome: string; price: number | null; tokenId: string | null };

/** A JSON-encoded array of strings → the array; anything else → null. */
export function parseJsonStringList(text: string | undefined | null): string[] | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null;
  } catch {
    return null;
  }
}

/** One price as sent ("0.28", "1", "0") → a number in 0..1, or null. */
export function parseOutcomePrice(raw: string | undefined): number | null {
  if (raw === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 0 && n <= 1 ? n : null;
}

/** The market's outcomes in order, each with its price and token id when the lists carry them. */
export function outcomeQuotes(outcomes: string, outcomePrices: string, clobTokenIds?: string): OutcomeQuote[] {
  const names = parseJsonStringList(outcomes) ?? [];
  const prices = parseJsonStringList(outcomePrices) ?? [];
  const tokens = parseJsonStringList(clobTokenIds) ?? [];
  return names.map((outcome, index) => ({ index, outcome, price: parseOutcomePrice(prices[index]), tokenId: tokens[index] ?? null }));
}

/** A price string as cents: "0.28" → "28.0¢"; unknown → "—". */
export function formatOutcomePrice(raw: string | undefined): string {
  const p = parseOutcomePrice(raw);
  return p === null ? '—' : formatCents(p);
}
