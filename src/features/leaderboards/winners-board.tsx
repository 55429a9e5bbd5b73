import { MarketLink } from '../../ui/market-link';
import { useQuery } from '@tanstack/react-query';
import type { BiggestWinner } from '../../api/data/contract/schemas-boards';
import { formatCount, formatDate } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { BoardTable, type BoardColumn } from './board-table';
import { CategorySelect, PeriodChoice } from './board-controls';
import { PERIOD_LABELS, type BoardState } from './url-state';
import { CursorPager } from './cursor-pager';
import { winnersQueryOptions } from './queries';
import { TraderCell } from './trader-cell';
import type { BoardChange } from './use-board-url';

function MarketCell({ win }: { win: BiggestWinner }) {
  return (
    <div className="flex w-[14rem] flex-col gap-1 sm:w-[22rem]">
      {win.kind === 'market' ? (
        <MarketLink
          conditionId={win.condition_id}
          className="line-clamp-2 rounded text-[13px] leading-[18px] font-medium whitespace-normal text-indigo-700 hover:underline dark:text-indigo-300"
          title={win.event_title}
        >
          {win.event_title}
        </MarketLink>
      ) : (
        <span className="line-clamp-2 text-[13px] leading-[18px] font-medium whitespace-normal" title={win.event_title}>
          {win.event_title}
        </span>
      )}
      <span>
        <Badge tone={win.kind === 'combo' ? 'warning' : 'neutral'}>{win.kind === 'combo' ? 'Combo' : 'Market'}</Badge>
      </span>
    </div>
  );
}

const COLUMNS: BoardColumn<BiggestWinner>[] = [
  { id: 'rank', label: 'Rank', align: 'right', cell: (w) => `#${formatCount(w.win_rank)}`, skeleton: 'w-8', className: 'w-16' },
  {
    id: 'winner',
    label: 'Winner',
    align: 'left',
    cell: (w) => <TraderCell address={w.user_id} name={w.user_name} image={w.profile_image} verified={false} />,
    skeleton: 'w-40',
  },
  { id: 'market', label: 'Market', align: 'left', cell: (w) => <MarketCell win={w} />, skeleton: 'w-56' },
  { id: 'pnl', label: 'Won', align: 'right', cell: (w) => <Pnl value={w.pnl} />, skeleton: 'w-20', className: 'min-w-[8rem]' },
  {
    id: 'stake',
    label: 'Stake',
    align: 'right',
    cell: (w) => <Money value={w.initial_value} />,
    skeleton: 'w-16',
    className: 'min-w-[7rem]',
  },
  {
    id: 'payout',
    label: 'Payout',
    align: 'right',
    cell: (w) => <Money value={w.final_value} />,
    skeleton: 'w-16',
    className: 'min-w-[7rem]',
  },
  {
    id: 'resolved',
    label: 'Resolved',
    align: 'right',
    cell: (w) => formatDate(w.resolved_at * 1000),
    skeleton: 'w-20',
    className: 'min-w-[8rem]',
  },
];

type Props = { state: BoardState; change: BoardChange; nextPage: (c: string) => void; previousPage: () => void; canStepBack: boolean };

/** The biggest single wins resolved in a window: who, on what, and how much. */
export function WinnersBoard({ state, change, nextPage, previousPage, canStepBack }: Props) {
  const query = useQuery(winnersQueryOptions(state));
  const page = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Board choices">
        <PeriodChoice value={state.period} onChange={(period) => change({ period })} />
        <CategorySelect value={state.category} onChange={(category) => change({ category })} withCombos />
      </div>
      {query.isError ? (
        <ErrorPanel
          title="Could not load the biggest winners"
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
          title="No market resolved in this period"
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
          <p>Wins are counted when a market resolves. Try a longer period{state.category !== 'overall' ? ' or every category' : ''}.</p>
        </EmptyState>
      ) : (
        <>
          <BoardTable
            label={`Biggest winners, ${PERIOD_LABELS[state.period].toLowerCase()}, ${state.category}`}
            testId="winners-table"
            columns={COLUMNS}
            rows={page?.data}
            rowKey={(w) => `${w.user_id}|${w.position_id}`}
            rowProps={(w) => ({
              'data-testid': 'winner-row',
              'data-rank': String(w.win_rank),
              'data-address': w.user_id,
              'data-condition': w.condition_id,
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
