/*
 * Sorting and paging of in-memory listings. Ties are broken by id in the same direction as the
 * order, so a descending list is exactly its ascending list reversed and paging never repeats a row.
 */

export function sortByKey<T>(items: T[], key: (t: T) => number, id: (t: T) => number, ascending: boolean): T[] {
  const dir = ascending ? 1 : -1;
  const keyed = items.map((t) => ({ t, k: key(t), id: id(t) }));
  keyed.sort((a, b) => dir * (a.k - b.k || a.id - b.id));
  return keyed.map((x) => x.t);
}

export function pageOf<T>(items: readonly T[], limit: number, offset: number): T[] {
  return items.slice(offset, offset + limit);
}

/** Inclusive bounds on a value; an absent bound does not filter. */
export function within(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
