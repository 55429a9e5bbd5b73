import { Fragment, type ReactNode } from 'react';
import { formatCents, formatDate, formatShares } from '../../lib/format';
import { cx } from '../../ui/cx';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { ComboDetails } from './combo-details';
import { microToDecimal, type ComboFigures } from './combo-math';
import { ComboStatusBadge } from './combo-status-badge';
import { comboKey } from './combo-sync';
import type { ComboActivityRow, ComboRow } from './combo-types';

export type ListedCombo = { row: ComboRow; figures: ComboFigures };

export type ActivityState = { rows: ComboActivityRow[] | undefined; error: unknown; retry: () => void; retrying: boolean };

type Column = {
  id: string;
  label: string;
  align: 'left' | 'right';
  cell: (c: ListedCombo) => ReactNode;
  /** on a phone's card (index.css, table-cards): 'lead' figures first, 'hide' ones in the table view only */
  card?: 'title' | 'lead' | 'hide';
  skeleton: string;
  minWidth: string;
};

/** A combo has no title of its own: it is named by its legs. */
export function comboTitle(row: ComboRow): string {
  return row.legs.map((l) => `${l.market.title} (${l.leg_outcome_label})`).join(' and ');
}

const COLUMNS: Column[] = [
  { id: 'combo', label: 'Combo', align: 'left', cell: (c) => <LegsSummary row={c.row} />, card: 'title', skeleton: '', minWidth: '' },
  {
    id: 'status',
    label: 'Status',
    align: 'left',
    cell: (c) => <ComboStatusBadge status={c.row.status} />,
    card: 'lead',
    skeleton: 'w-16',
    minWidth: 'min-w-[6.5rem]',
  },
  {
    id: 'shares',
    label: 'Shares',
    align: 'right',
    cell: (c) => formatShares(Number(c.row.shares_balance)),
    skeleton: 'w-14',
    minWidth: 'min-w-[5.5rem]',
  },
  {
    id: 'avg',
    label: 'Avg price',
    align: 'right',
    cell: (c) => formatCents(Number(c.row.entry_avg_price_usdc)),
    skeleton: 'w-12',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'cost',
    label: 'Cost',
    align: 'right',
    // what the shares cost when bought, redeemed ones included: the PnL is value + paid out − this
    cell: (c) => <Money value={microToDecimal(c.figures.totalCost)} />,
    skeleton: 'w-16',
    minWidth: 'min-w-[6.5rem]',
  },
  {
    id: 'value',
    label: 'Value',
    align: 'right',
    cell: (c) => <Money value={microToDecimal(c.figures.currentValue)} className="font-medium" />,
    card: 'lead',
    skeleton: 'w-16',
    minWidth: 'min-w-[6.5rem]',
  },
  {
    id: 'payout',
    label: 'Paid out',
    align: 'right',
    cell: (c) => <Money value={microToDecimal(c.figures.realizedPayout)} />,
    skeleton: 'w-14',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'pnl',
    label: 'PnL',
    align: 'right',
    cell: (c) => <Pnl value={microToDecimal(c.figures.pnl)} />,
    card: 'lead',
    skeleton: 'w-14',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'entered',
    label: 'First entry',
    align: 'right',
    cell: (c) => formatDate(c.row.first_entry_at),
    card: 'hide',
    skeleton: 'w-20',
    minWidth: 'min-w-[7rem]',
  },
  {
    id: 'resolved',
    label: 'Resolved',
    align: 'right',
    cell: (c) => formatDate(c.row.resolved_at),
    skeleton: 'w-20',
    minWidth: 'min-w-[7rem]',
  },
];

const COMBO_WIDTH = 'w-[13rem] max-sm:w-auto sm:w-[17.5rem]';
const ROW = 'border-b border-slate-100 dark:border-slate-800';

function LegsSummary({ row }: { row: ComboRow }) {
  const shown = row.legs.slice(0, 2);
  const more = row.legs.length - shown.length;
  return (
    <div className={cx('flex flex-col gap-1 py-1 whitespace-normal', COMBO_WIDTH)}>
      {shown.map((leg) => (
        <span key={leg.leg_index} className="flex items-baseline gap-1.5 text-[13px] leading-[18px]">
          <span className="line-clamp-1 font-medium text-slate-900 dark:text-slate-100" title={leg.market.title}>
            {leg.market.title}
          </span>
          <span className="shrink-0 text-xs font-semibold text-slate-600 dark:text-slate-400">{leg.leg_outcome_label}</span>
        </span>
      ))}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {row.legs_total} legs · {row.legs_resolved} resolved{more > 0 ? ` · ${more} more` : ''}
      </span>
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('size-4 transition-transform', open && 'rotate-90')} fill="currentColor">
      <path fillRule="evenodd" d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

type Props = {
  label: string;
  combos: ListedCombo[] | undefined;
  skeletonRows: number;
  open: readonly string[];
  onToggle: (comboConditionId: string, open: boolean) => void;
  activity: ActivityState;
  busy: boolean;
};

export function CombosTable({ label, combos, skeletonRows, open, onToggle, activity, busy }: Props) {
  const loading = combos === undefined;
  const span = COLUMNS.length + 1;
  return (
    // the size container the expanded details measure themselves against (100cqw)
    <div className="@container">
      <TableFrame label={label} className="table-cards">
        <table data-testid="combos-table" aria-busy={loading || busy} className="w-full border-collapse">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <Th className="w-10">
                <span className="sr-only">Legs</span>
              </Th>
              {COLUMNS.map((c) => (
                <Th key={c.id} align={c.align} className={c.minWidth}>
                  {c.label}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={i} className={cx(ROW, 'h-[4.75rem]')} data-testid="combo-skeleton">
                    <Td>
                      <Skeleton className="size-5" />
                    </Td>
                    {COLUMNS.map((c) => (
                      <Td key={c.id} align={c.align} data-card={c.card}>
                        {c.id === 'combo' ? (
                          <div className={cx('flex flex-col gap-1.5', COMBO_WIDTH)}>
                            <Skeleton className="h-4 w-4/5" />
                            <Skeleton className="h-4 w-3/5" />
                            <Skeleton className="h-3 w-24" />
                          </div>
                        ) : (
                          <Skeleton className={cx('h-4', c.align === 'right' && 'ml-auto', c.skeleton)} />
                        )}
                      </Td>
                    ))}
                  </tr>
                ))
              : combos.map((c) => {
                  const key = comboKey(c.row);
                  const id = c.row.combo_condition_id;
                  const expanded = open.includes(id);
                  const detailsId = `combo-details-${id}`;
                  return (
                    <Fragment key={key}>
                      <tr
                        className={cx(
                          ROW,
                          'h-[4.75rem] hover:bg-slate-50 dark:hover:bg-slate-800/60',
                          expanded && 'bg-slate-50 dark:bg-slate-800/60',
                        )}
                        data-testid="combo-row"
                        data-key={key}
                        data-combo={id}
                      >
                        <Td data-label="Legs">
                          <button
                            type="button"
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailsId : undefined}
                            aria-label={`Legs and activity of ${comboTitle(c.row)}`}
                            onClick={() => onToggle(id, !expanded)}
                            className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-slate-100"
                          >
                            <Chevron open={expanded} />
                          </button>
                        </Td>
                        {COLUMNS.map((col) => (
                          <Td
                            key={col.id}
                            align={col.align}
                            data-col={col.id}
                            data-card={col.card}
                            data-label={col.card === 'title' ? undefined : col.label}
                          >
                            {col.cell(c)}
                          </Td>
                        ))}
                      </tr>
                      {expanded && (
                        <tr id={detailsId} data-testid="combo-details" className={ROW}>
                          <td colSpan={span} className="bg-slate-50 p-0 dark:bg-slate-800/40">
                            <ComboDetails row={c.row} activity={activity} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
