import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';

type Pagination = { offset: number; has_more: boolean; next_cursor: string | null };

/**
 * Previous/Next over a cursor-paged board. The service says where the page starts and whether
 * more follow; a page reached by a deep link has no remembered way back, so its Previous says
 * where it really goes: the first page.
 */
export function CursorPager({
  pagination,
  rows,
  onCursor,
  busy,
  onNext,
  onPrevious,
  canStepBack,
}: {
  pagination: Pagination | undefined;
  rows: number | undefined;
  /** whether the page on screen was reached through a cursor */
  onCursor: boolean;
  busy: boolean;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
  canStepBack: boolean;
}) {
  const from = (pagination?.offset ?? 0) + 1;
  const to = (pagination?.offset ?? 0) + (rows ?? 0);
  const next = pagination?.next_cursor ?? null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <p aria-live="polite" className="text-slate-600 tabular-nums dark:text-slate-400" data-testid="rows-range">
        {rows === undefined ? '\u00a0' : rows === 0 ? 'No rows' : `Ranks ${formatCount(from)}–${formatCount(to)}`}
      </p>
      <Button onClick={onPrevious} disabled={busy || !onCursor}>
        {onCursor && !canStepBack ? 'First page' : 'Previous'}
      </Button>
      <Button onClick={() => next && onNext(next)} disabled={busy || !pagination?.has_more || next === null}>
        Next
      </Button>
    </nav>
  );
}
