import { useId, useState, type FormEvent } from 'react';
import { POSITION_SORT, TITLE_MAX, type PositionSort, type SortDirection } from '../../api/data/params';
import { cx } from '../../ui/cx';
import { SORT_LABELS, type PositionFilters } from './filters';
import { useDebouncedCallback } from './use-debounced-callback';

export type FiltersChange = (patch: Partial<PositionFilters>, options?: { replace?: boolean }) => void;

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
        maxLength={TITLE_MAX}
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

function parseThreshold(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function SizeThresholdFilter({ value, onChange }: { value: number; onChange: FiltersChange }) {
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useUrlDraft(String(value));
  const commit = useDebouncedCallback((text: string) => {
    const n = parseThreshold(text);
    if (n !== null) onChange({ sizeThreshold: n }, { replace: true });
  }, TYPING_DELAY_MS);
  const invalid = parseThreshold(draft) === null;

  return (
    <div className="flex w-28 flex-col gap-1">
      <label htmlFor={id} className={labelText}>
        Min. shares
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
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
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm select-none has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:bg-slate-900 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-indigo-600" />
      {label}
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
        <select id={sortId} value={filters.sortBy} onChange={(e) => onChange({ sortBy: e.target.value as PositionSort })} className={field}>
          {POSITION_SORT.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={dirId} className={labelText}>
          Order
        </label>
        <select id={dirId} value={filters.sortDirection} onChange={(e) => onChange({ sortDirection: e.target.value as SortDirection })} className={field}>
          <option value="DESC">Descending</option>
          <option value="ASC">Ascending</option>
        </select>
      </div>
    </div>
  );
}

export function PositionsControls({ filters, onChange }: { filters: PositionFilters; onChange: FiltersChange }) {
  return (
    <form
      role="search"
      aria-label="Filter positions"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e: FormEvent) => e.preventDefault()}
    >
      <TitleFilter value={filters.title} onChange={onChange} />
      <SizeThresholdFilter value={filters.sizeThreshold} onChange={onChange} />
      <div className="flex flex-wrap items-end gap-2">
        <Toggle label="Redeemable" checked={filters.redeemable} onChange={(redeemable) => onChange({ redeemable })} />
        <Toggle label="Mergeable" checked={filters.mergeable} onChange={(mergeable) => onChange({ mergeable })} />
      </div>
      <SortSelect filters={filters} onChange={onChange} className="lg:hidden" />
    </form>
  );
}
