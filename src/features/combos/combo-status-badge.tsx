import { cx } from '../../ui/cx';
import { STATUS_LABELS, type ComboLegRow, type ComboStatus } from './combo-types';

/* The shared Badge has no tone for a loss; these carry one per status so a glance tells them apart. */
const TONES: Record<ComboStatus, string> = {
  OPEN: 'bg-sky-50 text-sky-800 ring-sky-300 dark:bg-sky-950 dark:text-sky-300 dark:ring-sky-800',
  PARTIAL: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  RESOLVED_PARTIAL: 'bg-violet-50 text-violet-800 ring-violet-300 dark:bg-violet-950 dark:text-violet-300 dark:ring-violet-800',
  RESOLVED_WIN: 'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800',
  RESOLVED_LOSS: 'bg-rose-50 text-rose-800 ring-rose-300 dark:bg-rose-950 dark:text-rose-300 dark:ring-rose-800',
};

const HINTS: Record<ComboStatus, string> = {
  OPEN: 'No leg has resolved yet',
  PARTIAL: 'Some legs have resolved and none lost; the rest are still open',
  RESOLVED_PARTIAL: 'Every leg resolved; one paid a fraction, so each share redeems for that fraction',
  RESOLVED_WIN: 'Every leg won: each share redeems for $1',
  RESOLVED_LOSS: 'A leg lost: the combo pays nothing',
};

const LEG_LABELS: Record<ComboLegRow['leg_status'], string> = {
  OPEN: 'Open',
  RESOLVED_PARTIAL: 'Partial payout',
  RESOLVED_WIN: 'Won',
  RESOLVED_LOSS: 'Lost',
};

const base = 'inline-flex shrink-0 items-center rounded px-1.5 py-px text-[11px] leading-4 font-medium whitespace-nowrap ring-1 ring-inset';

export function ComboStatusBadge({ status }: { status: ComboStatus }) {
  return (
    <span className={cx(base, TONES[status])} title={HINTS[status]} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export function LegStatusBadge({ status }: { status: ComboLegRow['leg_status'] }) {
  return (
    <span className={cx(base, TONES[status])} data-leg-status={status}>
      {LEG_LABELS[status]}
    </span>
  );
}
