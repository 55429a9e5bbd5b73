import type { ReactNode } from 'react';
import { Button } from './button';

/** The message worth showing from anything thrown: an ApiError's message is written for people. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** A failed load: what went wrong, in the service's own words, and a way to try again. */
export function ErrorPanel({
  title = 'Could not load this',
  error,
  onRetry,
  retrying,
  children,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  const status = errorStatus(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-rose-300 bg-rose-50 p-4 text-sm dark:border-rose-800 dark:bg-rose-950/40"
    >
      <div>
        <h2 className="font-semibold text-rose-900 dark:text-rose-200">{title}</h2>
        <p className="mt-1 text-rose-800 dark:text-rose-300" data-testid="error-message">
          {errorMessage(error)}
          {status !== undefined && <span className="ml-1 text-rose-700/80 dark:text-rose-400/80">(HTTP {status})</span>}
        </p>
        {children}
      </div>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </div>
  );
}
