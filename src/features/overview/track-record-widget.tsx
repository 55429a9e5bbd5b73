import { useQuery } from '@tanstack/react-query';
import { formatCount, formatPercent } from '../../lib/format';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Pnl, PnlPercent } from '../../ui/pnl';
import { Widget } from '../../ui/widget';
import { incomeOf, type Income } from './pnl-figures';
import { FigureRow as Row, FiguresLoading as Loading } from './figure-list';
import { DEFAULT_RANGE } from './pnl-range';
import { pnlQueryOptions, settledPositionsQueryOptions } from './queries';
import { trackRecord } from './track-record';

type Series = { points: Parameters<typeof incomeOf>[0] };
const selectIncome = (d: Series) => incomeOf(d.points);

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
