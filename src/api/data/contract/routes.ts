import { BOARD_ROUTES_V1, BOARD_ROUTES_V2 } from './routes-boards';
import { COMBO_ROUTES_V1, COMBO_ROUTES_V2 } from './routes-combos';
import { HISTORY_ROUTES_V1 } from './routes-history';
import { CORE_ROUTES_V2 } from './routes-v2';

/*
 * Every data-service route, one record each, keyed by its camelCase name. The service mounts them,
 * its OpenAPI documents (server/data/data-app.ts), the conformance suite and typed clients all read
 * these two objects, so a route added here is served, documented and tested without another list.
 */

export const DATA_ROUTES_V1 = { ...HISTORY_ROUTES_V1, ...COMBO_ROUTES_V1, ...BOARD_ROUTES_V1 };
export const DATA_ROUTES_V2 = { ...CORE_ROUTES_V2, ...COMBO_ROUTES_V2, ...BOARD_ROUTES_V2 };

export const DATA_ROUTES = { v1: DATA_ROUTES_V1, v2: DATA_ROUTES_V2 } as const;

export type DataVersion = keyof typeof DATA_ROUTES;
export type DataRouteName<V extends DataVersion> = keyof (typeof DATA_ROUTES)[V] & string;
