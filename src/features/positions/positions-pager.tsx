import { useId } from 'react';
import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PAGE_SIZES } from './url-state';
import type { FiltersChange } from './url-state';

/**
 * "Load more" over a cursor walk: the API says whether more rows follow (pagination.next_cursor),
 * never how many, so the count is of the rows on screen.
 */
export function PositionsPager({
  limit,
  rowCount,
  hasMore,
  loadingMore,
  busy,
  onLoadMore,
  onChange,
}: {
  /** rows per page */
  limit: number;
  rowCount: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** the rows on screen belong to the previous state while the new one loads */
  busy: boolean;
  onLoadMore: () => void;
  onChange: FiltersChange;
}) {
  const sizeId = useId();
  const count =
    rowCount === undefined
      ? '\u00a0'
      : rowCount === 0
        ? 'No positions'
        : hasMore
          ? `Showing ${formatCount(rowCount)} positions`
          : `All ${formatCount(rowCount)} positions shown`;

  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-slate-600 dark:text-slate-400">
          Rows per page
        </label>
        <select
          id={sizeId}
          value={limit}
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
          {count}
        </p>
        {hasMore && (
          <Button onClick={onLoadMore} disabled={loadingMore || busy}>
            {loadingMore && <Spinner />}
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
    </nav>
  );
}
