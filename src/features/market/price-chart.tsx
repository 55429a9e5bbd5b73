import { ChartLegend } from '../../ui/chart-legend';
import PriceLinesChart from '../../ui/price-lines-chart';
import { outcomeKey, type PriceRow } from './market-facts';

/* Each outcome's price over time, with its legend: the lazy part of the price history (price-history.tsx). */

const COLOURS = ['#059669', '#e11d48', '#6366f1', '#f59e0b', '#0ea5e9'];

export default function PriceChart({ rows, outcomes }: { rows: PriceRow[]; outcomes: string[] }) {
  const lines = outcomes.map((name, i) => ({ key: outcomeKey(i), name, color: COLOURS[i % COLOURS.length]! }));
  return (
    <figure
      className="flex h-full flex-col text-slate-600 dark:text-slate-400"
      aria-label={`Price of each outcome over time (${outcomes.join(', ')})`}
    >
      <div className="min-h-0 flex-1">
        <PriceLinesChart rows={rows} lines={lines} />
      </div>
      <ChartLegend className="pt-2" items={lines.map((l) => ({ name: l.name, color: l.color }))} />
    </figure>
  );
}
