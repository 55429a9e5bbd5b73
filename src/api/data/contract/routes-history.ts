import { noParams, positionsQuery } from './params';
import {
  activityQuery,
  closedPositionsQuery,
  holdersQuery,
  liveVolumeQuery,
  marketPositionsQuery,
  oiQuery,
  revisionsQuery,
  tradesQuery,
  userQuery,
  valueQuery,
} from './params-history';
import { publicRead } from '../../route-record';
import { HealthResponse, Positions } from './schemas';
import {
  Activities,
  ClosedPositions,
  LiveVolumes,
  MetaHolders,
  MetaMarketPositionsV1,
  OpenInterests,
  RevisionPayloads,
  Traded,
  Trades,
  Values,
} from './schemas-history';

/* One record per route, each its own export so the app's bundle holds only the routes a view calls. */
export const healthV1 = publicRead({
  path: '/',
  query: noParams,
  response: HealthResponse,
  paging: 'none',
  tag: 'reference',
  summary: 'Health check',
});

export const positionsV1 = publicRead({
  path: '/positions',
  query: positionsQuery,
  response: Positions,
  paging: 'offset',
  buckets: ['positions'],
  tag: 'positions',
  summary: "A user's current positions",
});

export const closedPositionsV1 = publicRead({
  path: '/closed-positions',
  query: closedPositionsQuery,
  response: ClosedPositions,
  paging: 'offset',
  buckets: ['closed-positions'],
  tag: 'positions',
  summary: "A user's closed positions",
});

export const marketPositionsV1 = publicRead({
  path: '/v1/market-positions',
  query: marketPositionsQuery,
  response: MetaMarketPositionsV1,
  paging: 'offset',
  tag: 'positions',
  summary: "Every user's position in one market, per outcome token",
});

export const tradesV1 = publicRead({
  path: '/trades',
  query: tradesQuery,
  response: Trades,
  paging: 'offset',
  buckets: ['trades'],
  tag: 'history',
  summary: 'Trades of a user or of markets, newest first',
});

export const activityV1 = publicRead({
  path: '/activity',
  query: activityQuery,
  response: Activities,
  paging: 'offset',
  tag: 'history',
  summary: "A user's activity (trades, splits, merges, redemptions, rewards, cash movements)",
});

export const holdersV1 = publicRead({
  path: '/holders',
  query: holdersQuery,
  response: MetaHolders,
  paging: 'none',
  tag: 'markets',
  summary: 'Top holders of each outcome token of markets',
});

export const tradedV1 = publicRead({
  path: '/traded',
  query: userQuery,
  response: Traded,
  paging: 'none',
  tag: 'wallet',
  summary: 'How many markets a user has traded',
});

export const revisionsV1 = publicRead({
  path: '/revisions',
  query: revisionsQuery,
  response: RevisionPayloads,
  paging: 'none',
  tag: 'markets',
  summary: "The moderated revisions of a market's question, oldest first",
});

export const valueV1 = publicRead({
  path: '/value',
  query: valueQuery,
  response: Values,
  paging: 'none',
  tag: 'wallet',
  summary: "Current value of a user's open positions",
});

export const oiV1 = publicRead({
  path: '/oi',
  query: oiQuery,
  response: OpenInterests,
  paging: 'none',
  tag: 'markets',
  summary: 'Open interest per market',
});

export const liveVolumeV1 = publicRead({
  path: '/live-volume',
  query: liveVolumeQuery,
  response: LiveVolumes,
  paging: 'none',
  tag: 'markets',
  summary: "USDC traded in an event's markets over the last 24 hours",
});

/** The original v1 routes outside the combo and board families: bare arrays and objects, camelCase fields. */
export const HISTORY_ROUTES_V1 = {
  health: healthV1,
  positions: positionsV1,
  closedPositions: closedPositionsV1,
  marketPositions: marketPositionsV1,
  trades: tradesV1,
  activity: activityV1,
  holders: holdersV1,
  traded: tradedV1,
  revisions: revisionsV1,
  value: valueV1,
  oi: oiV1,
  liveVolume: liveVolumeV1,
};
