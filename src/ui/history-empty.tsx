import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from './button';
import { EmptyState } from './empty-state';

/**
 * An empty history list: with filters set, a way to clear them; with none, what the wallet has not
 * done yet and a way to the markets.
 */
export function HistoryEmpty({
  narrowed,
  onClear,
  copy,
}: {
  narrowed: boolean;
  onClear: () => void;
  copy: { narrowedTitle: string; narrowedHint: string; emptyTitle: string; empty: ReactNode };
}) {
  if (narrowed) {
    return (
      <EmptyState
        title={copy.narrowedTitle}
        actions={
          <Button variant="primary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        <p>{copy.narrowedHint}</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={copy.emptyTitle}
      actions={
        <Link to="/markets" className={buttonClass('secondary')}>
          Browse markets
        </Link>
      }
    >
      <p>{copy.empty}</p>
    </EmptyState>
  );
}
