import { useEffect, useRef } from 'react';
import { ACTIVITY_TYPES, type ActivityType } from '../../api/data/contract/params';
import { HistoryFilterFields, labelClass } from '../../ui/history-controls';
import type { UrlStateChange } from '../../ui/use-url-state';
import { cx } from '../../ui/cx';
import { ActivityIcon } from './activity-icons';
import { TYPE_LABELS } from './activity-words';
import { canonicalTypes, type ActivityFilters } from './url-state';

/** The type multi-select: a disclosure of twelve checkboxes, all unticked meaning "every type". */
function TypesFilter({ value, onChange }: { value: readonly ActivityType[]; onChange: (types: ActivityType[]) => void }) {
  const chosen = new Set(value);
  const details = useRef<HTMLDetailsElement>(null);
  // a disclosure that behaves like a menu: a click elsewhere or Escape closes it
  useEffect(() => {
    const close = (e: PointerEvent) => {
      const el = details.current;
      if (el?.open && !el.contains(e.target as Node)) el.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  const summary = value.length === 0 ? 'All types' : value.length === 1 ? TYPE_LABELS[value[0]!] : `${value.length} types`;
  return (
    <div className="flex flex-col gap-1">
      <span className={labelClass} id="activity-types-label">
        Types
      </span>
      <details
        ref={details}
        className="group relative"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && details.current?.open) {
            details.current.open = false;
            details.current.querySelector('summary')?.focus();
          }
        }}
      >
        <summary
          aria-describedby="activity-types-label"
          className="flex min-h-9 w-44 cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900 [&::-webkit-details-marker]:hidden"
        >
          <span className="truncate" data-testid="types-summary">
            {summary}
          </span>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-open:rotate-180" fill="currentColor">
            <path d="M2 4l4 4 4-4z" />
          </svg>
        </summary>
        <fieldset className="absolute z-20 mt-1 grid w-64 grid-cols-1 gap-0.5 rounded-md border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-600 dark:bg-slate-900">
          <legend className="sr-only">Activity types to show</legend>
          {ACTIVITY_TYPES.map((t) => (
            <label
              key={t}
              className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                checked={chosen.has(t)}
                onChange={(e) => onChange(canonicalTypes(e.target.checked ? [...value, t] : value.filter((v) => v !== t)))}
                className="size-4 accent-indigo-600"
              />
              <ActivityIcon type={t} className="size-6" />
              {TYPE_LABELS[t]}
            </label>
          ))}
          <button
            type="button"
            onClick={() => onChange([])}
            disabled={value.length === 0}
            className={cx(
              'mt-1 min-h-8 rounded px-1.5 text-left text-sm font-medium text-indigo-700 hover:underline disabled:opacity-50 dark:text-indigo-300',
            )}
          >
            Show every type
          </button>
        </fieldset>
      </details>
    </div>
  );
}

export function ActivityControls({ value, onChange }: { value: ActivityFilters; onChange: UrlStateChange<ActivityFilters> }) {
  return (
    <HistoryFilterFields label="Filter activity" value={value} onChange={onChange} active={+(value.types.length > 0)}>
      <TypesFilter value={value.types} onChange={(types) => onChange({ types })} />
    </HistoryFilterFields>
  );
}
