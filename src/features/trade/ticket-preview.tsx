import { centsText } from '../../lib/cents';
import { formatMicro } from '../../lib/decimal';
import { formatCents } from '../../lib/format';
import { Money } from '../../ui/money';
import type { TicketPlan } from './ticket-form';
import { formatExact } from '../../lib/format-exact';

/** What the order does now, and the exact integers the wallet will be asked to sign. */
export function TicketPreview({ plan, side, feeBps }: { plan: TicketPlan; side: 'BUY' | 'SELL'; feeBps: number }) {
  const p = plan.preview;
  const row = 'flex justify-between gap-4';
  const rate = `${(feeBps / 100).toFixed(2)} %`;
  return (
    <dl className="grid gap-1 rounded bg-slate-50 p-3 text-sm tabular-nums dark:bg-slate-800/60" data-testid="ticket-preview">
      <div className={row}>
        <dt>Shares</dt>
        <dd data-testid="preview-shares">{formatExact(p.shares)}</dd>
      </div>
      <div className={row}>
        <dt>{side === 'BUY' ? 'Cost' : 'Proceeds'}</dt>
        <dd data-testid="preview-cost">
          <Money value={p.cost} />
        </dd>
      </div>
      <div className={row}>
        <dt title={`The taker fee: ${rate} of min(price, 1 − price) per share that fills now; a resting order pays none`}>
          {feeBps === 0 ? 'Fee (none on this market)' : `Fee (${rate} taker, on what fills now)`}
        </dt>
        <dd data-testid="preview-fee">
          {side === 'SELL' && p.fee !== '0.000000' ? '−' : ''}
          <Money value={p.fee} />
        </dd>
      </div>
      <div className={`${row} font-semibold`}>
        <dt>{side === 'BUY' ? 'Total' : 'You receive'}</dt>
        {/* the exact six-place figure beside the cents shown: what a test holds the cash moved to */}
        <dd data-testid="preview-total" data-exact={p.total}>
          <Money value={p.total} />
        </dd>
      </div>
      <div className={row}>
        <dt>Average price</dt>
        <dd>{p.averagePrice === undefined ? '—' : formatCents(Number(p.averagePrice))}</dd>
      </div>
      <div className={row}>
        <dt>Fills now / rests</dt>
        <dd>
          {formatExact(p.filledShares)} / {formatExact(p.restingShares)}
        </dd>
      </div>
      <div className={row}>
        <dt>{side === 'BUY' ? 'Payout if it wins' : 'Proceeds'}</dt>
        <dd>
          <Money value={p.payoutIfWins} />
        </dd>
      </div>
      <div className="mt-1 border-t border-slate-200 pt-1 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <dt className="inline">You sign: </dt>
        <dd className="inline font-mono" data-testid="signed-amounts">
          makerAmount {plan.amounts.makerAmount.toString()} ({formatMicro(plan.amounts.makerAmount)} {side === 'BUY' ? 'pUSD' : 'shares'}),
          takerAmount {plan.amounts.takerAmount.toString()} ({formatMicro(plan.amounts.takerAmount)} {side === 'BUY' ? 'shares' : 'pUSD'})
          at {centsText(plan.price)} (${plan.price})
        </dd>
      </div>
    </dl>
  );
}
