import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { myPortfolio, subscribeMyPortfolio } from '../../lib/my-portfolio';
import { formatUsd } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Widget } from '../../ui/widget';
import { equityFigures } from '../../lib/equity-figures';
import { FigureRow, FiguresLoading } from './figure-list';
import { netDepositsQueryOptions, perpsEquityQueryOptions, snapshotSummaryQueryOptions, valueQueryOptions } from './queries';

const LINK = 'rounded hover:underline';

/**
 * Cash + market positions + open combos + the perps account = equity, each part linked to the view
 * that lists it. The perps part waits for its read; a gateway that cannot be read leaves it out of
 * the total and says so, rather than holding up the rest.
 */
export function EquityWidget({ address }: { address: string }) {
  const snapshot = useQuery(snapshotSummaryQueryOptions(address));
  const value = useQuery(valueQueryOptions(address));
  const perps = useQuery(perpsEquityQueryOptions(address));
  const failed = snapshot.isError ? snapshot : value.isError ? value : undefined;
  const parts =
    snapshot.data && value.data && !perps.isPending
      ? equityFigures({
          cash: snapshot.data.cash,
          positionsValue: snapshot.data.positionsValue,
          portfolioValue: value.data.value,
          perpsEquity: perps.data ?? undefined,
        })
      : undefined;
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
                <Link to={`${base}/accounting`} className={LINK}>
                  = Cash and market positions
                </Link>
              }
              hint="Accounting's total equity: the snapshot has no combo column"
              testId="equity-market"
            >
              <Money value={parts.marketEquity} />
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
              <Money value={parts.combos ?? '0'} />
            </FigureRow>
            {parts.perps !== null && (
              <FigureRow
                label={
                  <Link to={`${base}/perps`} className={LINK}>
                    + Perps account
                  </Link>
                }
                hint="The perps gateway's equity: collateral plus unrealized PnL at mark"
                testId="equity-perps"
              >
                <Money value={parts.perps} />
              </FigureRow>
            )}
            <FigureRow
              label={
                <strong className="text-slate-900 dark:text-slate-100">
                  {parts.perps !== null ? '= Equity, open combos and perps included' : '= Equity, open combos included'}
                </strong>
              }
              testId="equity-total"
            >
              <Money value={parts.total ?? parts.marketEquity} />
            </FigureRow>
          </dl>
          {perps.isError && (
            <p className="mt-1 text-xs text-amber-800 dark:text-amber-300" data-testid="equity-perps-unavailable">
              The perps account could not be read; the total leaves it out.
            </p>
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="equity-exact">
            Each part to the cent; exact total {formatUsd(parts.exact ?? parts.marketEquityExact, { micro: true })} as of{' '}
            {formatDateTime(snapshot.data?.asOf)}
          </p>
          <NetDeposits address={address} />
          <FundsLink address={address} />
        </>
      )}
    </Widget>
  );
}

/** On the connected wallet's own portfolio: where its cash comes in and goes out. */
function FundsLink({ address }: { address: string }) {
  const mine = useSyncExternalStore(subscribeMyPortfolio, myPortfolio, () => undefined);
  const viewed = address.toLowerCase();
  if (!mine || (mine.funder.toLowerCase() !== viewed && mine.eoa.toLowerCase() !== viewed)) return null;
  return (
    <p className="mt-2 text-sm">
      <Link to="/funds" className="rounded text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
        Deposit or withdraw
      </Link>
    </p>
  );
}

/** What the trader put in, net: apart from the equation above (it loads on its own and never holds it up). */
function NetDeposits({ address }: { address: string }) {
  const q = useQuery(netDepositsQueryOptions(address));
  return (
    <dl className="mt-2 border-t border-slate-200 pt-1 dark:border-slate-700">
      <FigureRow
        label={
          <Link to={`/portfolio/${address}/accounting`} className={LINK}>
            Net deposits
          </Link>
        }
        hint={q.data ? `Deposited ${formatUsd(q.data.deposited)}, withdrawn ${formatUsd(q.data.withdrawn)}` : 'Deposits minus withdrawals'}
        testId="equity-net-deposits"
      >
        {q.data ? <Money value={q.data.net} /> : q.isError ? <span className="text-slate-600 dark:text-slate-400">Unavailable</span> : '…'}
      </FigureRow>
    </dl>
  );
}
