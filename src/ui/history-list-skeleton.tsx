import { Skeleton } from './skeleton';

/**
 * Stands in for a VirtualTable of the same height while the first page loads, so the list does not
 * move the page when it lands. The status role tells assistive technology something is loading.
 */
export function HistoryListSkeleton({ label, height, rows = 8 }: { label: string; height: string; rows?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col gap-4 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      style={{ height }}
    >
      <Skeleton className="h-4 w-1/3" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-7 shrink-0 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="hidden h-4 w-32 sm:block" />
        </div>
      ))}
    </div>
  );
}
