import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE, formatAxisTime, formatCents, timeAxis } from '../lib/format';

/*
 * Prices over time, one line per series: the market view's outcomes and the Trade view's chosen
 * outcome (0–100¢, the default axis) and the Perps view's klines and mark (an axis given by the
 * caller). The one module that draws a price chart, so it is the only one that imports recharts for
 * it; its importers load it lazily, so no route's first chunk carries recharts. Axis text takes the
 * surrounding text colour, so it follows the theme. Floats here are drawn only.
 */

export type PriceLine = { key: string; name: string; color: string; width?: number };
/** One instant (`t`, unix seconds) and each series' price at it, null where a series has none. */
export type PriceRow = { t: number } & Record<string, number | null>;
/** The price axis: its range, its ticks (recharts picks them when absent), its labels and the tooltip's figures. */
export type PriceAxis = {
  domain: [number | 'auto', number | 'auto'];
  ticks?: number[];
  tick: (p: number) => string;
  value: (p: number) => string;
  width: number;
};

/** Outcome prices, 0–1 drawn as 0–100¢. */
const CENTS_AXIS: PriceAxis = {
  domain: [0, 1],
  ticks: [0, 0.25, 0.5, 0.75, 1],
  tick: (p) => `${Math.round(p * 100)}¢`,
  value: formatCents,
  width: 44,
};

const fullFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const axis = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'currentColor', strokeOpacity: 0.3 } as const;

type Props = {
  rows: readonly PriceRow[];
  lines: readonly PriceLine[];
  yAxis?: PriceAxis;
  /** Outcome prices hold until the next trade (steps); a sampled price is joined point to point. */
  curve?: 'stepAfter' | 'linear';
  /** recharts' own legend under the plot, for callers that draw none of their own. */
  legend?: boolean;
};

export default function PriceLinesChart({ rows, lines, yAxis = CENTS_AXIS, curve = 'stepAfter', legend = false }: Props) {
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
      <YAxis domain={yAxis.domain} ticks={yAxis.ticks} tickFormatter={yAxis.tick} width={yAxis.width} {...axis} />
      <Tooltip
        labelFormatter={(t) => fullFormat.format(Number(t) * 1000)}
        formatter={(p) => yAxis.value(Number(p))}
        contentStyle={{ borderRadius: 8, fontSize: 12 }}
        // the series' own colour on white is under 4.5:1 for text; the line beside it names the series
        itemStyle={{ color: '#1e293b' }}
      />
      {legend && <Legend />}
      {lines.map((l) => (
        <Line
          key={l.key}
          type={curve}
          dataKey={l.key}
          name={l.name}
          stroke={l.color}
          strokeWidth={l.width ?? 2}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
