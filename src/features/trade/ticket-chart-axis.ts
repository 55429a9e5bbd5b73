import { axisTimeTicks, formatCents } from '../../lib/format';
import type { TicketPricePoint } from './price-chart-query';

/*
 * The pure parts of the Trade view's price chart, tested without recharts: the time axis (one label
 * per tick, lib/format.ts) and the one-line summary read out beside it and used as the figure's text.
 */

/** The axis over `points` (seconds): its span and its ticks; no ticks for fewer than two points. */
export function chartTimeAxis(points: readonly TicketPricePoint[]): { spanSeconds: number; ticks: number[] | undefined } {
  if (points.length < 2) return { spanSeconds: 0, ticks: undefined };
  const first = points[0]!.t;
  const last = points[points.length - 1]!.t;
  return { spanSeconds: last - first, ticks: axisTimeTicks(first * 1000, last * 1000).map((ms) => ms / 1000) };
}

/** "Last 55.0¢, up 3.0¢ over the window" (or down, or unchanged); '' with no points. */
export function priceSummary(points: readonly TicketPricePoint[]): string {
  const last = points.at(-1);
  if (!last) return '';
  const move = Math.round((last.price - points[0]!.price) * 1000) / 1000;
  const how = move === 0 ? 'unchanged' : `${move > 0 ? 'up' : 'down'} ${formatCents(Math.abs(move))}`;
  return `Last ${formatCents(last.price)}, ${how} over the window`;
}
