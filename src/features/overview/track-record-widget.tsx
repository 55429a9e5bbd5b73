import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatPercent } from '../../lib/format';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Pnl, PnlPercent } from '../../ui/pnl';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { incomeOf, type Income } from './pnl-figures';
import { DEFAULT_RANGE } from './pnl-range';
import { pnlQueryOptions, settledPositionsQueryOptions } from './queries';
import { trackRecord } from './track-record';

type Series = { points: Parameters<typeof incomeOf>[0] };
const selectIncome = (d: Series) => incomeOf(d.points);

function Row({ label, hint, children, testId }: { label: string; hint?: string; children: ReactNode; testId?: string }) {
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

// fees are a charge (signed, coloured); the rest is income
const INCOME_ROWS: { key: keyof Income; label: string; hint?: string }[] = [
  { key: 'fees', label: 'Fees paid', hint: 'Trading fees, net of refunds (all time)' },
  { key: 'rebates', label: 'Maker and taker rebates' },
  { key: 'rewards', label: 'Liquidity rewards' },
  { key: 'yield', label: 'Yield on cash' },
  { key: 'referrals', label: 'Referral income' },
];

function IncomeList({ income }: { income: Income }) {
  return (
    <dl>
      {INCOME_ROWS.map(({ key, label, hint }) => (
        <Row key={key} label={label} hint={hint} testId={`income-${key}`}>
          {key === 'fees' ? <Pnl value={income.fees} /> : <Money value={income[key]} />}
        </Row>
      ))}
    </dl>
  );
}

const Loading = () => (
  <div aria-busy="true" className="flex flex-col gap-2 py-1">
    <span className="sr-only">Loading</span>
    {Array.from({ length: 4 }, (_, i) => (
      <Skeleton key={i} className="h-5 w-full" />
    ))}
  </div>
);

/** Settled bets (win rate, wins and losses, ROI) beside what trading cost and what else the wallet earned. */
export function TrackRecordWidget({ address }: { address: string }) {
  const settled = useQuery({ ...settledPositionsQueryOptions(address), select: trackRecord });
  const income = useQuery({ ...pnlQueryOptions(address, DEFAULT_RANGE), select: selectIncome });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Widget title="Track record" testId="track-record">
        {settled.isError ? (
          <ErrorPanel title="Could not load the settled positions" error={settled.error} onRetry={() => void settled.refetch()} />
        ) : !settled.data ? (
          <Loading />
        ) : settled.data.wins + settled.data.losses === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No position has closed or resolved yet.</p>
        ) : (
          <dl>
            <Row label="Win rate" hint="Settled positions (closed, or resolved and redeemable) that ended in profit" testId="win-rate">
              {formatPercent(settled.data.winRate! * 100)}
            </Row>
            <Row label="Wins / losses" testId="wins-losses">
              {formatCount(settled.data.wins)} / {formatCount(settled.data.losses)}
            </Row>
            <Row label="PnL of settled positions" testId="settled-pnl">
              <Pnl value={settled.data.pnl} />
            </Row>
            <Row label="ROI" hint="That PnL over what the positions cost" testId="roi">
              {settled.data.roi === null ? '—' : <PnlPercent value={settled.data.roi * 100} />}
            </Row>
          </dl>
        )}
      </Widget>
      <Widget title="Fees, rewards and yield" testId="income">
        {income.isError ? (
          <ErrorPanel title="Could not load the PnL figures" error={income.error} onRetry={() => void income.refetch()} />
        ) : income.data === undefined ? (
          <Loading />
        ) : income.data === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No trading history yet.</p>
        ) : (
          <IncomeList income={income.data} />
        )}
      </Widget>
    </div>
  );
}
