import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { formatDateTime } from '../../lib/format-date-time';
import { ErrorPanel } from '../../ui/error-panel';
import { notificationsQuery } from './queries';

const KIND: Record<number, string> = { 1: 'Order cancelled', 2: 'Order filled' };

/** What the exchange told this account lately: cancellations and fills of its orders. */
export function Notifications({ l2, eoa }: { l2: L2Client; eoa: string }) {
  const notes = useQuery(notificationsQuery(eoa, l2));
  if (notes.isPending) return null;
  if (notes.isError)
    return <ErrorPanel title="Could not load your notifications" error={notes.error} onRetry={() => void notes.refetch()} />;
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-1">
      <h2 id="notifications-title" className="font-semibold">
        Notifications
      </h2>
      {notes.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing new.</p>
      ) : (
        <ul className="text-sm" data-testid="notifications">
          {notes.data.slice(0, 20).map((n) => (
            <li key={n.id}>
              {formatDateTime(n.timestamp > 1e12 ? n.timestamp / 1000 : n.timestamp)}: {KIND[n.type] ?? `Notice ${n.type}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
