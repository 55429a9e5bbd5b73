import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Skeleton } from '../../ui/skeleton';
import { microToDecimal, type ComboFigures } from './combo-math';

/** Exact totals of the combos listed: bigint sums, rounded once here. */
export function CombosTotals({ count, totals }: { count: number | undefined; totals: ComboFigures | undefined }) {
  return (
    <section aria-labelledby="combo-totals-heading">
      <h2 id="combo-totals-heading" className="sr-only">
        Totals of the combos listed
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="combo-totals">
        <Stat label="Combos" testId="combo-total-count">
          {count !== undefined ? formatCount(count) : undefined}
        </Stat>
        <Stat
          label="Value"
          hint="Live combos at their remaining cost (a combo has no order book), settled ones at what redeeming pays"
          testId="combo-total-value"
        >
          {totals ? <Money value={microToDecimal(totals.currentValue)} /> : undefined}
        </Stat>
        <Stat label="+ Paid out" testId="combo-total-paid-out">
          {totals ? <Money value={microToDecimal(totals.realizedPayout)} /> : undefined}
        </Stat>
        <Stat label="− Cost" hint="What the shares cost when bought, redeemed ones included" testId="combo-total-cost">
          {totals ? <Money value={microToDecimal(totals.totalCost)} /> : undefined}
        </Stat>
        <Stat label="= PnL" testId="combo-total-pnl">
          {totals ? <Pnl value={microToDecimal(totals.pnl)} /> : undefined}
        </Stat>
      </dl>
    </section>
  );
}

function Stat({ label, hint, testId, children }: { label: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900" title={hint}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 flex h-7 items-center text-lg font-semibold tabular-nums" data-testid={testId}>
        {children ?? <Skeleton className="h-5 w-24" />}
      </dd>
    </div>
  );
}
