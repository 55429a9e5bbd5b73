import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import type { PerpsOrder } from '../../../api/perps/contract/schemas';
import { formatDateTime } from '../../../lib/format-date-time';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ErrorPanel } from '../../../ui/error-panel';
import { Skeleton } from '../../../ui/skeleton';
import { TableFrame, Td, Th } from '../../../ui/table';
import { explainPerpsError } from './error-words';
import { exact, SideText, symbolOf, useInstruments } from './figures';
import { ModifyDialog } from './modify-dialog';
import { openOrdersQuery, type PerpsClient } from './queries';
import { useCancelOrder, useModifyOrder } from './use-order-writes';

/*
 * The account's resting orders: filled / total, and per row Cancel, and Modify for a plain resting
 * limit order. A TP/SL leg (or an entry carrying legs) is never modifiable (facts §5.3): its row
 * shows the leg's kind and trigger and offers Cancel only. In cancel-only mode Modify is disabled
 * and says why; Cancel stays, as the exchange still takes cancels.
 */

const KIND: Record<string, string> = { tp: 'Take profit', sl: 'Stop loss' };

export function OpenOrdersPanel({
  session,
  client,
  cancelOnly,
  onCancelOnly,
}: {
  session: PerpsSession;
  client: PerpsClient;
  cancelOnly: boolean;
  onCancelOnly: () => void;
}) {
  const orders = useQuery(openOrdersQuery(client, session));
  const instruments = useInstruments(client);
  const cancel = useCancelOrder(client, session);
  const modify = useModifyOrder(client, session, onCancelOnly);
  const [editing, setEditing] = useState<number | null>(null);

  if (orders.isPending) return <Skeleton className="h-24 w-full" />;
  if (orders.isError)
    return <ErrorPanel title="Could not load the open orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  const open = orders.data.find((o) => o.order_id === editing);
  const describe = (o: PerpsOrder) =>
    `${o.buy ? 'buy' : 'sell'} ${o.quantity} ${symbolOf(instruments, o.instrument_id)}${o.price ? ` at ${o.price}` : ''}`;

  return (
    <div className="flex flex-col gap-2">
      <div aria-live="polite">
        {cancel.isError && (
          <p role="alert" className="text-sm text-rose-800 dark:text-rose-300" data-testid="cancel-error">
            The cancel failed: {explainPerpsError(cancel.error)}
          </p>
        )}
        {cancel.data?.map((r) => (
          <p key={r.oid ?? 'x'} className="text-sm text-rose-800 dark:text-rose-300" data-testid="cancel-refusal">
            Order {r.oid} was not cancelled: {r.words}
          </p>
        ))}
      </div>
      {orders.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No open orders.</p>
      ) : (
        <TableFrame label="Perps open orders">
          <table className="w-full" data-testid="perps-open-orders">
            <thead>
              <tr>
                <Th>Instrument</Th>
                <Th>Side</Th>
                <Th>Type</Th>
                <Th align="right">Price</Th>
                <Th align="right">Filled / total</Th>
                <Th>Placed</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => {
                const what = describe(o);
                const cancelling = cancel.isPending && cancel.variables === o.order_id;
                return (
                  <tr
                    key={o.order_id}
                    data-testid="perps-open-order"
                    data-order-id={o.order_id}
                    className="border-t border-slate-100 dark:border-slate-800"
                  >
                    <Td className="font-medium">{symbolOf(instruments, o.instrument_id)}</Td>
                    <Td>
                      <SideText long={o.buy}>{o.buy ? 'Buy' : 'Sell'}</SideText>
                    </Td>
                    <Td>
                      {o.tpsl ? (
                        <span className="inline-flex items-center gap-1.5">
                          <Badge tone="warning">{KIND[o.tpsl.kind] ?? o.tpsl.kind}</Badge>
                          <span>
                            trigger {exact(o.tpsl.trp)}
                            {o.tpsl.scope === 'position' ? ' (position)' : ''}
                          </span>
                        </span>
                      ) : (
                        <span>
                          {o.tif.toUpperCase()}
                          {o.ro ? ' · reduce-only' : ''}
                          {o.post_only ? ' · post-only' : ''}
                        </span>
                      )}
                    </Td>
                    <Td align="right">{o.price ? exact(o.price) : 'Market'}</Td>
                    <Td align="right">
                      {exact(o.filled_quantity)} / {exact(o.quantity)}
                    </Td>
                    <Td>{formatDateTime(new Date(o.created_timestamp))}</Td>
                    <Td align="right">
                      <span className="inline-flex gap-1">
                        {!o.tpsl && o.tif === 'gtc' && o.price !== null && (
                          <Button
                            variant="ghost"
                            aria-label={`Modify order: ${what}`}
                            disabled={cancelOnly}
                            title={cancelOnly ? 'Cancel-only mode: orders cannot be changed now' : undefined}
                            onClick={() => {
                              modify.reset();
                              setEditing(o.order_id);
                            }}
                          >
                            Modify
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          aria-label={`Cancel order: ${what}`}
                          disabled={cancelling}
                          onClick={() => cancel.mutate(o.order_id)}
                        >
                          {cancelling ? 'Cancelling…' : 'Cancel'}
                        </Button>
                      </span>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <ModifyDialog
        order={open}
        instrument={open ? instruments.get(open.instrument_id) : undefined}
        modify={modify}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
