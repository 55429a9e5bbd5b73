import type { ReactNode } from 'react';
import { errorMessage } from './error-panel';
import { Skeleton } from './skeleton';
import { WidgetBoundary } from './widget';

/*
 * Headline figures: a grid of cards, each one figure with a line of context. Every card has its own
 * error boundary and fixed line heights, so a card that is loading, failed or empty takes exactly
 * the room the figure will, and one failing figure never takes the others down with it.
 */

export function KpiGrid({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    // two to a line even on a phone, so the figures take half the height and what follows them (the Overview's chart) comes sooner
    <dl aria-label={label} className={className ?? 'grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4'}>
      {children}
    </dl>
  );
}

export function KpiCard({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid={testId}
    >
      <dt className="text-sm text-slate-600 sm:truncate dark:text-slate-400">{label}</dt>
      <WidgetBoundary name={label}>{children}</WidgetBoundary>
    </div>
  );
}

const VALUE = 'mt-1 flex h-8 min-w-0 items-center text-xl font-semibold tabular-nums sm:text-2xl';
// room for the whole line of context: three lines on a phone's half-width card, two beside it
const HINT = 'mt-1 h-12 line-clamp-3 text-xs leading-4 text-slate-600 sm:h-8 sm:line-clamp-2 dark:text-slate-400';

/** The figure and its line of context (both always there, so nothing shifts when data lands). */
export function KpiValue({ children, hint, testId }: { children: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <>
      <dd className={VALUE} data-testid={testId}>
        <span className="truncate">{children}</span>
      </dd>
      <dd className={HINT}>{hint ?? '\u00a0'}</dd>
    </>
  );
}

export function KpiSkeleton() {
  return (
    <>
      <dd className={VALUE} aria-busy="true">
        <Skeleton className="h-6 w-28" />
        <span className="sr-only">Loading</span>
      </dd>
      <dd className={HINT}>
        <Skeleton className="h-3 w-36" />
      </dd>
    </>
  );
}

/** A failed figure in the card's own space: what went wrong, and a retry. */
export function KpiError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <>
      <dd className={VALUE} role="alert">
        <span className="truncate text-sm font-medium text-rose-700 dark:text-rose-400" title={errorMessage(error)}>
          Could not load: {errorMessage(error)}
        </span>
      </dd>
      <dd className="mt-1 h-4">
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="rounded text-xs leading-4 font-medium text-indigo-700 underline-offset-2 hover:underline disabled:opacity-50 dark:text-indigo-300"
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </dd>
    </>
  );
}
