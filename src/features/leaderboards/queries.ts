import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataClient, metadataApi } from '../../api/endpoints';
import { biggestWinnersV2, buildersLeaderboardV2, buildersVolumeV2, leaderboardV2 } from '../../api/data/contract/routes-boards';
import { buildersRequest, tradersRequest, winnersRequest, type BoardState, type ChartInterval, type Period } from './url-state';
import { asStanding, asTradersPage } from './leaderboard-response';

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = {
  v2: dataClient({
    leaderboard: leaderboardV2,
    buildersLeaderboard: buildersLeaderboardV2,
    buildersVolume: buildersVolumeV2,
    biggestWinners: biggestWinnersV2,
  }),
};

/*
 * The only calls to src/api for the Leaderboards view. Each key holds everything its request
 * reads, so a board page, a standing and the chart are cached (and persisted) independently.
 */
export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  traders: (s: Pick<BoardState, 'period' | 'order' | 'category' | 'cursor'>) =>
    [...leaderboardKeys.all, 'traders', { period: s.period, order: s.order, category: s.category, cursor: s.cursor }] as const,
  standing: (address: string, period: Period, category: string) =>
    [...leaderboardKeys.all, 'standing', address.toLowerCase(), period, category] as const,
  builders: (s: Pick<BoardState, 'period' | 'cursor'>) =>
    [...leaderboardKeys.all, 'builders', { period: s.period, cursor: s.cursor }] as const,
  buildersVolume: (interval: ChartInterval, buckets: number) => [...leaderboardKeys.all, 'builders-volume', interval, buckets] as const,
  winners: (s: Pick<BoardState, 'period' | 'category' | 'cursor'>) =>
    [...leaderboardKeys.all, 'winners', { period: s.period, category: s.category, cursor: s.cursor }] as const,
  categories: () => [...leaderboardKeys.all, 'categories'] as const,
};

export function tradersQueryOptions(s: BoardState) {
  return queryOptions({
    queryKey: leaderboardKeys.traders(s),
    queryFn: async ({ signal }) => asTradersPage(await dataApi.v2.leaderboard(tradersRequest(s), { signal })),
    // the page on screen stays (dimmed) while the next page or another board loads
    placeholderData: keepPreviousData,
  });
}

export function standingQueryOptions(address: string, period: Period, category: string) {
  return queryOptions({
    queryKey: leaderboardKeys.standing(address, period, category),
    queryFn: async ({ signal }) => asStanding(await dataApi.v2.leaderboard({ user: address, time_period: period, category }, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function buildersQueryOptions(s: BoardState) {
  return queryOptions({
    queryKey: leaderboardKeys.builders(s),
    queryFn: ({ signal }) => dataApi.v2.buildersLeaderboard(buildersRequest(s), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Buckets the chart asks for at each width: about a month of days, a quarter of weeks, a year of months. */
export const CHART_BUCKETS: Record<ChartInterval, number> = { day: 30, week: 13, month: 12 };

export function buildersVolumeQueryOptions(interval: ChartInterval) {
  return queryOptions({
    queryKey: leaderboardKeys.buildersVolume(interval, CHART_BUCKETS[interval]),
    queryFn: ({ signal }) => dataApi.v2.buildersVolume({ interval, limit: CHART_BUCKETS[interval] }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function winnersQueryOptions(s: BoardState) {
  return queryOptions({
    queryKey: leaderboardKeys.winners(s),
    queryFn: ({ signal }) => dataApi.v2.biggestWinners(winnersRequest(s), { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The boards filter by a market's category; the metadata service's tags are those categories
 * (a tag's slug is its category in lower case), so the choices come from there.
 */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.categories(),
    queryFn: ({ signal }) => metadataApi.tags({ limit: 100 }, { signal }),
    staleTime: 60 * 60_000,
  });
}
