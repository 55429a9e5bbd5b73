import { comboActivityQuery, comboActivityV2Query, comboPositionsQuery, comboPositionsV2Query } from './params-combos';
import { defineRoute, type RouteDoc } from './route-def';
import { ComboActivityPage, ComboPositionsPage, CombosActivityResponse, CombosResponse } from './schemas-combos';

/*
 * The combo routes: v1 answers { combos | activity, pagination } and pages by offset or cursor;
 * v2 answers { data, pagination } and pages by cursor only.
 *
 * Each record is its own export, so the app's bundle holds only the routes a view calls.
 */

export const comboActivityV1 = defineRoute({
  version: 'v1',
  path: '/v1/activity/combos',
  query: comboActivityQuery,
  response: CombosActivityResponse,
  paging: 'cursor',
});

export const comboPositionsV1 = defineRoute({
  version: 'v1',
  path: '/v1/positions/combos',
  query: comboPositionsQuery,
  response: CombosResponse,
  paging: 'cursor',
});

export const COMBO_ROUTES_V1 = {
  comboActivity: comboActivityV1,
  comboPositions: comboPositionsV1,
};

export const comboActivityV2 = defineRoute({
  version: 'v2',
  path: '/v2/activity/combos',
  query: comboActivityV2Query,
  response: ComboActivityPage,
  paging: 'cursor',
});

export const comboPositionsV2 = defineRoute({
  version: 'v2',
  path: '/v2/positions/combos',
  query: comboPositionsV2Query,
  response: ComboPositionsPage,
  paging: 'cursor',
});

export const COMBO_ROUTES_V2 = {
  comboActivity: comboActivityV2,
  comboPositions: comboPositionsV2,
};

/**
 * The v1 combo routes are also served with the user in the path. Same query and body as the route
 * they alias; a `user` in the query, if sent, must name the same address.
 */
export const COMBO_PATH_ALIASES_V1 = {
  comboActivityByAddress: { of: 'comboActivity', path: '/v1/data/user/{address}/activity/combos', pathParam: 'address', replaces: 'user' },
  comboPositionsByAddress: {
    of: 'comboPositions',
    path: '/v1/data/user/{address}/positions/combos',
    pathParam: 'address',
    replaces: 'user',
  },
} as const satisfies Record<string, PathAlias<keyof typeof COMBO_ROUTES_V1>>;

/** A second path of a route: `pathParam` in the path carries the value of the query key `replaces`. */
export type PathAlias<K extends string = string> = { of: K; path: string; pathParam: string; replaces: string };

/** What the OpenAPI document says of each route, by path (apart from the records, so the app's bundle leaves it out). */
export const COMBO_DOCS: Record<string, RouteDoc> = {
  '/v1/activity/combos': { tag: 'combos', summary: "A user's combo lifecycle and redeem events, with a per-leg breakdown" },
  '/v1/positions/combos': { tag: 'combos', summary: "A user's combo (multi-market) positions" },
  '/v2/activity/combos': { tag: 'combos', summary: "A user's combo lifecycle and redeem events, with a per-leg breakdown" },
  '/v2/positions/combos': { tag: 'combos', summary: "A user's combo (multi-market) positions" },
};
