import { explainPerpsError } from './perps-errors';

/** A failure in plain words (perps-errors.ts), as an alert under the action that failed. */
export function ExplainedPerpsError({ error }: { error: unknown }) {
  const e = explainPerpsError(error);
  return (
    <div
      role="alert"
      data-testid="perps-error"
      className="mt-3 rounded border border-rose-300 bg-rose-50 p-3 text-sm dark:border-rose-800 dark:bg-rose-950"
    >
      <p className="font-medium text-rose-800 dark:text-rose-300">{e.title}</p>
      <p className="mt-1 text-rose-800 dark:text-rose-300">{e.detail}</p>
    </div>
  );
}
