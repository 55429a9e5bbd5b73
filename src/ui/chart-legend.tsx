import { cx } from './cx';

export type LegendItem = { name: string; color: string; dash?: string; shape?: 'line' | 'block' };

/**
 * A chart's key, drawn as HTML beside the chart rather than by the charting library: plain text
 * that wraps on a phone, and a few KB less in the chart chunks.
 */
export function ChartLegend({ items, className }: { items: readonly LegendItem[]; className?: string }) {
  return (
    <ul className={cx('flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs', className)}>
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="14" height="10" viewBox="0 0 14 10" className="shrink-0">
            {item.shape === 'block' ? (
              <rect x="2" y="0" width="10" height="10" rx="1.5" fill={item.color} />
            ) : (
              <line x1="0" y1="5" x2="14" y2="5" stroke={item.color} strokeWidth="2.5" strokeDasharray={item.dash} />
            )}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
