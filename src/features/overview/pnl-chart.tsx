import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatUsd, LOCALE } from '../../lib/format';
import { ChartLegend } from '../../ui/chart-legend';
import type { PnlChartPoint } from './pnl-figures';
import { axisTimeTicks, formatAxisTime } from '../../lib/format';
import { formatInstant } from './time-format';

/*
 * The drawing itself: the only module of the view that imports recharts, loaded lazily by the
 * widget, so the charting library never weighs on the first paint of the page. Colours are the
 * mid tones that read on both the light and the dark card; axis text follows the card's text colour.
 */

export const SERIES = [
  { key: 'total', name: 'Total', color: '#6366f1', width: 2.5, dash: undefined },
  { key: 'realized', name: 'Realized', color: '#10b981', width: 1.75, dash: undefined },
  { key: 'unrealized', name: 'Unrealized', color: '#f59e0b', width: 1.75, dash: '5 3' },
] as const;

const compactUsd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

function PnlTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || !payload?.length || typeof label !== 'number') return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md dark:border-slate-700 dark:bg-slate-900">
      <p className="mb-1 font-medium text-slate-900 dark:text-slate-100">{formatInstant(label / 1000)}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5">
        {payload.map((entry) => (
          <div key={String(entry.dataKey)} className="contents">
            <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
              <span aria-hidden="true" className="inline-block size-2 rounded-full" style={{ background: entry.color }} />
              {entry.name}
            </dt>
            <dd className="text-right text-slate-900 tabular-nums dark:text-slate-100">
              {formatUsd(Number(entry.value), { signed: true })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function PnlChart({ points, spanSeconds, height }: { points: readonly PnlChartPoint[]; spanSeconds: number; height: number }) {
  return (
    <>
      <ChartLegend items={SERIES} className="h-7 items-center" />
      <LineChart
        responsive
        data={points as PnlChartPoint[]}
        style={{ width: '100%', height: height - 28 }}
        margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={points.length > 1 ? axisTimeTicks(points[0]!.t, points[points.length - 1]!.t) : undefined}
          tickFormatter={(ms: number) => formatAxisTime(ms, spanSeconds)}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="currentColor"
          strokeOpacity={0.3}
          minTickGap={28}
        />
        <YAxis
          tickFormatter={(v: number) => compactUsd.format(v)}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="currentColor"
          strokeOpacity={0.3}
          width={64}
        />
        <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.35} />
        <Tooltip content={PnlTooltip} cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} />
        {SERIES.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            type="linear"
            stroke={s.color}
            strokeWidth={s.width}
            strokeDasharray={s.dash}
            dot={false}
            activeDot={{ r: 3 }}
            // drawn at once: an animation on every window change only delays the numbers
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </>
  );
}
