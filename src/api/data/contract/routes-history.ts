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
import { defineRoute, type RouteDoc } from './route-def';
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
export const healthV1 = defineRoute({
  version: 'v1',
  path: '/',
  query: noParams,
  response: HealthResponse,
  paging: 'none',
});

export const positionsV1 = defineRoute({
  version: 'v1',
  path: '/positions',
  query: positionsQuery,
  response: Positions,
  paging: 'offset',
});

export const closedPositionsV1 = defineRoute({
  version: 'v1',
  path: '/closed-positions',
  query: closedPositionsQuery,
  response: ClosedPositions,
  paging: 'offset',
});

export const marketPositionsV1 = defineRoute({
  version: 'v1',
  path: '/v1/market-positions',
  query: marketPositionsQuery,
  response: MetaMarketPositionsV1,
  paging: 'offset',
});

export const tradesV1 = defineRoute({
  version: 'v1',
  path: '/trades',
  query: tradesQuery,
  response: Trades,
  paging: 'offset',
});

export const activityV1 = defineRoute({
  version: 'v1',
  path: '/activity',
  query: activityQuery,
  response: Activities,
  paging: 'offset',
});

export const holdersV1 = defineRoute({
  version: 'v1',
  path: '/holders',
  query: holdersQuery,
  response: MetaHolders,
  paging: 'none',
});

export const tradedV1 = defineRoute({
  version: 'v1',
  path: '/traded',
  query: userQuery,
  response: Traded,
  paging: 'none',
});

export const revisionsV1 = defineRoute({
  version: 'v1',
  path: '/revisions',
  query: revisionsQuery,
  response: RevisionPayloads,
  paging: 'none',
});

export const valueV1 = defineRoute({
  version: 'v1',
  path: '/value',
  query: valueQuery,
  response: Values,
  paging: 'none',
});

export const oiV1 = defineRoute({
  version: 'v1',
  path: '/oi',
  query: oiQuery,
  response: OpenInterests,
  paging: 'none',
});

export const liveVolumeV1 = defineRoute({
  version: 'v1',
  path: '/live-volume',
  query: liveVolumeQuery,
  response: LiveVolumes,
  paging: 'none',
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

/** What the OpenAPI document says of each route, by path (apart from the records, so the app's bundle leaves it out). */
export const HISTORY_DOCS_V1: Record<string, RouteDoc> = {
  '/': { tag: 'reference', summary: 'Health check' },
  '/positions': { tag: 'positions', summary: "A user's current positions" },
  '/closed-positions': { tag: 'positions', summary: "A user's closed positions" },
  '/v1/market-positions': { tag: 'positions', summary: "Every user's position in one market, per outcome token" },
  '/trades': { tag: 'history', summary: 'Trades of a user or of markets, newest first' },
  '/activity': { tag: 'history', summary: "A user's activity (trades, splits, merges, redemptions, rewards, cash movements)" },
  '/holders': { tag: 'markets', summary: 'Top holders of each outcome token of markets' },
  '/traded': { tag: 'wallet', summary: 'How many markets a user has traded' },
  '/revisions': { tag: 'markets', summary: "The moderated revisions of a market's question, oldest first" },
  '/value': { tag: 'wallet', summary: "Current value of a user's open positions" },
  '/oi': { tag: 'markets', summary: 'Open interest per market' },
  '/live-volume': { tag: 'markets', summary: "USDC traded in an event's markets over the last 24 hours" },
};
