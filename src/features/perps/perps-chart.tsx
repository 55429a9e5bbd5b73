import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, formatAxisTime, timeAxis } from '../../lib/format';
import type { ChartPoint } from './queries';

/*
 * Klines' closes and the mark over time. The Perps view's one recharts module, loaded lazily by
 * chart-panel.tsx so the view's first chunk carries no recharts. Floats here are drawn only.
 */

const fullFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const axis = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'currentColor', strokeOpacity: 0.3 } as const;

export default function PerpsChart({ rows, decimals }: { rows: readonly ChartPoint[]; decimals: number }) {
  const { spanSeconds, ticks } = timeAxis(rows);
  const price = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (
    <LineChart
      responsive
      data={rows as ChartPoint[]}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={['dataMin', 'dataMax']}
        ticks={ticks}
        tickFormatter={(t: number) => formatAxisTime(t * 1000, spanSeconds)}
        minTickGap={24}
        {...axis}
      />
      <YAxis domain={['auto', 'auto']} tickFormatter={(p: number) => price.format(p)} width={64} {...axis} />
      <Tooltip
        labelFormatter={(t) => fullFormat.format(Number(t) * 1000)}
        formatter={(p) => price.format(Number(p))}
        contentStyle={{ borderRadius: 8, fontSize: 12 }}
        itemStyle={{ color: '#1e293b' }}
      />
      <Legend />
      <Line
        type="linear"
        dataKey="close"
        name="Last (close)"
        stroke="#4f46e5"
        strokeWidth={2}
        dot={false}
        connectNulls
        isAnimationActive={false}
      />
      <Line
        type="linear"
        dataKey="mark"
        name="Mark"
        stroke="#d97706"
        strokeWidth={1.5}
        dot={false}
        connectNulls
        isAnimationActive={false}
      />
    </LineChart>
  );
}
