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
import { publicRead } from '../../route-record';
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
export const positionsV2 = publicRead({
  path: '/v2/positions',
  query: positionsV2Query,
  response: V2PositionsPage,
  paging: 'cursor',
  tag: 'positions',
  summary: "A user's open, redeemable or closed positions, or a market's holders' positions",
});

export const tradesV2 = publicRead({
  path: '/v2/trades',
  query: tradesV2Query,
  response: V2TradesPage,
  paging: 'cursor',
  tag: 'history',
  summary: 'Trades of a user or of markets, newest first',
});

export const activityV2 = publicRead({
  path: '/v2/activity',
  query: activityV2Query,
  response: V2ActivityPage,
  paging: 'cursor',
  tag: 'history',
  summary: "A user's activity",
});

export const valueV2 = publicRead({
  path: '/v2/value',
  query: valueV2Query,
  response: V2ValueResponse,
  paging: 'none',
  tag: 'wallet',
  summary: "A user's portfolio value: holdings marked to market plus unresolved combos at cost",
});

export const userStatsV2 = publicRead({
  path: '/v2/user-stats',
  query: userStatsV2Query,
  response: V2UserStatsResponse,
  paging: 'none',
  tag: 'wallet',
  summary: "A user's profile statistics (data null for an unknown user)",
});

export const holdersV2 = publicRead({
  path: '/v2/holders',
  query: holdersV2Query,
  response: V2HoldersPage,
  paging: 'cursor',
  tag: 'markets',
  summary: 'Top holders of each outcome token of markets',
});

export const oiV2 = publicRead({
  path: '/v2/oi',
  query: oiV2Query,
  response: V2OpenInterestResponse,
  paging: 'none',
  tag: 'markets',
  summary: 'Open interest per market, or one GLOBAL figure',
});

export const liveVolumeV2 = publicRead({
  path: '/v2/live-volume',
  query: liveVolumeV2Query,
  response: V2LiveVolumeResponse,
  paging: 'none',
  tag: 'markets',
  summary: 'Taker volume of the markets of events',
});

export const statusV2 = publicRead({
  path: '/v2/status',
  query: noParams,
  response: V2StatusResponse,
  paging: 'none',
  tag: 'reference',
  summary: 'Data freshness',
});

export const resolutionsV2 = publicRead({
  path: '/v2/resolutions',
  query: resolutionsV2Query,
  response: V2ResolutionsResponse,
  paging: 'none',
  tag: 'markets',
  summary: 'Resolution state of markets, by question, condition or event',
});

export const pricesHistoryV2 = publicRead({
  path: '/v2/prices-history',
  query: pricesHistoryV2Query,
  response: V2PricesHistoryPage,
  paging: 'cursor',
  tag: 'markets',
  summary: "A token's price history",
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
