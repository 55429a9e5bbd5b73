import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatCount, formatDate, formatShares } from '../../lib/format';
import { KpiCard, KpiError, KpiGrid, KpiSkeleton, KpiValue } from '../../ui/kpi-card';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { pnlKpis } from './pnl-figures';
import { DEFAULT_RANGE } from './pnl-range';
import { pnlQueryOptions, statsQueryOptions, statusQueryOptions, valueQueryOptions, volumeQueryOptions } from './queries';
import { formatInstant, formatLag } from './time-format';

type Series = { points: Parameters<typeof pnlKpis>[0] };
// module-level, so `select` is stable and the figures are recomputed only when the series changes
const selectKpis = (d: Series) => pnlKpis(d.points);

const MECHANISM_LABELS: Record<string, string> = { activity_feed: 'activity feed', custody_balances: 'balances', pnl: 'PnL figures' };

/** Loading, failed or ready, in the card's own space. A failed refresh keeps the figure already shown. */
function QueryFigure<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <KpiError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <KpiSkeleton />;
}

/**
 * The headline figures. PnL comes from /v2/user-pnl's last point (the wallet's standing now) of the
 * chart's default window, so on a plain page load the cards and the chart share one request.
 */
export function KpiCards({ address }: { address: string }) {
  const value = useQuery(valueQueryOptions(address));
  const pnl = useQuery({ ...pnlQueryOptions(address, DEFAULT_RANGE), select: selectKpis });
  const volume = useQuery(volumeQueryOptions(address));
  const stats = useQuery(statsQueryOptions(address));
  const status = useQuery(statusQueryOptions());

  const noProfile = <KpiValue hint="No trading profile for this address">—</KpiValue>;

  return (
    <KpiGrid label="Key figures">
      <KpiCard label="Portfolio value">
        <QueryFigure query={value}>
          {(d) => (
            <KpiValue testId="kpi-value" hint="Market positions at current prices, plus open combos (the Equity panel breaks it down)">
              <Money value={d.value} />
            </KpiValue>
          )}
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Total PnL">
        <QueryFigure query={pnl}>
          {(k) =>
            k ? (
              <KpiValue testId="kpi-total-pnl" hint="Realized + unrealized, before fees">
                <Pnl value={k.total} />
              </KpiValue>
            ) : (
              <KpiValue hint="No trading history yet">—</KpiValue>
            )
          }
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Realized PnL">
        <QueryFigure query={pnl}>
          {(k) =>
            k ? (
              <KpiValue testId="kpi-realized-pnl" hint="Locked in by sells, merges and redemptions">
                <Pnl value={k.realized} />
              </KpiValue>
            ) : (
              <KpiValue hint="No trading history yet">—</KpiValue>
            )
          }
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Unrealized PnL">
        <QueryFigure query={pnl}>
          {(k) =>
            k ? (
              <KpiValue testId="kpi-unrealized-pnl" hint="Open positions against their cost">
                <Pnl value={k.unrealized} />
              </KpiValue>
            ) : (
              <KpiValue hint="No trading history yet">—</KpiValue>
            )
          }
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Volume (dollars, all time)">
        <QueryFigure query={volume}>
          {(d) => (
            <KpiValue testId="kpi-volume" hint={`${formatShares(d.volume)} shares · ${formatCount(d.trade_count)} fills, all time`}>
              <Money value={d.volume_usdc} />
            </KpiValue>
          )}
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Markets traded">
        <QueryFigure query={stats}>
          {(d) =>
            d ? (
              <KpiValue
                testId="kpi-markets-traded"
                hint={d.join_date ? `Distinct markets · joined ${formatDate(d.join_date * 1000)}` : 'Distinct markets'}
              >
                {formatCount(d.trades)}
              </KpiValue>
            ) : (
              noProfile
            )
          }
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Biggest win">
        <QueryFigure query={stats}>
          {(d) =>
            d ? (
              <KpiValue testId="kpi-biggest-win" hint={d.biggest_win > 0 ? 'Best single resolved position' : 'No resolved win over $1 yet'}>
                <Money value={d.biggest_win} />
              </KpiValue>
            ) : (
              noProfile
            )
          }
        </QueryFigure>
      </KpiCard>

      <KpiCard label="Data as of">
        <QueryFigure query={status}>
          {(d) => {
            // the figures are as of the oldest part's refresh (for the local service, when its dataset was generated)
            const asOf = Math.floor(Date.parse(d.computed_at) / 1000) - d.serving.lag_seconds;
            const worst = MECHANISM_LABELS[d.serving.worst] ?? d.serving.worst;
            return (
              <KpiValue
                testId="kpi-data-as-of"
                hint={
                  // a service that crawls no chain (the local sandbox) serves a generated dataset: its age is not a delay
                  d.ingestion.cursors === 0 && d.ingestion.max_synced_block === null
                    ? `Dataset generated ${formatLag(d.serving.lag_seconds)} ago (sandbox: no chain feed)`
                    : d.serving.lag_seconds > 0
                      ? `Oldest part (${worst}) refreshed ${formatLag(d.serving.lag_seconds)} ago`
                      : 'Every part is up to date'
                }
              >
                <span className="line-clamp-2 text-sm leading-4 whitespace-normal sm:text-base sm:leading-4">{formatInstant(asOf)}</span>
              </KpiValue>
            );
          }}
        </QueryFigure>
      </KpiCard>
    </KpiGrid>
  );
}
