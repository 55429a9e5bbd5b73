import { useId } from 'react';
import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';
import { PAGE_SIZES, hasNextPage, pageOffset, type PositionFilters } from './filters';
import type { FiltersChange } from './positions-controls';

/** Previous/Next over a list whose total is unknown: the API only tells us when a page comes back short. */
export function PositionsPager({
  filters,
  shownLimit,
  rowCount,
  busy,
  onChange,
}: {
  /** the URL's state, which the rows on screen belong to */
  filters: PositionFilters;
  /** the page size just picked, shown before the URL catches up */
  shownLimit: number;
  rowCount: number | undefined;
  busy: boolean;
  onChange: FiltersChange;
}) {
  const sizeId = useId();
  const from = pageOffset(filters) + 1;
  const to = pageOffset(filters) + (rowCount ?? 0);
  const next = rowCount !== undefined && hasNextPage(rowCount, filters);

  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-slate-600 dark:text-slate-400">
          Rows per page
        </label>
        <select
          id={sizeId}
          value={shownLimit}
          onChange={(e) => onChange({ limit: Number(e.target.value) })}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <p aria-live="polite" className="text-slate-600 tabular-nums dark:text-slate-400" data-testid="rows-range">
          {rowCount === undefined ? '\u00a0' : rowCount === 0 ? 'No rows' : `Rows ${formatCount(from)}–${formatCount(to)}`}
        </p>
        <Button onClick={() => onChange({ page: filters.page - 1 })} disabled={busy || filters.page <= 1}>
          Previous
        </Button>
        <Button onClick={() => onChange({ page: filters.page + 1 })} disabled={busy || !next}>
          Next
        </Button>
      </div>
    </nav>
  );
}
