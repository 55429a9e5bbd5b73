import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Widget } from '../../ui/widget';
import { equityParts } from './equity';
import { FigureRow, FiguresLoading } from './figure-list';
import { snapshotSummaryQueryOptions, valueQueryOptions } from './queries';

const LINK = 'rounded hover:underline';

/** Cash + market positions + open combos = equity, each part linked to the view that lists it. */
export function EquityWidget({ address }: { address: string }) {
  const snapshot = useQuery(snapshotSummaryQueryOptions(address));
  const value = useQuery(valueQueryOptions(address));
  const failed = snapshot.isError ? snapshot : value.isError ? value : undefined;
  const parts = snapshot.data && value.data ? equityParts(snapshot.data, value.data.value) : undefined;
  const base = `/portfolio/${address}`;
  return (
    <Widget title="Equity" testId="equity">
      {failed ? (
        <ErrorPanel title="Could not load the equity figures" error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !parts ? (
        <FiguresLoading />
      ) : (
        <>
          <dl>
            <FigureRow
              label={
                <Link to={`${base}/accounting`} className={LINK}>
                  Cash
                </Link>
              }
              hint="pUSD held, from the accounting snapshot"
              testId="equity-cash"
            >
              <Money value={parts.cash} />
            </FigureRow>
            <FigureRow
              label={
                <Link to={`${base}/positions`} className={LINK}>
                  + Market positions
                </Link>
              }
              hint="Every open market position at its mark (archived markets and dust included)"
              testId="equity-positions"
            >
              <Money value={parts.positions} />
            </FigureRow>
            <FigureRow
              label={
                <Link to={`${base}/combos`} className={LINK}>
                  + Open combos
                </Link>
              }
              hint="Live combos at cost"
              testId="equity-combos"
            >
              <Money value={parts.combos} />
            </FigureRow>
            <FigureRow label={<strong className="text-slate-900 dark:text-slate-100">= Equity</strong>} testId="equity-total">
              <Money value={parts.total} />
            </FigureRow>
          </dl>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="equity-exact">
            Each part to the cent; exact total {formatUsd(parts.exact, { micro: true })} as of {formatDateTime(parts.asOf)}
          </p>
        </>
      )}
    </Widget>
  );
}
