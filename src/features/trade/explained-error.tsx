import { explainTradingError } from '../../api/trading/errors';
import { isUserRejection } from '../../api/trading/errors';

/** A trading failure in plain words, with what to do; a signature the user declined says nothing. */
export function ExplainedError({ error }: { error: unknown }) {
  if (isUserRejection(error)) return null;
  const e = explainTradingError(error);
  if (e.silent) return null;
  return (
    <div
      role="alert"
      className="mt-3 rounded border border-rose-300 bg-rose-50 p-3 text-sm dark:border-rose-800 dark:bg-rose-950"
      data-testid="trade-error"
    >
      <p className="font-medium text-rose-800 dark:text-rose-300">{e.title}</p>
      <p className="mt-1 text-rose-800 dark:text-rose-300">{e.detail}</p>
      {e.action && <p className="mt-1 text-rose-900 dark:text-rose-200">{e.action}</p>}
    </div>
  );
}
