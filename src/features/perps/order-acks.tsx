import type { OrderAck } from '../../api/perps/contract/schemas';
import { explainAck } from './perps-errors';

/** One line per ack: an ack says the gateway took the order in, not that it filled. */
export function OrderAcks({ acks, legs }: { acks: OrderAck[]; legs: string[] }) {
  return (
    <div role="status" className="rounded border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="perps-acks">
      <ul className="flex flex-col gap-1">
        {acks.map((a, k) => (
          <li key={k} data-testid="perps-ack" data-status={a.status}>
            {legs.length > 1 && `${legs[k] ?? `Order ${k + 1}`}: `}
            {a.status === 'ok' ? `acknowledged as order #${a.oid}` : `refused: ${explainAck(a.error ?? 'unknown')}`}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        An acknowledgment is not a fill: the order now rests, fills or expires by its type.
      </p>
    </div>
  );
}
