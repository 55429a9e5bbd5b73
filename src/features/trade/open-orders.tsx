import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import type { LiveStatus } from '../../api/trading/live-socket';
import { formatCents } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { formatExact } from '../../lib/format-exact';
import { matchesMarketFilter } from '../../lib/market-filter';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorPanel } from '../../ui/error-panel';
import { FilterInput } from '../../ui/filter-input';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { pollUnlessLive } from '../../ui/use-live-book';
import { CancelResult } from './cancel-result';
import { ordersCount } from './cancel-summary';
import { ExplainedError } from './explained-error';
import { POLL_MS } from './live';
import { MarketName, titleOf, useMarketInfos } from './market-name';
import { openOrdersQuery } from './queries';
import { SideText } from './side-text';
import { useCancelOrders } from './use-cancel-orders';

/*
 * The account's open orders by market, partial fills shown, and every way to cancel: one, the
 * selected, a market's, all. The list is the whole of the account's open orders (the client walks
 * every page), so the title filter works on the rows in hand. Cancelling a market's or all orders
 * asks first and says how many will go.
 */

type Asking = 'all' | 'market' | null;

export function OpenOrders({ l2, eoa, market, live }: { l2: L2Client; eoa: string; market: string | undefined; live: LiveStatus }) {
  const orders = useQuery({ ...openOrdersQuery(eoa, l2), refetchInterval: pollUnlessLive(live, POLL_MS.openOrders) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  const { mutation, resultRef, cancel } = useCancelOrders(l2, eoa, () => setSelected(new Set()));
  const all = orders.data;
  const infos = useMarketInfos(useMemo(() => (all ?? []).map((o) => o.market), [all]));

  if (orders.isPending) return <Skeleton className="h-24 w-full" />;
  if (orders.isError)
    return <ErrorPanel title="Could not load your open orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  const rows = orders.data.filter((o) => matchesMarketFilter(filter, titleOf(infos, o.market), o.market));
  const inMarket = market ? orders.data.filter((o) => o.market.toLowerCase() === market.toLowerCase()).length : 0;
  const marketTitle = market ? (titleOf(infos, market) ?? 'this market') : '';
  // only what is on screen: a filter hides rows, and a hidden order is not cancelled by "selected"
  const chosen = rows.filter((o) => selected.has(o.id)).map((o) => o.id);
  const busy = mutation.isPending;
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirm = () => {
    if (asking === 'all') cancel('all', orders.data.length);
    else if (asking === 'market' && market) cancel({ market }, inMarket);
    setAsking(null);
  };

  return (
    <section aria-labelledby="open-orders-title" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-orders-title" className="font-semibold">
          Open orders ({orders.data.length})
        </h2>
        <LiveStatusBadge status={live} pollSeconds={POLL_MS.openOrders / 1000} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={chosen.length === 0 || busy} onClick={() => cancel({ many: chosen }, chosen.length)}>
            Cancel selected
          </Button>
          {market && (
            <Button disabled={inMarket === 0 || busy} onClick={() => setAsking('market')}>
              Cancel this market
            </Button>
          )}
          <Button disabled={orders.data.length === 0 || busy} onClick={() => setAsking('all')}>
            Cancel all
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'market' ? 'Cancel your orders on this market?' : 'Cancel all your open orders?'}
        confirmLabel={`Cancel ${ordersCount(asking === 'market' ? inMarket : orders.data.length)}`}
        dismissLabel="Keep them"
        onConfirm={confirm}
        onDismiss={() => setAsking(null)}
      >
        {asking === 'market' ? (
          <p data-testid="cancel-count">
            {ordersCount(inMarket)} on “{marketTitle}” will be canceled.
          </p>
        ) : (
          <p data-testid="cancel-count">
            {ordersCount(orders.data.length)}, in every market, will be canceled{filter.trim() ? ' (the filter does not limit this)' : ''}.
          </p>
        )}
      </ConfirmDialog>
      <CancelResult ref={resultRef} pending={busy} asked={mutation.variables?.asked} answer={mutation.data} />
      {mutation.error && <ExplainedError error={mutation.error} />}
      {orders.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No open orders.</p>
      ) : (
        <>
          <FilterInput
            label="Filter open orders by title"
            placeholder="Market title"
            value={filter}
            onChange={setFilter}
            shown={rows.length}
            total={orders.data.length}
            noun="orders"
          />
          {/* a phone reads each order as a card (index.css, table-cards): no sideways scrolling */}
          <TableFrame label="Open orders" className="table-cards">
            <table className="w-full text-sm" data-testid="open-orders">
              <thead>
                <tr>
                  <Th className="w-8">
                    <span className="sr-only">Select</span>
                  </Th>
                  <Th>Market</Th>
                  <Th>Side</Th>
                  <Th>Outcome</Th>
                  <Th align="right">Price</Th>
                  <Th align="right">Filled / size</Th>
                  <Th>Type</Th>
                  <Th>Placed</Th>
                  <Th>
                    <span className="sr-only">Cancel</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => {
                  const what = `${o.side} ${formatExact(o.original_size)} ${o.outcome} at ${formatCents(Number(o.price))} on ${titleOf(infos, o.market) ?? o.market}`;
                  return (
                    <tr
                      key={o.id}
                      data-testid="open-order"
                      data-order-id={o.id}
                      className="border-t border-slate-100 dark:border-slate-800"
                    >
                      {/* on a phone's card the select box and Cancel close the card, after the figures */}
                      <Td data-label="Select">
                        <input
                          type="checkbox"
                          aria-label={`Select order: ${what}`}
                          checked={selected.has(o.id)}
                          onChange={() => toggle(o.id)}
                        />
                      </Td>
                      <Td data-card="title">
                        {/* a long title wraps within its column instead of running under the next */}
                        <div className="max-w-80 min-w-48 whitespace-normal">
                          <MarketName conditionId={o.market} infos={infos} />
                        </div>
                      </Td>
                      <Td data-label="Side" data-card="lead">
                        <SideText side={o.side} />
                      </Td>
                      <Td data-label="Outcome" data-card="lead">
                        {o.outcome}
                      </Td>
                      <Td align="right" data-label="Price" data-card="lead">
                        {formatCents(Number(o.price))}
                      </Td>
                      <Td align="right" data-label="Filled / size" data-card="lead">
                        {formatExact(o.size_matched)} / {formatExact(o.original_size)}
                      </Td>
                      <Td data-label="Type" data-card="lead">
                        {o.order_type}
                      </Td>
                      <Td data-label="Placed" data-card="lead">
                        {formatDateTime(Number(o.created_at))}
                      </Td>
                      <Td align="right">
                        <Button
                          variant="ghost"
                          aria-label={`Cancel order: ${what}`}
                          disabled={busy}
                          onClick={() => cancel({ one: o.id }, 1)}
                        >
                          Cancel
                        </Button>
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableFrame>
          {rows.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">No open order on a market matching “{filter.trim()}”.</p>
          )}
        </>
      )}
    </section>
  );
}
