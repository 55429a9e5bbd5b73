import { z } from 'zod';
import { address, integer, oneOf } from './params';

/*
 * Query schemas of the v1 approval, snapshot and leaderboard routes (wire form: strings). The v2
 * arms read their parameters by hand, because v2 accepts both spellings and answers with its own
 * messages (see server/data/board-v2.ts).
 */

export const userOnlyQuery = z.object({ user: address('user') });

export const LEADERBOARD_CATEGORY = [
  'OVERALL', 'POLITICS', 'SPORTS', 'ESPORTS', 'CRYPTO', 'CULTURE', 'MENTIONS', 'WEATHER', 'ECONOMICS', 'TECH', 'FINANCE',
] as const;
export const TIME_PERIOD = ['DAY', 'WEEK', 'MONTH', 'ALL'] as const;
export type TimePeriod = (typeof TIME_PERIOD)[number];
export const LEADERBOARD_ORDER = ['PNL', 'VOL'] as const;

export const leaderboardV1Query = z.object({
  category: oneOf('category', LEADERBOARD_CATEGORY, 'OVERALL'),
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
  orderBy: oneOf('orderBy', LEADERBOARD_ORDER, 'PNL'),
  limit: integer('limit', 1, 50, 25),
  offset: integer('offset', 0, 1000, 0),
  user: address('user').optional(),
  userName: z.string().max(100, { error: 'invalid userName: at most 100 characters' }).optional(),
});

export const buildersLeaderboardV1Query = z.object({
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
  limit: integer('limit', 0, 50, 25),
  offset: integer('offset', 0, 1000, 0),
});

export const buildersVolumeV1Query = z.object({
  timePeriod: oneOf('timePeriod', TIME_PERIOD, 'DAY'),
});

/* v2 closed sets, lower-case on the wire; the messages are the observed server's. */
export const V2_TIME_PERIOD = ['day', 'week', 'month', 'all'] as const;
export type V2TimePeriod = (typeof V2_TIME_PERIOD)[number];
export const V2_SORT_BY = ['PNL', 'VOLUME'] as const;
export const USER_PNL_INTERVAL = ['max', 'all', '1m', '1w', '1d', '12h', '6h'] as const;
export const USER_PNL_FIDELITY = ['1d', '18h', '12h', '3h', '1h'] as const;
