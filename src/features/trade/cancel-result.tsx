import type { Ref } from 'react';
import { cancelHeadline, cancelMisses, ordersCount, type CancelAnswer } from './cancel-summary';

/**
 * Where a cancel's progress and result are said: always in the page (a live region must exist before
 * its text changes to be heard), focusable so the action can hand focus to it.
 */
export function CancelResult({
  ref,
  pending,
  asked,
  answer,
}: {
  ref: Ref<HTMLDivElement>;
  pending: boolean;
  asked: number | undefined;
  answer: CancelAnswer | undefined;
}) {
  const misses = answer ? cancelMisses(answer) : [];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      data-testid="cancel-result"
      className="rounded text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {pending && asked !== undefined && <p>Canceling {ordersCount(asked)}…</p>}
      {!pending && answer && <p className="font-medium">{cancelHeadline(answer, asked ?? 0)}</p>}
      {!pending && misses.length > 0 && (
        <ul className="text-amber-800 dark:text-amber-300">
          {misses.map((m) => (
            <li key={m.id}>{m.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
