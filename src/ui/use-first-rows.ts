import { usePainted } from './use-painted';

/**
 * How many rows of `rowPx` a window shows below `topPx`: what a first paint needs. A phone shows
 * about five rows of a table under the header and filters; building more before the first paint
 * only delays it (~130 ms for seven more Positions rows at a phone's speed).
 */
export function rowsOnScreen(rowPx: number, topPx: number, viewportPx: number): number {
  return Math.max(1, Math.ceil((viewportPx - topPx) / rowPx));
}

/**
 * The first time a table gets its rows, only the first `first` of them, then every row once that
 * has painted. Fifty rows of cells take a page's longest task to build and lay out; the rows a
 * reader sees first (a screen holds about eight) paint without waiting for the ones below the fold.
 * Later changes (a sort, a filter, "Load more") draw every row at once, so nothing on screen
 * shrinks and grows again. `partial` is true while rows are held back (for aria-busy).
 */
export function useFirstRows<T>(rows: readonly T[] | undefined, first: number): { shown: readonly T[] | undefined; partial: boolean } {
  const done = usePainted(rows !== undefined);
  const partial = !done && rows !== undefined && rows.length > first;
  return { shown: partial ? rows.slice(0, first) : rows, partial };
}
