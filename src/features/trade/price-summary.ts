import { formatCents } from '../../lib/format';
import type { TicketPricePoint } from './price-chart-query';

/* The one-line summary read out beside the Trade view's price chart and used as the figure's text. */

/** "Last 55.0¢, up 3.0¢ over the window" (or down, or unchanged); '' with no points. */
export function priceSummary(points: readonly TicketPricePoint[]): string {
  const last = points.at(-1);
  if (!last) return '';
  const move = Math.round((last.price - points[0]!.price) * 1000) / 1000;
  const how = move === 0 ? 'unchanged' : `${move > 0 ? 'up' : 'down'} ${formatCents(Math.abs(move))}`;
  return `Last ${formatCents(last.price)}, ${how} over the window`;
}
