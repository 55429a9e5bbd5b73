import { comboActivityQuery, comboActivityV2Query, comboPositionsQuery, comboPositionsV2Query } from './params-combos';
import { publicRead } from '../../route-record';
import { ComboActivityPage, ComboPositionsPage, CombosActivityResponse, CombosResponse } from './schemas-combos';

/*
 * The combo routes: v1 answers { combos | activity, pagination } and pages by offset or cursor;
 * v2 answers { data, pagination } and pages by cursor only.
 *
 * Each record is its own export, so the app's bundle holds only the routes a view calls.
 */

/**
 * The v1 combo routes are also served with the user in the path. Same query and body as the route
 * they alias; a `user` in the query, if sent, must name the same address.
 */
const BY_ADDRESS = { pathParam: 'address', replaces: 'user' } as const;

export const comboActivityV1 = publicRead({
  path: '/v1/activity/combos',
  query: comboActivityQuery,
  response: CombosActivityResponse,
  paging: 'cursor',
  aliases: [{ name: 'comboActivityByAddress', ...BY_ADDRESS, path: '/v1/data/user/{address}/activity/combos' }],
  tag: 'combos',
  summary: "A user's combo lifecycle and redeem events, with a per-leg breakdown",
});

export const comboPositionsV1 = publicRead({
  path: '/v1/positions/combos',
  query: comboPositionsQuery,
  response: CombosResponse,
  paging: 'cursor',
  aliases: [{ name: 'comboPositionsByAddress', ...BY_ADDRESS, path: '/v1/data/user/{address}/positions/combos' }],
  tag: 'combos',
  summary: "A user's combo (multi-market) positions",
});

export const COMBO_ROUTES_V1 = {
  comboActivity: comboActivityV1,
  comboPositions: comboPositionsV1,
};

export const comboActivityV2 = publicRead({
  path: '/v2/activity/combos',
  query: comboActivityV2Query,
  response: ComboActivityPage,
  paging: 'cursor',
  tag: 'combos',
  summary: "A user's combo lifecycle and redeem events, with a per-leg breakdown",
});

export const comboPositionsV2 = publicRead({
  path: '/v2/positions/combos',
  query: comboPositionsV2Query,
  response: ComboPositionsPage,
  paging: 'cursor',
  tag: 'combos',
  summary: "A user's combo (multi-market) positions",
});

export const COMBO_ROUTES_V2 = {
  comboActivity: comboActivityV2,
  comboPositions: comboPositionsV2,
};
