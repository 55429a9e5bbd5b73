import { useId } from 'react';
import { cx } from './cx';

export type Choice<T extends string> = { value: T; label: string };

/**
 * A small closed set (a time period, an order) as a row of pills. They are real radio buttons, so
 * arrow keys move between them and screen readers announce "2 of 4"; the pill shows focus.
 */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  className,
  disabled = false,
}: {
  legend: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  className?: string;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className={cx('flex min-w-0 flex-col gap-1', disabled && 'opacity-60', className)}>
      <legend className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {options.map((o) => (
          <label
            key={o.value}
            className={cx(
              'relative inline-flex min-h-8 cursor-pointer items-center rounded-md px-3 text-sm font-medium select-none',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              o.value === value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              disabled={disabled}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
