import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, axisTimeTicks, formatAxisTime, formatCents } from '../../lib/format';
import { ChartLegend } from '../../ui/chart-legend';
import { outcomeKey, type PriceRow } from './market-facts';

/*
 * Each outcome's price over time, 0–100¢. The one module of this view that imports recharts
 * (loaded lazily). Axis text takes the surrounding text colour, so it follows the theme.
 */

const COLOURS = ['#059669', '#e11d48', '#6366f1', '#f59e0b', '#0ea5e9'];

const fullFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

export default function PriceChart({ rows, outcomes }: { rows: PriceRow[]; outcomes: string[] }) {
  const spanSeconds = rows.length > 1 ? rows[rows.length - 1]!.t - rows[0]!.t : 0;
  return (
    <figure
      className="flex h-full flex-col text-slate-600 dark:text-slate-400"
      aria-label={`Price of each outcome over time (${outcomes.join(', ')})`}
    >
      <div className="min-h-0 flex-1">
        <LineChart responsive data={rows} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={rows.length > 1 ? axisTimeTicks(rows[0]!.t * 1000, rows[rows.length - 1]!.t * 1000).map((ms) => ms / 1000) : undefined}
            tickFormatter={(t: number) => formatAxisTime(t * 1000, spanSeconds)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            minTickGap={24}
          />
          <YAxis
            domain={[0, 1]}
            ticks={[0, 0.25, 0.5, 0.75, 1]}
            tickFormatter={(p: number) => `${Math.round(p * 100)}¢`}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            width={44}
          />
          <Tooltip
            labelFormatter={(t) => fullFormat.format(Number(t) * 1000)}
            formatter={(p) => formatCents(Number(p))}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          {outcomes.map((name, i) => (
            <Line
              key={i}
              type="stepAfter"
              dataKey={outcomeKey(i)}
              name={name}
              stroke={COLOURS[i % COLOURS.length]}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <ChartLegend className="pt-2" items={outcomes.map((name, i) => ({ name, color: COLOURS[i % COLOURS.length]! }))} />
    </figure>
  );
}
