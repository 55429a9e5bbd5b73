import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';
import { useNarrow } from './use-narrow';
import { usePainted } from './use-painted';

export type VirtualColumn<T> = {
  key: string;
  header: ReactNode;
  /** A CSS grid track: '8rem', 'minmax(12rem,1fr)'. */
  width: string;
  align?: 'left' | 'right';
  cell: (row: T) => ReactNode;
  /** Where the cell goes on a phone's card (a grid area of the list's `card.areas`); none: not on the card. */
  area?: string;
  /** Written before the figure on a card, where the figure alone would not say what it is. */
  cardLabel?: string;
};

/** A phone's layout of each row (index.css, list-cards): grid tracks, areas and a taller fixed height. */
export type CardLayout = { columns: string; areas: string; rowHeight: number };

/**
 * A long list drawn as an ARIA table whose rows exist only while they are on screen, so 100,000
 * rows cost the same DOM as fifty. Rows have one fixed height (measuring each would force layout
 * on every scroll); aria-rowcount and aria-rowindex tell assistive technology the real size.
 *
 * Rows are keyed by their place in the list, not by what they show. They hold no state (what is
 * open or selected lives with the caller), so a re-order or a filter patches the few mounted rows
 * in place instead of unmounting and building them all again.
 *
 * `firstRows` (a screen's worth, see rowsOnScreen) holds the first paint to that many rows: until
 * then the virtualizer gets no scroll element, so it neither measures nor scrolls it (each forces a
 * layout inside the commit) nor renders the page a second time with a screen of rows and overscan.
 */
export function VirtualTable<T>({
  rows,
  columns,
  label,
  rowHeight: tableRowHeight = 48,
  height = '70vh',
  onRowClick,
  testId,
  firstRows,
  card,
}: {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  label: string;
  rowHeight?: number;
  height?: string;
  onRowClick?: (row: T) => void;
  testId?: string;
  firstRows?: number;
  card?: CardLayout;
}) {
  const rowHeight = useNarrow() && card ? card.rowHeight : tableRowHeight;
  const scrollRef = useRef<HTMLDivElement>(null);
  const painted = usePainted(firstRows !== undefined);
  const held = firstRows !== undefined && !painted;
  const [firstRect] = useState(() => ({ width: 0, height: (firstRows ?? 0) * rowHeight }));
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is deliberately mutable; rows re-render from its output
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => (held ? null : scrollRef.current),
    estimateSize: () => rowHeight,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key function is what makes the virtualizer lay the rows out again at a new height
    getItemKey: useMemo(() => (i: number) => i, [rowHeight]),
    overscan: held ? 0 : 5,
    initialRect: firstRect,
  });
  const template = columns.map((c) => c.width).join(' ');
  const items = virtualizer.getVirtualItems();

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      className={cx(
        'overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
        card && 'list-cards',
      )}
      style={{ height, contain: 'strict', '--card-cols': card?.columns, '--card-areas': card?.areas } as CSSProperties}
    >
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth: 'max-content' }}>
        <div role="rowgroup" className="sticky top-0 z-10 bg-white dark:bg-slate-900">
          <div
            role="row"
            aria-rowindex={1}
            className="grid h-10 grid-cols-(--cols) items-center border-b border-slate-200 dark:border-slate-700"
            style={{ '--cols': template } as CSSProperties}
          >
            {columns.map((c) => (
              <div
                key={c.key}
                role="columnheader"
                className={cx(
                  'px-3 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase dark:text-slate-400',
                  c.align === 'right' && 'text-right',
                )}
              >
                {c.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <VirtualRow
                key={item.index}
                row={row}
                index={item.index}
                start={item.start}
                height={rowHeight}
                template={template}
                columns={columns}
                onRowClick={onRowClick}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

type VirtualRowProps<T> = {
  row: T;
  index: number;
  start: number;
  height: number;
  template: string;
  columns: readonly VirtualColumn<T>[];
  onRowClick?: (row: T) => void;
};

/*
 * Memoized: every scroll step re-renders the table, but a row that stays on screen keeps its props
 * and is skipped, so a frame only pays for the rows coming into view.
 */
const VirtualRow = memo(function VirtualRow<T>({ row, index, start, height, template, columns, onRowClick }: VirtualRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      className={cx(
        'absolute left-0 grid w-full grid-cols-(--cols) items-center border-b border-slate-100 text-sm dark:border-slate-800',
        onRowClick && 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60',
      )}
      style={{ '--cols': template, height, transform: `translateY(${start}px)` } as CSSProperties}
    >
      {columns.map((c) => (
        <div
          key={c.key}
          role="cell"
          className={cx('truncate px-3', c.align === 'right' && 'text-right tabular-nums')}
          style={c.area ? ({ '--area': c.area } as CSSProperties) : undefined}
          data-card={c.area ? undefined : 'hide'}
          data-label={c.cardLabel}
        >
          {c.cell(row)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
