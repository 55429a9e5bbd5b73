import { useId, type ReactNode } from 'react';
import { isRangeInverted, type HistoryFilters, type HistoryOrder, type HistorySide } from '../lib/history-filters';
import { cx } from './cx';
import { FiltersFold } from './filters-fold';
import { MarketFilterField } from './market-filter-field';
import type { UrlStateChange } from './use-url-state';

/*
 * The filter fields the history views share: side, market, date range and order. Each edits the
 * URL (through `onChange`); a view adds its own fields (activity types) as children.
 */

export const fieldClass = 'min-h-9 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900';
export const labelClass = 'text-xs font-medium text-slate-600 dark:text-slate-400';

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={fieldClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* the input gives '' for a partly typed or cleared date: both mean "no bound" */}
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={cx(fieldClass, 'w-40')}
      />
    </div>
  );
}

const SIDE_OPTIONS = [
  ['', 'Any side'],
  ['BUY', 'Buy'],
  ['SELL', 'Sell'],
] as const satisfies readonly (readonly [HistorySide, string])[];

const ORDER_OPTIONS = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
] as const satisfies readonly (readonly [HistoryOrder, string])[];

/** The shared fields and a view's own (`children`, counted in `active`); the order stays out of the phone's fold. */
export function HistoryFilterFields<T extends HistoryFilters>({
  label,
  value,
  onChange,
  active = 0,
  children,
}: {
  label: string;
  value: T;
  onChange: UrlStateChange<T>;
  active?: number;
  children?: ReactNode;
}) {
  const change = onChange as UrlStateChange<HistoryFilters>;
  const set = active + +(value.side !== '') + +(value.from !== '') + +(value.to !== '') + +(value.market !== '');
  return (
    <form role="search" aria-label={label} className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-wrap items-end gap-3">
        <FiltersFold active={set}>
          {children}
          <Select label="Side" value={value.side} options={SIDE_OPTIONS} onChange={(side) => change({ side })} />
          <DateField label="From" value={value.from} max={value.to || undefined} onChange={(from) => change({ from }, { replace: true })} />
          <DateField label="To" value={value.to} min={value.from || undefined} onChange={(to) => change({ to }, { replace: true })} />
          {/* a picked market is a step of its own (Back returns to the list before it) */}
          <MarketFilterField value={value.market} onChange={(market) => change({ market })} />
        </FiltersFold>
        <Select label="Order" value={value.order} options={ORDER_OPTIONS} onChange={(order) => change({ order })} />
      </div>
      {isRangeInverted(value) && (
        <p role="status" className="text-xs text-amber-800 dark:text-amber-300">
          The first day is after the last day, so nothing can match. Swap the dates or clear one.
        </p>
      )}
    </form>
  );
}
