import { useRef } from 'react';
import { useFocusOnMountIfDropped } from '../../ui/focus-result';
import { ExplainedError } from './explained-error';

import type { PlaceResult } from '../../api/trading/unanswered-order';

const SAID: Record<string, string> = {
  live: 'Your order is live in the book.',
  matched: 'Your order matched.',
  delayed: 'Your order is delayed by the exchange and will be matched shortly.',
  unmatched: 'Your order did not match and was not placed.',
};

/**
 * The service's answer to an order, in plain words. Place order is disabled while the wallet signs,
 * which drops focus to <body>: the answer takes it (role=status also announces it).
 */
export function OrderResult({ result }: { result: PlaceResult }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMountIfDropped(ref);
  if (result.outcome !== 'answered')
    return (
      <div ref={ref} role="status" className="rounded border border-slate-300 p-3 text-sm" data-testid="order-result">
        <p className="font-medium">
          {result.outcome === 'found'
            ? 'The exchange has your order (its first answer was lost on the way, so it was looked up, not sent again).'
            : 'Your order did not reach the exchange. It is safe to place it again.'}
        </p>
        <p className="mt-1 font-mono text-xs break-all">Order {result.orderID}</p>
      </div>
    );
  const answer = result.answer;
  if (!answer.success || answer.errorMsg) return <ExplainedError error={answer.errorMsg || 'The order was refused'} />;
  const filled = answer.status === 'matched' && answer.makingAmount && answer.takingAmount;
  return (
    <div
      ref={ref}
      role="status"
      className="rounded border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      data-testid="order-result"
    >
      <p className="font-medium">{SAID[answer.status ?? ''] ?? `Order ${answer.status}`}</p>
      {filled && (
        <p>
          Gave {answer.makingAmount}, got {answer.takingAmount}.
        </p>
      )}
      {answer.orderID && <p className="mt-1 font-mono text-xs break-all">Order {answer.orderID}</p>}
    </div>
  );
}
