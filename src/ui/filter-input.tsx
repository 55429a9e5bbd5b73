import { useId } from 'react';

/**
 * A list's text filter: a labelled search field, with a line that says how many rows it leaves
 * (announced politely, so a screen reader hears the effect of typing without leaving the field).
 */
export function FilterInput({
  label,
  value,
  onChange,
  placeholder,
  shown,
  total,
  noun,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  shown: number;
  total: number;
  /** Plural noun of a row: "orders", "trades". */
  noun: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1 text-sm">
      <label htmlFor={id} className="flex min-w-0 flex-col gap-1 text-xs text-slate-600 dark:text-slate-400">
        {label}
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className="w-64 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      </label>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {value.trim() ? `${shown} of ${total} ${noun}` : ''}
      </p>
    </div>
  );
}
