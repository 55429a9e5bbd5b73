import { useQuery } from '@tanstack/react-query';
import { formatCount, formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Pnl } from '../../ui/pnl';
import { BoardTable, type BoardColumn } from './board-table';
import { CategorySelect, OrderChoice, PeriodChoice } from './board-controls';
import { ORDER_LABELS, PERIOD_LABELS, type BoardState } from './url-state';
import { CursorPager } from './cursor-pager';
import type { TradersPage } from './leaderboard-response';
import { tradersQueryOptions } from './queries';
import { sameAddress } from './standing';
import { StandingCard } from './standing-card';
import { TraderCell } from './trader-cell';
import type { BoardChange } from './use-board-url';

type Entry = TradersPage['data'][number];

const COLUMNS = (viewed: string): BoardColumn<Entry>[] => [
  { id: 'rank', label: 'Rank', align: 'right', cell: (r) => `#${formatCount(r.rank)}`, skeleton: 'w-8', className: 'w-16' },
  {
    id: 'trader',
    label: 'Trader',
    align: 'left',
    cell: (r) => (
      <div className="flex items-center gap-2">
        <TraderCell address={r.user_id} name={r.user_name} image={r.profile_image} verified={r.verified} />
        {sameAddress(r.user_id, viewed) && <Badge tone="positive">Viewed</Badge>}
      </div>
    ),
    skeleton: 'w-48',
  },
  { id: 'pnl', label: 'Realized PnL', align: 'right', cell: (r) => <Pnl value={r.pnl} />, skeleton: 'w-20', className: 'min-w-[8rem]' },
  {
    id: 'volume',
    label: 'Volume (shares)',
    align: 'right',
    cell: (r) => formatShares(r.volume),
    skeleton: 'w-24',
    className: 'min-w-[9rem]',
  },
];

type Props = {
  state: BoardState;
  change: BoardChange;
  nextPage: (cursor: string) => void;
  previousPage: () => void;
  canStepBack: boolean;
};

/** The trader board: period, category and order in the URL, cursor pages, and the viewed wallet's standing. */
export function TradersBoard({ state, change, nextPage, previousPage, canStepBack }: Props) {
  const query = useQuery(tradersQueryOptions(state));
  const page = query.data;
  const label = `Traders by ${ORDER_LABELS[state.order]}, ${PERIOD_LABELS[state.period].toLowerCase()}, ${state.category}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Board choices">
        <PeriodChoice value={state.period} onChange={(period) => change({ period })} />
        <OrderChoice value={state.order} onChange={(order) => change({ order })} />
        <CategorySelect value={state.category} onChange={(category) => change({ category })} />
      </div>

      <StandingCard
        address={state.address}
        period={state.period}
        category={state.category}
        order={state.order}
        page={page && !query.isPlaceholderData ? { offset: page.pagination.offset, rows: page.data.length } : undefined}
        onAddress={(address) => change({ address, cursor: state.cursor })}
      />

      {query.isError ? (
        <ErrorPanel
          title="Could not load the trader board"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          {state.cursor && (
            <Button className="mt-3" onClick={() => change({})}>
              Start from the first page
            </Button>
          )}
        </ErrorPanel>
      ) : page && page.data.length === 0 && !query.isPlaceholderData ? (
        <EmptyState
          title="Nobody on this board yet"
          actions={
            <>
              {state.period !== 'all' && (
                <Button variant="primary" onClick={() => change({ period: 'all' })}>
                  Show all time
                </Button>
              )}
              {state.category !== 'overall' && <Button onClick={() => change({ category: 'overall' })}>Show every category</Button>}
            </>
          }
        >
          <p>
            No trader traded in this period{state.category !== 'overall' ? ' and category' : ''}. A longer period or every category will
            have some.
          </p>
        </EmptyState>
      ) : (
        <>
          <BoardTable
            label={label}
            testId="traders-table"
            columns={COLUMNS(state.address)}
            rows={page?.data}
            rowKey={(r) => r.user_id}
            rowProps={(r) => ({
              'data-testid': 'trader-row',
              'data-address': r.user_id,
              'data-rank': String(r.rank),
              highlight: sameAddress(r.user_id, state.address),
            })}
            stale={query.isPlaceholderData}
          />
          <CursorPager
            pagination={page?.pagination}
            rows={page?.data.length}
            onCursor={state.cursor !== ''}
            busy={query.isPlaceholderData}
            onNext={nextPage}
            onPrevious={previousPage}
            canStepBack={canStepBack}
          />
        </>
      )}
    </div>
  );
}
