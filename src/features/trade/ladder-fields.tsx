import type { PlaceResult } from '../../api/trading/unanswered-order';
import { centsText } from '../../lib/cents';
import { formatMicro } from '../../lib/decimal';
import { Money } from '../../ui/money';
import { ExplainedError } from './explained-error';
import { BATCH_MAX } from '../../api/trading/order-rules';
import type { TicketPlan } from './ticket-form';

/* The ticket's ladder: several limit orders at once, one rung a step of ticks further from the market. */

export type LadderInput = { on: boolean; rungs: string; step: string };

const input = 'mt-1 w-20 max-w-full rounded border border-slate-300 px-2 py-1 tabular-nums dark:border-slate-600 dark:bg-slate-800';

export function LadderFields({ value, onChange }: { value: LadderInput; onChange: (next: Partial<LadderInput>) => void }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3 text-sm">
      <legend className="sr-only">Ladder</legend>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={value.on} onChange={(e) => onChange({ on: e.target.checked })} />
        Ladder (up to {BATCH_MAX} orders at once)
      </label>
      {value.on && (
        <>
          <label className="flex flex-col">
            Rungs
            <input className={input} inputMode="numeric" value={value.rungs} onChange={(e) => onChange({ rungs: e.target.value.trim() })} />
          </label>
          <label className="flex flex-col">
            Step (ticks)
            <input className={input} inputMode="numeric" value={value.step} onChange={(e) => onChange({ step: e.target.value.trim() })} />
          </label>
        </>
      )}
    </fieldset>
  );
}

export function LadderPreview({ plans, side }: { plans: TicketPlan[]; side: 'BUY' | 'SELL' }) {
  const pay = plans.reduce((n, p) => n + (side === 'BUY' ? p.amounts.makerAmount : p.amounts.takerAmount), 0n);
  return (
    <div className="rounded bg-slate-50 p-3 text-sm tabular-nums dark:bg-slate-800/60" data-testid="ladder-preview">
      <ol className="grid gap-0.5">
        {plans.map((p) => (
          <li key={p.price} className="flex justify-between font-mono text-xs">
            <span>
              {p.amounts.size} @ {centsText(p.price)}
            </span>
            <span>
              maker {p.amounts.makerAmount.toString()} / taker {p.amounts.takerAmount.toString()}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-1 flex justify-between">
        <span>{side === 'BUY' ? 'Cost if all fill' : 'Proceeds if all fill'}</span>
        <Money value={formatMicro(pay)} />
      </p>
    </div>
  );
}

export function LadderResults({ results }: { results: PlaceResult[] }) {
  return (
    <div role="status">
      <ol className="grid gap-1 text-sm" data-testid="ladder-results">
        {results.map((r, i) => (
          <li key={`${r.orderID}-${i}`} data-testid="ladder-result">
            {r.outcome === 'answered' && r.answer.success && !r.answer.errorMsg ? (
              <span className="text-emerald-800 dark:text-emerald-300">
                Order {i + 1}: {r.answer.status}
              </span>
            ) : r.outcome === 'answered' ? (
              <ExplainedError error={r.answer.errorMsg || 'refused'} />
            ) : (
              <span>
                Order {i + 1}:{' '}
                {r.outcome === 'found' ? 'reached the exchange (looked up after a lost answer)' : 'not taken; safe to place again'}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
