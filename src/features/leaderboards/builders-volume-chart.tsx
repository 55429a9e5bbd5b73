import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, formatShares } from '../../lib/format';
import { ChartLegend } from '../../ui/chart-legend';
import { OTHER_KEY, type BuilderChartData } from './builders-chart-data';
import type { ChartInterval } from './url-state';

/*
 * Builder volume per bucket, stacked by builder. The only module of this view that imports
 * recharts, loaded lazily. Axis text takes the surrounding text colour, so it follows the theme.
 */

const COLOURS = ['#6366f1', '#10b981', '#f59e0b', '#0ea5e9', '#f43f5e'];
const OTHER_COLOUR = '#94a3b8';

const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

function bucketLabel(date: string, interval: ChartInterval): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return interval === 'month' ? monthFormat.format(d) : interval === 'week' ? `Week of ${dayFormat.format(d)}` : dayFormat.format(d);
}

export default function BuildersVolumeChart({ data, interval }: { data: BuilderChartData; interval: ChartInterval }) {
  const colourOf = (key: string, i: number) => (key === OTHER_KEY ? OTHER_COLOUR : COLOURS[i % COLOURS.length]);
  return (
    <figure
      className="flex h-full flex-col text-slate-600 dark:text-slate-400"
      aria-label={`Builder volume in shares per ${interval}, stacked by builder`}
    >
      <div className="min-h-0 flex-1">
        <BarChart responsive data={data.rows} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => bucketLabel(d, interval === 'week' ? 'day' : interval)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            width={48}
          />
          <Tooltip
            cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
            labelFormatter={(d) => bucketLabel(String(d), interval)}
            formatter={(v) => `${formatShares(Number(v))} shares`}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          {data.series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} stackId="volume" fill={colourOf(s.key, i)} isAnimationActive={false} />
          ))}
        </BarChart>
      </div>
      <ChartLegend
        className="pt-2"
        items={data.series.map((s, i) => ({ name: s.label, color: colourOf(s.key, i) ?? OTHER_COLOUR, shape: 'block' as const }))}
      />
    </figure>
  );
}
