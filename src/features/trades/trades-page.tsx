import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { shortenAddress } from '../../lib/address-shape';
import { downloadText, toCsv } from '../../lib/csv';
import { DEFAULT_HISTORY_FILTERS, isHistoryNarrowed } from '../../lib/history-filters';
import { Address } from '../../ui/address';
import { ErrorPanel } from '../../ui/error-panel';
import { HistoryFilterFields } from '../../ui/history-controls';
import type { FullLoadProgress } from '../../api/data/full-history';
import { useFullHistoryLoad } from '../../ui/history-full-load';
import { HistoryListSkeleton } from '../../ui/history-list-skeleton';
import { HistoryToolbar } from '../../ui/history-toolbar';
import { useUrlState } from '../../ui/use-url-state';
import { HistoryEmpty } from '../../ui/history-empty';
import { LoadMore } from '../../ui/load-more';
import { readTradeFilters, tradeFiltersToSearch } from './url-state';
import { readFullTrades, tradeKeys, tradePagesOptions, tradesOldestFirstOptions, type FullTrades } from './queries';
import { TRADES_LIST_HEIGHT, TradesList } from './trades-list';
import { tradesCsvName, TRADES_CSV_COLUMNS } from './trades-csv';

/**
 * `/portfolio/:address/trades`: the trader's fills (as taker and as maker), filtered through the
 * URL, paged newest first from /v2/trades, or read whole with "Load full history".
 */
export function TradesPage({ address }: { address: string }) {
  const { value: filters, change } = useUrlState(readTradeFilters, tradeFiltersToSearch);
  const oldestFirst = filters.order === 'oldest';
  const run = useCallback(
    (signal: AbortSignal, onProgress: (p: FullLoadProgress) => void) => readFullTrades(address, filters, signal, onProgress),
    [address, filters],
  );
  const full = useFullHistoryLoad<FullTrades>(tradeKeys.full(address, filters), run);
  // only the query the order needs runs, and neither once the full history is on screen
  const pages = useInfiniteQuery({ ...tradePagesOptions(address, filters), enabled: !oldestFirst && !full.data });
  const walk = useQuery({ ...tradesOldestFirstOptions(address, filters), enabled: oldestFirst && !full.data });
  const list = oldestFirst ? walk : pages;

  const source = full.data ? 'full' : 'pages';
  const rows = useMemo(() => {
    if (full.data) return oldestFirst ? [...full.data.rows].reverse() : full.data.rows;
    return oldestFirst ? walk.data?.rows : pages.data?.rows;
  }, [full.data, oldestFirst, walk.data, pages.data]);

  const exportCsv = () => {
    if (rows) downloadText(tradesCsvName(address), toCsv(rows, TRADES_CSV_COLUMNS));
  };

  const complete = full.data ? full.data.complete : oldestFirst ? walk.data !== undefined : !pages.hasNextPage && pages.data !== undefined;
  const label = `Trades of ${shortenAddress(address)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Trades</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>

      <HistoryFilterFields label="Filter trades" value={filters} onChange={change} />

      <HistoryToolbar
        noun="trades"
        rows={rows?.length}
        source={source}
        complete={complete}
        gaps={full.data?.gaps}
        full={full.state}
        onLoadFull={full.start}
        onCancel={full.cancel}
        onExport={exportCsv}
      />

      {list.isError && !full.data && !list.data ? (
        <ErrorPanel title="Could not load trades" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows === undefined ? (
        <HistoryListSkeleton
          label={oldestFirst ? 'Reading every trade, to list the oldest first' : 'Loading trades'}
          height={TRADES_LIST_HEIGHT}
        />
      ) : rows.length === 0 ? (
        <HistoryEmpty
          narrowed={isHistoryNarrowed(filters)}
          copy={tradesEmptyCopy(address)}
          onClear={() => change(DEFAULT_HISTORY_FILTERS)}
        />
      ) : (
        <>
          <TradesList rows={rows} label={label} stale={list.isPlaceholderData && !full.data} />
          {source === 'pages' && !oldestFirst && <LoadMore pages={pages} what="trades" />}
        </>
      )}
    </div>
  );
}

const tradesEmptyCopy = (address: string) => ({
  narrowedTitle: 'No trades match these filters',
  narrowedHint: 'Try either side, another market or a wider date range.',
  emptyTitle: 'No trades yet',
  empty: `${shortenAddress(address)} has not bought or sold any outcome shares. Its first fill will show up here.`,
});
