import { formatCount } from '../../lib/format';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/skeleton';
import { approvalLabel, FEATURE_LABELS, type ApprovalSummary } from './approvals';

/** The answer first: can this wallet trade, and if not, which approvals stand in the way. */
export function ApprovalsSummary({ summary }: { summary: ApprovalSummary | undefined }) {
  if (!summary) {
    return (
      <section
        aria-label="Summary"
        aria-busy="true"
        className="flex min-h-[6.5rem] flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </section>
    );
  }
  const ready = summary.readyToTrade;
  return (
    <section
      aria-labelledby="approvals-summary-heading"
      data-testid="approvals-summary"
      data-ready={ready}
      className={cx(
        'flex min-h-[6.5rem] flex-col gap-2 rounded-lg border p-4',
        ready
          ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40'
          : 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
      )}
    >
      <h2
        id="approvals-summary-heading"
        className={cx(
          'flex items-center gap-2 text-lg font-semibold',
          ready ? 'text-emerald-900 dark:text-emerald-200' : 'text-amber-950 dark:text-amber-200',
        )}
      >
        <span aria-hidden="true">{ready ? '✓' : '!'}</span>
        {ready ? 'Ready to trade' : 'Not ready to trade'}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {formatCount(summary.approved)} of {formatCount(summary.total)} approvals in place.{' '}
        {ready ? 'Every approval the exchanges need for trading is set.' : 'Trading needs every approval below before an order can settle.'}
      </p>
      {summary.missingForTrading.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">Missing for trading</h3>
          <ul className="mt-1 list-disc pl-5" data-testid="missing-trading">
            {summary.missingForTrading.map((c) => (
              <li key={c.id}>{approvalLabel(c)}</li>
            ))}
          </ul>
        </div>
      )}
      {summary.missingElsewhere.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">Missing for other features</h3>
          <ul className="mt-1 list-disc pl-5" data-testid="missing-elsewhere">
            {summary.missingElsewhere.map((c) => (
              <li key={c.id}>
                {FEATURE_LABELS[c.feature]}: {approvalLabel(c)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
