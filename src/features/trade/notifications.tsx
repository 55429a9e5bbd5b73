import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { formatDateTime } from '../../lib/format-date-time';
import { ErrorPanel } from '../../ui/error-panel';
import { MarketName, useMarketInfos } from './market-name';
import { notificationText } from './notification-text';
import { notificationsQuery } from './queries';
import { fillAnchor } from './trade-history';

const SHOWN = 20;

/**
 * What the exchange told this account lately: cancellations and fills of its orders, each naming
 * the market, side, size and price, a fill linking to its row in the trade history.
 */
export function Notifications({ l2, eoa }: { l2: L2Client; eoa: string }) {
  const notes = useQuery(notificationsQuery(eoa, l2));
  const shown = useMemo(() => (notes.data ?? []).slice(0, SHOWN), [notes.data]);
  const infos = useMarketInfos(
    useMemo(() => shown.flatMap((n) => (typeof n.payload.market === 'string' ? [n.payload.market] : [])), [shown]),
  );
  if (notes.isPending) return null;
  if (notes.isError)
    return <ErrorPanel title="Could not load your notifications" error={notes.error} onRetry={() => void notes.refetch()} />;
  return (
    <section aria-labelledby="notifications-title" className="flex min-w-0 flex-col gap-1">
      <h2 id="notifications-title" className="font-semibold">
        Notifications
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing new.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="notifications">
          {shown.map((n) => {
            const market = typeof n.payload.market === 'string' ? n.payload.market : undefined;
            const t = notificationText(n, (market && infos.get(market.toLowerCase())?.outcomeOf) || undefined);
            return (
              <li key={n.id} data-testid="notification" className="break-words">
                <span className="text-slate-600 dark:text-slate-400">
                  {formatDateTime(n.timestamp > 1e12 ? n.timestamp / 1000 : n.timestamp)}:
                </span>{' '}
                <span className="font-medium">{t.kind}</span>
                {t.order && <>: {t.order}</>}
                {t.market && (
                  <>
                    {' on '}
                    <MarketName conditionId={t.market} infos={infos} />
                  </>
                )}
                {t.fill && (
                  <>
                    {' · '}
                    <a
                      href={`#${fillAnchor(t.fill.tradeId, t.fill.traderSide)}`}
                      aria-label={`View fill: ${t.order}`}
                      className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                    >
                      View fill
                    </a>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
