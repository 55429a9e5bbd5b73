import { useQuery } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import type { NotificationItem } from '../../../api/perps/contract/schemas';
import { formatDateTime } from '../../../lib/format-date-time';
import { ErrorPanel } from '../../../ui/error-panel';
import { symbolOf, useInstruments } from './figures';
import { NotificationFigures } from './notification-figures';
import { notificationsQuery, type PerpsClient } from './queries';

/*
 * What the gateway told the account (facts §10), newest first, each type in words with the figures
 * it carries (notification-figures.tsx). A liquidation
 * warning, a liquidation or a deleveraging is the one thing a trader must not miss: those stand
 * above the list in an alert, not as one more line in it.
 */

const SHOWN = 20;
const URGENT = new Set(['liquidation_warning', 'position_liquidated', 'position_deleveraged']);

const WORDS: Record<string, string> = {
  position_opened: 'Position opened',
  position_increased: 'Position increased',
  position_reduced: 'Position reduced',
  position_closed: 'Position closed',
  limit_order_canceled: 'Limit order cancelled',
  liquidation_warning: 'Liquidation warning: equity is near the maintenance margin; add margin or reduce the position',
  position_liquidated: 'Position liquidated',
  position_deleveraged: 'Position deleveraged (auto-deleverage)',
};

export const notificationWords = (type: string) => WORDS[type] ?? type.replace(/_/g, ' ');

export function NotificationsPanel({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  const notes = useQuery(notificationsQuery(client, session));
  const instruments = useInstruments(client);
  if (notes.isPending) return null;
  if (notes.isError)
    return <ErrorPanel title="Could not load the notifications" error={notes.error} onRetry={() => void notes.refetch()} />;
  const items = notes.data.items.slice(0, SHOWN);
  const urgent = items.filter((i) => URGENT.has(i.notification.type) && i.read_at === null);
  const line = (i: NotificationItem) => {
    const on = symbolOf(instruments, i.notification.instrument_id);
    return `${notificationWords(i.notification.type)}${on ? ` · ${on}` : ''}`;
  };
  return (
    <div className="flex flex-col gap-2">
      {urgent.length > 0 && (
        <div
          role="alert"
          data-testid="perps-urgent-notifications"
          className="rounded border border-rose-300 bg-rose-50 p-3 text-sm font-medium text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200"
        >
          <ul className="flex flex-col gap-1">
            {urgent.map((i) => (
              <li key={i.notification.id}>
                {line(i)}
                <NotificationFigures notification={i.notification} className="font-normal" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{notes.data.unread} unread</p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="perps-notifications">
          {items.map((i) => (
            <li key={i.notification.id} data-testid="perps-notification" className="break-words">
              <span className="text-slate-600 dark:text-slate-400">{formatDateTime(new Date(i.ts))}:</span>{' '}
              <span className={URGENT.has(i.notification.type) ? 'font-semibold text-rose-800 dark:text-rose-300' : 'font-medium'}>
                {line(i)}
              </span>
              <NotificationFigures notification={i.notification} />
              {i.read_at === null && <span className="sr-only"> (unread)</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
