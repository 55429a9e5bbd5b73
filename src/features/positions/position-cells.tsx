import { formatDate } from '../../lib/format';
import { Pnl, PnlPercent } from '../../ui/pnl';
import type { PositionRow } from './queries';

/* Cells of the Positions table beyond the market's (market-cell.tsx): PnL, dates, the scope buttons. */

export type Scope = { event_id?: string; condition?: string };

/** Unrealized PnL in dollars, and in percent of the fee-exclusive entry cost beneath it (the API's percent_pnl). */
export function CashPnl({ position: p }: { position: PositionRow }) {
  // stacked, and aligned by the cell's own text-align (right in the table, left on a card)
  return (
    <span className="flex flex-col leading-5">
      <Pnl value={p.unrealized_pnl} />
      <PnlPercent value={p.percent_pnl} className="text-xs" />
    </span>
  );
}

/** "—" for the API's "no clock" (0) and "no end date" (1970-01-01). */
export const day = (epochSeconds: number) => (epochSeconds > 0 ? formatDate(epochSeconds * 1000) : '—');
export const endDay = (isoDay: string) => (isoDay.startsWith('1970-') ? '—' : formatDate(isoDay));

const scopeButton =
  'inline-flex min-h-7 items-center rounded-md px-1.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-600 dark:hover:bg-slate-800';

/** Narrow the list to this row's event or market (both are /v2/positions filters). */
export function ScopeButtons({ position: p, onScope }: { position: PositionRow; onScope: (scope: Scope) => void }) {
  return (
    <span className="flex items-start gap-1 sm:flex-col">
      <button
        type="button"
        className={scopeButton}
        onClick={() => onScope({ event_id: p.event_id })}
        aria-label={`Only the event ${p.event_slug || p.event_id}`}
      >
        Event
      </button>
      <button
        type="button"
        className={scopeButton}
        onClick={() => onScope({ condition: p.condition_id })}
        aria-label={`Only the market ${p.title}`}
      >
        Market
      </button>
    </span>
  );
}
