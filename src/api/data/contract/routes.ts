import type { RouteDef, RouteDoc } from './route-def';
import { BOARD_DOCS, BOARD_ROUTES_V1, BOARD_ROUTES_V2 } from './routes-boards';
import { COMBO_DOCS, COMBO_PATH_ALIASES_V1, COMBO_ROUTES_V1, COMBO_ROUTES_V2, type PathAlias } from './routes-combos';
import { HISTORY_DOCS_V1, HISTORY_ROUTES_V1 } from './routes-history';
import { CORE_DOCS_V2, CORE_ROUTES_V2 } from './routes-v2';

/*
 * Every data-service route, one record each, keyed by its camelCase name. The OpenAPI documents
 * (server/data/openapi.ts), the conformance suite and typed clients all read these two objects,
 * so a route added here is documented and tested without another list to keep in step.
 */

export const DATA_ROUTES_V1 = { ...HISTORY_ROUTES_V1, ...COMBO_ROUTES_V1, ...BOARD_ROUTES_V1 };
export const DATA_ROUTES_V2 = { ...CORE_ROUTES_V2, ...COMBO_ROUTES_V2, ...BOARD_ROUTES_V2 };

/** Second paths of v1 routes (the user in the path); none in v2. */
export const DATA_PATH_ALIASES: { v1: Record<string, PathAlias<DataRouteName<'v1'>>>; v2: Record<string, PathAlias<DataRouteName<'v2'>>> } =
  {
    v1: COMBO_PATH_ALIASES_V1,
    v2: {},
  };

/** Each route's tag and summary for the OpenAPI documents, by path (v1 and v2 paths differ). */
export const DATA_ROUTE_DOCS: Record<string, RouteDoc> = { ...HISTORY_DOCS_V1, ...COMBO_DOCS, ...BOARD_DOCS, ...CORE_DOCS_V2 };

export const DATA_ROUTES = { v1: DATA_ROUTES_V1, v2: DATA_ROUTES_V2 } as const;

export type DataVersion = keyof typeof DATA_ROUTES;
export type DataRouteName<V extends DataVersion> = keyof (typeof DATA_ROUTES)[V] & string;

/** The records of one version as a plain list of [name, record]. */
export function dataRoutes(version: DataVersion): [string, RouteDef][] {
  return Object.entries(DATA_ROUTES[version]) as [string, RouteDef][];
}
