import { formatMicro } from '../../lib/decimal';
import { formatShares } from '../../lib/format';
import { Money } from '../../ui/money';
import type { Holdings, QuickAmount } from './ticket-holdings';

/* What the trader has to trade with, beside the amount field, and the amounts one click away. */

export function HoldingsLine({ side, holdings, outcome }: { side: 'BUY' | 'SELL'; holdings: Holdings; outcome: string }) {
  const known = side === 'BUY' ? holdings.cash : holdings.shares;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="ticket-holdings">
      {side === 'BUY' ? 'Cash available ' : `${outcome} shares available `}
      <span className="font-medium text-slate-800 tabular-nums dark:text-slate-200">
        {known === undefined ? '…' : side === 'BUY' ? <Money value={formatMicro(known)} /> : formatShares(Number(formatMicro(known)))}
      </span>
    </p>
  );
}

export function QuickAmounts({ options, onPick }: { options: QuickAmount[]; onPick: (amount: string) => void }) {
  if (options.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label="Quick amounts">
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          className="min-h-8 rounded border border-slate-300 px-2 text-xs font-medium hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:hover:bg-slate-800"
          aria-label={`${o.label}: ${o.amount}`}
          onClick={() => onPick(o.amount)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
