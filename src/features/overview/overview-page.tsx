import { Address } from '../../ui/address';
import { usePainted } from '../../ui/use-painted';
import { AllocationWidgets } from './allocation-widgets';
import { KpiCards } from './kpi-cards';
import { PnlChartWidget } from './pnl-chart-widget';
import { TopPositions } from './top-positions';

/**
 * `/portfolio/:address`: the headline figures, the PnL line, where the money sits and the largest
 * positions. Every widget reads its own query and loads, fails and retries on its own; the route's
 * prefetch has already asked for all of them, so mounting one later delays no request.
 *
 * The first frame holds the title and the figures; the widgets below them are built in the task
 * after it has painted. On a phone they are below the fold, and building and laying them out in
 * the same frame held the headline numbers back (mobile LCP, median of 5: 3.04 -> 2.83 s).
 */
export function OverviewPage({ address }: { address: string }) {
  const rest = usePainted();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Overview</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>
      <KpiCards address={address} />
      {rest && (
        <>
          <PnlChartWidget address={address} />
          <AllocationWidgets address={address} />
          <TopPositions address={address} />
        </>
      )}
    </div>
  );
}
