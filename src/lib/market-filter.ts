/*
 * The Trade view's "filter by market title" over rows already loaded: a reader types a few words
 * of a title, in any case, with or without accents, in any order. Rows whose title is still loading
 * can be found by their condition id, so a filter never hides a row for want of a title alone.
 */

/** Lower case, accents off, runs of white space as one space. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether a row of market `title` (undefined while unknown) and `conditionId` passes the typed `filter`. */
export function matchesMarketFilter(filter: string, title: string | undefined, conditionId: string): boolean {
  const words = foldText(filter).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  // a pasted id (or its start) finds its market's rows
  if (words.length === 1 && /^0x[0-9a-f]+$/.test(words[0]!)) return conditionId.toLowerCase().startsWith(words[0]!);
  if (title === undefined) return false;
  const folded = foldText(title);
  return words.every((w) => folded.includes(w));
}

/** A condition id short enough for a cell: "0x1234…cdef". */
export function shortConditionId(conditionId: string): string {
  return conditionId.length > 14 ? `${conditionId.slice(0, 6)}…${conditionId.slice(-4)}` : conditionId;
}
