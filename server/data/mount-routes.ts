import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { DATA_PATH_ALIASES, dataRoutes, type DataRouteName, type DataVersion } from '../../src/api/data/contract/routes';
import type { DataContext } from './context';

/*
 * The data service's routes come from the contract's records (src/api/data/contract): each names its
 * path once, and a resource's routes.ts only says which handler answers which record. A record
 * without a handler, or a handler without a record, stops the service at start-up.
 */

/** A handler, or one whose 200 JSON answers the response cache may replay until the next write. */
export type Served = Handler | { handler: Handler; cached: true };

/** What a resource serves, by the records' names: `{ v1: { trades: … }, v2: { trades: … } }`. */
export type ResourceRoutes = { [V in DataVersion]?: Partial<Record<DataRouteName<V>, Served>> };

export type Resource = (ctx: DataContext) => ResourceRoutes;

/** '/v1/data/user/{address}/activity/combos' → Hono's '/v1/data/user/:address/activity/combos'. */
const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

export function mountResources(app: Hono, ctx: DataContext, resources: readonly Resource[], cache: MiddlewareHandler) {
  const served: Record<DataVersion, Map<string, Served>> = { v1: new Map(), v2: new Map() };
  for (const resource of resources) {
    const table = resource(ctx);
    for (const version of ['v1', 'v2'] as const) {
      for (const [name, entry] of Object.entries(table[version] ?? {}) as [string, Served][]) {
        if (served[version].has(name)) throw new Error(`data route ${version} ${name} is served twice`);
        served[version].set(name, entry);
      }
    }
  }
  for (const version of ['v1', 'v2'] as const) {
    const routes = new Map(dataRoutes(version));
    for (const name of served[version].keys()) if (!routes.has(name)) throw new Error(`no route record for ${version} ${name}`);
    const mount = (path: string, name: string) => {
      const entry = served[version].get(name);
      if (!entry) throw new Error(`no handler for the route record ${version} ${name}`);
      if (typeof entry !== 'function') app.use(honoPath(path), cache);
      app.get(honoPath(path), typeof entry === 'function' ? entry : entry.handler);
    };
    for (const [name, def] of routes) mount(def.path, name);
    for (const alias of Object.values(DATA_PATH_ALIASES[version])) mount(alias.path, alias.of);
  }
}
