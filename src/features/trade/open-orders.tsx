import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../lib/format-date-time';
import { ExplainedError } from './explained-error';
import { modeOf, noteMode } from './exchange-mode';
import type { LiveStatus } from '../../api/trading/live-socket';
import { pollUnlessLive } from '../../ui/use-live-book';
import { POLL_MS } from './live';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { openOrdersQuery } from './queries';
import { idsOf, refreshAfterAnswer } from './refresh-after';

/*
 * The account's open orders, partial fills shown, and every way to cancel: one, the selected, a
 * market's, all. A cancel's answer names what was not cancelled and why (order_in_flight,
 * order_already_terminal), in plain words.
 */

const REASONS: Record<string, string> = {
  order_in_flight: 'it was still on its way into the book; try again in a moment',
  order_already_terminal: 'it had already filled or been rejected before the cancel arrived',
};

type CancelAnswer = { canceled: string[]; not_canceled: Record<string, string> };

export function OpenOrders({ l2, eoa, market, live }: { l2: L2Client; eoa: string; market: string | undefined; live: LiveStatus }) {
  const queryClient = useQueryClient();
  const orders = useQuery({ ...openOrdersQuery(eoa, l2), refetchInterval: pollUnlessLive(live, POLL_MS.openOrders) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const cancel = useMutation({
    mutationFn: (what: { one: string } | { many: string[] } | { market: string } | 'all'): Promise<CancelAnswer> =>
      what === 'all'
        ? l2.cancelAll()
        : 'one' in what
          ? l2.cancelOrder(what.one)
          : 'many' in what
            ? l2.cancelOrders(what.many)
            : l2.cancelMarketOrders({ market: what.market }),
    onSuccess: () => setSelected(new Set()),
    onError: (e) => noteMode(modeOf(e)),
    onSettled: (answer) => refreshAfterAnswer(queryClient, eoa, idsOf(answer)),
  });

  if (orders.isPending) return <Skeleton className="h-24 w-full" />;
  if (orders.isError)
    return <ErrorPanel title="Could not load your open orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  const rows = orders.data;
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const notCanceled = Object.entries(cancel.data?.not_canceled ?? {});

  return (
    <section aria-labelledby="open-orders-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-orders-title" className="font-semibold">
          Open orders ({rows.length})
        </h2>
        <LiveStatusBadge status={live} pollSeconds={POLL_MS.openOrders / 1000} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={selected.size === 0 || cancel.isPending} onClick={() => cancel.mutate({ many: [...selected] })}>
            Cancel selected
          </Button>
          {market && (
            <Button disabled={cancel.isPending} onClick={() => cancel.mutate({ market })}>
              Cancel this market
            </Button>
          )}
          <Button disabled={rows.length === 0 || cancel.isPending} onClick={() => cancel.mutate('all')}>
            Cancel all
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No open orders.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums" data-testid="open-orders">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 font-normal">
                  <span className="sr-only">Select</span>
                </th>
                <th className="font-normal">Side</th>
                <th className="font-normal">Outcome</th>
                <th className="text-right font-normal">Price</th>
                <th className="text-right font-normal">Filled / size</th>
                <th className="font-normal">Type</th>
                <th className="font-normal">Placed</th>
                <th className="font-normal">
                  <span className="sr-only">Cancel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} data-testid="open-order" data-order-id={o.id} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">
                    <input
                      type="checkbox"
                      aria-label={`Select order ${o.id.slice(0, 10)}`}
                      checked={selected.has(o.id)}
                      onChange={() => toggle(o.id)}
                    />
                  </td>
                  <td>{o.side}</td>
                  <td>{o.outcome}</td>
                  <td className="text-right">{(Number(o.price) * 100).toFixed(1)}¢</td>
                  <td className="text-right">
                    {o.size_matched} / {o.original_size}
                  </td>
                  <td>{o.order_type}</td>
                  <td>{formatDateTime(Number(o.created_at))}</td>
                  <td>
                    <Button variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ one: o.id })}>
                      Cancel
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notCanceled.length > 0 && (
        <ul role="alert" className="text-sm text-amber-800 dark:text-amber-300">
          {notCanceled.map(([id, reason]) => (
            <li key={id}>
              Order {id.slice(0, 10)}… was not cancelled: {REASONS[reason] ?? reason}.
            </li>
          ))}
        </ul>
      )}
      {cancel.error && <ExplainedError error={cancel.error} />}
    </section>
  );
}
