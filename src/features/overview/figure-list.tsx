import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/skeleton';

/* A widget's figures as a definition list, one labelled figure a row, and its loading rows. */

export function FigureRow({ label, hint, children, testId }: { label: ReactNode; hint?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1.5 last:border-b-0 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400" title={hint}>
        {label}
      </dt>
      <dd className="text-sm font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export const FiguresLoading = () => (
  <div aria-busy="true" className="flex flex-col gap-2 py-1">
    <span className="sr-only">Loading</span>
    {Array.from({ length: 4 }, (_, i) => (
      <Skeleton key={i} className="h-5 w-full" />
    ))}
  </div>
);
