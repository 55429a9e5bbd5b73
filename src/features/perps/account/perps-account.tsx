import { useCallback, useState } from 'react';
import type { PerpsSession } from '../../../api/perps/client';
import { Widget } from '../../../ui/widget';
import { AutoCancelPanel } from './auto-cancel-panel';
import { FillsPanel, FundingPanel } from './history-panels';
import { NotificationsPanel } from './notifications-panel';
import { OpenOrdersPanel } from './open-orders-panel';
import { PositionsPanel } from './positions-panel';
import type { PerpsClient } from './queries';

/*
 * The Perps view's account panel, shown once a session exists: positions and margins, open orders,
 * the dead-man switch, notifications, fills and funding. Each part is its own widget, so one that
 * fails to load (or to draw) leaves the others working. Cancel-only mode has no read in the client
 * yet: the panel learns it from the first write refused `cancel_only_mode` and from then on says so
 * and offers only what the exchange still takes.
 */

export function PerpsAccount({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  const [cancelOnly, setCancelOnly] = useState(false);
  const onCancelOnly = useCallback(() => setCancelOnly(true), []);
  return (
    <section aria-label="Perps account" className="flex min-w-0 flex-col gap-4" data-testid="perps-account">
      {cancelOnly && (
        <p
          role="status"
          data-testid="perps-cancel-only"
          className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          The exchange is in cancel-only mode: orders can be cancelled and isolated margin changed, but no order can be placed or modified
          until it ends.
        </p>
      )}
      <Widget title="Notifications">
        <NotificationsPanel session={session} client={client} />
      </Widget>
      <Widget title="Positions" testId="perps-positions-widget">
        <PositionsPanel session={session} client={client} />
      </Widget>
      <Widget title="Open orders">
        <OpenOrdersPanel session={session} client={client} cancelOnly={cancelOnly} onCancelOnly={onCancelOnly} />
      </Widget>
      <Widget title="Auto-cancel">
        <AutoCancelPanel session={session} client={client} />
      </Widget>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        <Widget title="Recent fills" className="min-w-0">
          <FillsPanel session={session} client={client} />
        </Widget>
        <Widget title="Funding (7 days)" className="min-w-0">
          <FundingPanel session={session} client={client} />
        </Widget>
      </div>
    </section>
  );
}
