import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { shortConditionId } from '../../lib/market-filter';
import { MarketLink } from '../../ui/market-link';
import { marketInfoQuery, type MarketInfo } from './queries';

/*
 * The market of an order, a fill or a notification, by its title. Each list asks for the markets of
 * its rows; the reads of one screen go out as one batched request (queries.ts), and each market is
 * cached on its own, so a new row costs at most one new id.
 */

/** Known titles by condition id (lower case): a market still loading, or unknown, is absent. */
export type MarketInfos = ReadonlyMap<string, MarketInfo | null>;

export function useMarketInfos(conditionIds: readonly string[]): MarketInfos {
  const ids = useMemo(() => [...new Set(conditionIds.map((id) => id.toLowerCase()))].sort(), [conditionIds]);
  const combine = useCallback(
    (results: UseQueryResult<MarketInfo | null>[]) =>
      new Map(ids.flatMap((id, i) => (results[i]?.data === undefined ? [] : [[id, results[i].data] as const]))),
    [ids],
  );
  return useQueries({ queries: ids.map((id) => marketInfoQuery(id)), combine });
}

/** A market's title, if known. */
export const titleOf = (infos: MarketInfos, conditionId: string): string | undefined => infos.get(conditionId.toLowerCase())?.title;

/**
 * The market's title linked to its page. Until the title arrives (or when the metadata service
 * knows no such market) the link reads as the market's short id, so the row is usable at once.
 */
export function MarketName({ conditionId, infos }: { conditionId: string; infos: MarketInfos }) {
  const info = infos.get(conditionId.toLowerCase());
  return (
    <MarketLink
      conditionId={conditionId}
      data-testid="market-name"
      title={info ? undefined : conditionId}
      className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
    >
      {info?.title ?? <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{shortConditionId(conditionId)}</span>}
    </MarketLink>
  );
}
