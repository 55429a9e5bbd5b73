import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChoiceGroup } from '../../ui/choice-group';
import { COMBOS, ORDER_LABELS, ORDERS, OVERALL, PERIOD_LABELS, PERIODS, type Order, type Period } from './url-state';
import { categoriesQueryOptions } from './queries';

const PERIOD_CHOICES = PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
const ORDER_CHOICES = ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }));

export function PeriodChoice({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return <ChoiceGroup legend="Period" value={value} options={PERIOD_CHOICES} onChange={onChange} />;
}

export function OrderChoice({ value, onChange }: { value: Order; onChange: (o: Order) => void }) {
  return <ChoiceGroup legend="Rank by" value={value} options={ORDER_CHOICES} onChange={onChange} />;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The categories come from the metadata service's tags. Until they arrive (or if they cannot),
 * the select still offers Overall and whatever the URL asked for, so it never blocks the board.
 */
export function CategorySelect({ value, onChange, withCombos }: { value: string; onChange: (c: string) => void; withCombos?: boolean }) {
  const id = useId();
  const tags = useQuery(categoriesQueryOptions());
  const options = new Map<string, string>([[OVERALL, 'Overall']]);
  if (withCombos) options.set(COMBOS, 'Combos');
  for (const t of tags.data ?? []) options.set(t.slug.toLowerCase(), t.label);
  if (!options.has(value)) options.set(value, capitalise(value));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {[...options].map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
