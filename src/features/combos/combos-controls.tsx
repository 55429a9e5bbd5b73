import { useId, type FormEvent } from 'react';
import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';
import { FiltersFold } from '../../ui/filters-fold';
import { COMBO_SORTS, COMBO_STATUSES, SORT_LABELS, STATUS_LABELS, type ComboSort, type ComboStatus } from './combo-types';
import type { ViewChange } from './url-state';
import { toggleStatus, type ComboView } from './url-state';

const labelText = 'text-xs font-medium text-slate-600 dark:text-slate-400';
const field = 'min-h-9 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900';

/** Status (any number of them) and the route's sorts; everything lands in the URL. */
export function CombosControls({
  view,
  counts,
  onChange,
}: {
  view: ComboView;
  counts: Record<ComboStatus, number> | undefined;
  onChange: ViewChange;
}) {
  const sortId = useId();
  return (
    <form
      role="search"
      aria-label="Filter combos"
      className="flex flex-wrap items-end gap-x-4 gap-y-3"
      onSubmit={(e: FormEvent) => e.preventDefault()}
    >
      <FiltersFold active={view.statuses.length}>
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className={labelText}>Status</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {COMBO_STATUSES.map((status) => (
              <label
                key={status}
                className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm select-none has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950"
              >
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  checked={view.statuses.includes(status)}
                  onChange={(e) => onChange({ statuses: toggleStatus(view.statuses, status, e.target.checked) })}
                  className="size-4 accent-indigo-600"
                />
                {STATUS_LABELS[status]}
                {/* a fixed slot, so the chips keep their width when the counts arrive */}
                <span className="min-w-[1.5ch] text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {counts ? formatCount(counts[status]) : ''}
                </span>
              </label>
            ))}
            {view.statuses.length > 0 && (
              <Button variant="ghost" onClick={() => onChange({ statuses: [] })}>
                Show all
              </Button>
            )}
          </div>
        </fieldset>
      </FiltersFold>
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className={labelText}>
          Sort by
        </label>
        <select id={sortId} value={view.sort} onChange={(e) => onChange({ sort: e.target.value as ComboSort })} className={field}>
          {COMBO_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
