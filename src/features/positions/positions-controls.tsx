import { useId, useState, type FormEvent } from 'react';
import { V2_TITLE_MAX } from '../../api/data/contract/params-v2';
import { cx } from '../../ui/cx';
import { FiltersFold } from '../../ui/filters-fold';
import { SORTS, sortLabel, type FilterType, type PositionFilters, type SortDirection } from './url-state';
import { useDebouncedCallback } from './use-debounced-callback';
import type { FiltersChange } from './url-state';

const TYPING_DELAY_MS = 300;
const field = 'min-h-9 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900';
const labelText = 'text-xs font-medium text-slate-600 dark:text-slate-400';

/**
 * A text field that edits a URL value: the URL stays the source of truth, the draft only covers
 * the moments while someone is typing. When the URL changes from elsewhere (back/forward, a
 * "clear filters" button), the draft follows it.
 */
function useUrlDraft(urlValue: string) {
  const [draft, setDraft] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setDraft(urlValue);
  }
  return [draft, setDraft] as const;
}

function TitleFilter({ value, onChange }: { value: string; onChange: FiltersChange }) {
  const id = useId();
  const [draft, setDraft] = useUrlDraft(value);
  // typing replaces the history entry: Back should leave the view, not replay every keystroke
  const commit = useDebouncedCallback((title: string) => onChange({ title }, { replace: true }), TYPING_DELAY_MS);

  return (
    <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
      <label htmlFor={id} className={labelText}>
        Market title
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={V2_TITLE_MAX}
        placeholder="Filter by title"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setDraft(e.target.value);
          commit.call(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit.flush();
        }}
        className={cx(field, 'w-full')}
      />
    </div>
  );
}

function parseAmount(text: string): number | null {
  if (text.trim() === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The API's minimum: shares held (TOKENS) or current value in dollars (CASH). Empty means none. */
function MinimumFilter({ type, amount, onChange }: { type: FilterType; amount: number; onChange: FiltersChange }) {
  const id = useId();
  const typeId = useId();
  const errorId = useId();
  const [draft, setDraft] = useUrlDraft(amount === 0 ? '' : String(amount));
  const commit = useDebouncedCallback((text: string) => {
    const n = parseAmount(text);
    if (n !== null) onChange({ filter_amount: n }, { replace: true });
  }, TYPING_DELAY_MS);
  const invalid = parseAmount(draft) === null;

  return (
    <div className="flex items-start gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className={labelText}>
          Minimum of
        </label>
        <select id={typeId} value={type} onChange={(e) => onChange({ filter_type: e.target.value as FilterType })} className={field}>
          <option value="TOKENS">Shares</option>
          <option value="CASH">Value ($)</option>
        </select>
      </div>
      <div className="flex w-28 flex-col gap-1">
        <label htmlFor={id} className={labelText}>
          {type === 'TOKENS' ? 'Min. shares' : 'Min. value'}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="Any"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            commit.call(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit.flush();
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={cx(field, 'w-full tabular-nums', invalid && 'border-rose-500 dark:border-rose-400')}
        />
        {invalid && (
          <span id={errorId} className="text-xs text-rose-700 dark:text-rose-400">
            0 or more
          </span>
        )}
      </div>
    </div>
  );
}

/** Archived markets are left out unless asked for (the API's include_archived), open or resolved alike. */
function ArchivedToggle({ checked, onChange }: { checked: boolean; onChange: FiltersChange }) {
  return (
    <label className="inline-flex min-h-9 items-center gap-2 text-sm sm:mt-5">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange({ include_archived: e.target.checked })}
        className="size-4 accent-indigo-600"
      />
      Include archived markets
    </label>
  );
}

/** For screens too narrow for the sortable headers to be in view. */
function SortSelect({ filters, onChange, className }: { filters: PositionFilters; onChange: FiltersChange; className?: string }) {
  const sortId = useId();
  const dirId = useId();
  return (
    <div className={cx('flex items-end gap-2', className)}>
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className={labelText}>
          Sort by
        </label>
        <select
          id={sortId}
          value={filters.sort_by}
          onChange={(e) => onChange({ sort_by: e.target.value as PositionFilters['sort_by'] })}
          className={field}
        >
          {SORTS[filters.status].map((s) => (
            <option key={s} value={s}>
              {sortLabel(filters.status, s)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={dirId} className={labelText}>
          Order
        </label>
        <select
          id={dirId}
          value={filters.sort_direction}
          onChange={(e) => onChange({ sort_direction: e.target.value as SortDirection })}
          className={field}
        >
          <option value="DESC">Descending</option>
          <option value="ASC">Ascending</option>
        </select>
      </div>
    </div>
  );
}

function Chip({ label, onRemove, removeLabel }: { label: string; onRemove: () => void; removeLabel: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-indigo-100 dark:hover:bg-indigo-900"
      >
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
          <path d="M3 3l6 6M9 3l-6 6" />
        </svg>
      </button>
    </span>
  );
}

/** What the event and market filters are called on screen: known from the rows they select, else their ids. */
export type ScopeLabels = { event?: string; market?: string };

export function PositionsControls({
  filters,
  onChange,
  labels,
}: {
  filters: PositionFilters;
  onChange: FiltersChange;
  labels: ScopeLabels;
}) {
  const scoped = filters.event_id !== '' || filters.condition !== '';
  const held = filters.status !== 'CLOSED';
  const active = +(filters.title.trim() !== '') + +(filters.filter_amount > 0) + +filters.include_archived;
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        aria-label="Filter positions"
        className="flex flex-wrap items-start gap-3"
        onSubmit={(e: FormEvent) => e.preventDefault()}
      >
        <FiltersFold active={active}>
          <TitleFilter value={filters.title} onChange={onChange} />
          {held && <MinimumFilter type={filters.filter_type} amount={filters.filter_amount} onChange={onChange} />}
          {held && <ArchivedToggle checked={filters.include_archived} onChange={onChange} />}
        </FiltersFold>
        <SortSelect filters={filters} onChange={onChange} className="lg:hidden" />
      </form>
      {scoped && (
        <div className="flex flex-wrap items-center gap-2" data-testid="scope-filters">
          <span className={labelText}>Showing only</span>
          {filters.event_id && (
            <Chip
              label={`Event: ${labels.event ?? `#${filters.event_id}`}`}
              removeLabel="Show every event"
              onRemove={() => onChange({ event_id: '' })}
            />
          )}
          {filters.condition && (
            <Chip
              label={`Market: ${labels.market ?? `${filters.condition.slice(0, 10)}…`}`}
              removeLabel="Show every market"
              onRemove={() => onChange({ condition: '' })}
            />
          )}
        </div>
      )}
    </div>
  );
}
