import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, formatAxisTime, formatCents } from '../../lib/format';
import type { TicketPricePoint } from './price-chart-query';
import { chartTimeAxis } from './ticket-chart-axis';

/*
 * The chosen outcome's price over time, 0–100¢: the one module of the Trade view that imports
 * recharts, loaded lazily (price-panel.tsx) so the route's first chunk never carries it. Axis text
 * takes the surrounding text colour, so it follows the theme.
 */

const fullFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

export default function TicketPriceChart({ points, outcome }: { points: TicketPricePoint[]; outcome: string }) {
  const { spanSeconds, ticks } = chartTimeAxis(points);
  return (
    <LineChart responsive data={points} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={['dataMin', 'dataMax']}
        ticks={ticks}
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
      <Line type="stepAfter" dataKey="price" name={outcome} stroke="#6366f1" strokeWidth={2} dot={false} isAnimationActive={false} />
    </LineChart>
  );
}
