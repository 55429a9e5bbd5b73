import { Address } from '../../ui/address';
import { AllocationWidgets } from './allocation-widgets';
import { KpiCards } from './kpi-cards';
import { PnlChartWidget } from './pnl-chart-widget';
import { TopPositions } from './top-positions';

/**
 * `/portfolio/:address`: the headline figures, the PnL line, where the money sits and the largest
 * positions. Every widget reads its own query and all of them mount at once, so their requests
 * start together; each one loads, fails and retries on its own.
 */
export function OverviewPage({ address }: { address: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Overview</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>
      <KpiCards address={address} />
      <PnlChartWidget address={address} />
      <AllocationWidgets address={address} />
      <TopPositions address={address} />
    </div>
  );
}
