import { noParams } from './params';
import {
  activityV2Query,
  holdersV2Query,
  liveVolumeV2Query,
  oiV2Query,
  positionsV2Query,
  pricesHistoryV2Query,
  resolutionsV2Query,
  tradesV2Query,
  userStatsV2Query,
  valueV2Query,
} from './params-v2';
import { defineRoute, type RouteDoc } from './route-def';
import {
  V2ActivityPage,
  V2HoldersPage,
  V2LiveVolumeResponse,
  V2OpenInterestResponse,
  V2PositionsPage,
  V2PricesHistoryPage,
  V2ResolutionsResponse,
  V2StatusResponse,
  V2TradesPage,
  V2UserStatsResponse,
  V2ValueResponse,
} from './schemas-v2';

/* One record per route, each its own export so the app's bundle holds only the routes a view calls. */
export const positionsV2 = defineRoute({
  version: 'v2',
  path: '/v2/positions',
  query: positionsV2Query,
  response: V2PositionsPage,
  paging: 'cursor',
});

export const tradesV2 = defineRoute({
  version: 'v2',
  path: '/v2/trades',
  query: tradesV2Query,
  response: V2TradesPage,
  paging: 'cursor',
});

export const activityV2 = defineRoute({
  version: 'v2',
  path: '/v2/activity',
  query: activityV2Query,
  response: V2ActivityPage,
  paging: 'cursor',
});

export const valueV2 = defineRoute({
  version: 'v2',
  path: '/v2/value',
  query: valueV2Query,
  response: V2ValueResponse,
  paging: 'none',
});

export const userStatsV2 = defineRoute({
  version: 'v2',
  path: '/v2/user-stats',
  query: userStatsV2Query,
  response: V2UserStatsResponse,
  paging: 'none',
});

export const holdersV2 = defineRoute({
  version: 'v2',
  path: '/v2/holders',
  query: holdersV2Query,
  response: V2HoldersPage,
  paging: 'cursor',
});

export const oiV2 = defineRoute({
  version: 'v2',
  path: '/v2/oi',
  query: oiV2Query,
  response: V2OpenInterestResponse,
  paging: 'none',
});

export const liveVolumeV2 = defineRoute({
  version: 'v2',
  path: '/v2/live-volume',
  query: liveVolumeV2Query,
  response: V2LiveVolumeResponse,
  paging: 'none',
});

export const statusV2 = defineRoute({
  version: 'v2',
  path: '/v2/status',
  query: noParams,
  response: V2StatusResponse,
  paging: 'none',
});

export const resolutionsV2 = defineRoute({
  version: 'v2',
  path: '/v2/resolutions',
  query: resolutionsV2Query,
  response: V2ResolutionsResponse,
  paging: 'none',
});

export const pricesHistoryV2 = defineRoute({
  version: 'v2',
  path: '/v2/prices-history',
  query: pricesHistoryV2Query,
  response: V2PricesHistoryPage,
  paging: 'cursor',
});

/** The v2 routes outside the combo and board families: { data } envelopes, snake_case, cursor paging. */
export const CORE_ROUTES_V2 = {
  positions: positionsV2,
  trades: tradesV2,
  activity: activityV2,
  value: valueV2,
  userStats: userStatsV2,
  holders: holdersV2,
  oi: oiV2,
  liveVolume: liveVolumeV2,
  status: statusV2,
  resolutions: resolutionsV2,
  pricesHistory: pricesHistoryV2,
};

/** What the OpenAPI document says of each route, by path (apart from the records, so the app's bundle leaves it out). */
export const CORE_DOCS_V2: Record<string, RouteDoc> = {
  '/v2/positions': { tag: 'positions', summary: "A user's open, redeemable or closed positions, or a market's holders' positions" },
  '/v2/trades': { tag: 'history', summary: 'Trades of a user or of markets, newest first' },
  '/v2/activity': { tag: 'history', summary: "A user's activity" },
  '/v2/value': { tag: 'wallet', summary: "A user's portfolio value: holdings marked to market plus unresolved combos at cost" },
  '/v2/user-stats': { tag: 'wallet', summary: "A user's profile statistics (data null for an unknown user)" },
  '/v2/holders': { tag: 'markets', summary: 'Top holders of each outcome token of markets' },
  '/v2/oi': { tag: 'markets', summary: 'Open interest per market, or one GLOBAL figure' },
  '/v2/live-volume': { tag: 'markets', summary: 'Taker volume of the markets of events' },
  '/v2/status': { tag: 'reference', summary: 'Data freshness' },
  '/v2/resolutions': { tag: 'markets', summary: 'Resolution state of markets, by question, condition or event' },
  '/v2/prices-history': { tag: 'markets', summary: "A token's price history" },
};
