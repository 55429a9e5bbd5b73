import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format';
import { ErrorPanel } from '../../ui/error-panel';
import { Pnl } from '../../ui/pnl';
import { Widget } from '../../ui/widget';
import type { EventInfo } from './allocation';
import { pnlByCategory } from './category-pnl';
import { FigureRow, FiguresLoading } from './figure-list';
import { eventIdsOf, eventsQueryOptions, openPositionsQueryOptions, settledPositionsQueryOptions } from './queries';

const NONE: ReadonlyMap<string, EventInfo> = new Map();

/** Where the wallet made and lost money: every market position's total PnL, by its event's category. */
export function CategoryPnlWidget({ address }: { address: string }) {
  const open = useQuery(openPositionsQueryOptions(address));
  const settled = useQuery(settledPositionsQueryOptions(address));
  const positions = useMemo(() => (open.data && settled.data ? [...open.data, ...settled.data] : undefined), [open.data, settled.data]);
  // the open positions' events are the allocation's cache entry; only the settled ones' other events are read here
  const openIds = useMemo(() => (open.data ? eventIdsOf(open.data) : []), [open.data]);
  // only once both lists are in: settled positions that arrive first would otherwise ask for events the open ones bring
  const otherIds = useMemo(() => {
    const known = new Set(openIds);
    return open.data && settled.data ? eventIdsOf(settled.data).filter((id) => !known.has(id)) : [];
  }, [open.data, openIds, settled.data]);
  const openEvents = useQuery(eventsQueryOptions(openIds));
  const otherEvents = useQuery(eventsQueryOptions(otherIds));
  const events = useMemo(() => {
    const a = openIds.length ? openEvents.data : NONE;
    const b = otherIds.length ? otherEvents.data : NONE;
    return a && b ? new Map([...a, ...b]) : undefined;
  }, [openIds, otherIds, openEvents.data, otherEvents.data]);
  const failed = [open, settled, openEvents, otherEvents].find((q) => q.isError);
  const byCategory = useMemo(() => (positions && events ? pnlByCategory(positions, events) : undefined), [positions, events]);
  return (
    <Widget title="PnL by category" testId="category-pnl">
      {failed ? (
        <ErrorPanel title="Could not load the PnL by category" error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !byCategory && positions?.length !== 0 ? (
        <FiguresLoading />
      ) : !byCategory || byCategory.count === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No market position yet.</p>
      ) : (
        <>
          <p className="mb-1 text-sm text-slate-600 dark:text-slate-400">
            <Pnl value={byCategory.total} /> over {formatCount(byCategory.count)} market positions, open and settled (realized + unrealized,
            before fees; no combos)
          </p>
          <dl>
            {byCategory.rows.map((r) => (
              <FigureRow key={r.key} label={`${r.label} (${formatCount(r.count)})`} testId="category-pnl-row">
                <Pnl value={r.pnl} />
              </FigureRow>
            ))}
          </dl>
        </>
      )}
    </Widget>
  );
}
