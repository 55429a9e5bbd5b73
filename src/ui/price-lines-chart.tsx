import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, formatAxisTime, formatCents, timeAxis } from '../lib/format';

/*
 * Prices over time, 0–100¢, one line per series: the market view's outcomes and the Trade view's
 * chosen outcome alike. The one module that draws a price chart, so it is the only one that imports
 * recharts for it; its importers load it lazily, so no route's first chunk carries recharts. Axis
 * text takes the surrounding text colour, so it follows the theme.
 */

export type PriceLine = { key: string; name: string; color: string };
/** One instant (`t`, unix seconds) and each series' price at it (0–1), null where a series has none. */
export type PriceRow = { t: number } & Record<string, number | null>;

const fullFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const axis = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'currentColor', strokeOpacity: 0.3 } as const;

export default function PriceLinesChart({ rows, lines }: { rows: readonly PriceRow[]; lines: readonly PriceLine[] }) {
  const { spanSeconds, ticks } = timeAxis(rows);
  return (
    <LineChart
      responsive
      data={rows as PriceRow[]}
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
      <YAxis
        domain={[0, 1]}
        ticks={[0, 0.25, 0.5, 0.75, 1]}
        tickFormatter={(p: number) => `${Math.round(p * 100)}¢`}
        width={44}
        {...axis}
      />
      <Tooltip
        labelFormatter={(t) => fullFormat.format(Number(t) * 1000)}
        formatter={(p) => formatCents(Number(p))}
        contentStyle={{ borderRadius: 8, fontSize: 12 }}
        // the series' own colour on white is under 4.5:1 for text; the line beside it names the series
        itemStyle={{ color: '#1e293b' }}
      />
      {lines.map((l) => (
        <Line
          key={l.key}
          type="stepAfter"
          dataKey={l.key}
          name={l.name}
          stroke={l.color}
          strokeWidth={2}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
