import type { Env, Handler, Hono, MiddlewareHandler } from 'hono';
import type { RouteAuth, RouteRecord } from '../../src/api/route-record';

/*
 * The one way a service's routes reach Hono: its records (src/api/<service>/) say the method, the
 * path and who may call; its resources say which handler answers which record, by name. A record
 * without a handler, a handler without a record, or a record whose auth no guard checks stops the
 * service at start-up, so nothing is served that is not described, nor described and not served.
 */

/** A handler, or one whose 200 JSON answers the response cache may replay until the next write. */
export type Served<E extends Env = Env> = Handler<E> | { handler: Handler<E>; cached: true };

/** What a resource serves: handlers by the names of their records. */
export type ServedRoutes<E extends Env = Env> = Record<string, Served<E>>;

/**
 * The checks in front of a route, per auth level its records name: `l2: (record) => [...]`. A record
 * reaches its handler only through the guards of its own auth; 'none' has none.
 */
export type Guards<E extends Env = Env> = Partial<Record<Exclude<RouteAuth, 'none'>, (record: RouteRecord) => MiddlewareHandler<E>[]>>;

export type MountOptions<E extends Env = Env> = {
  guards?: Guards<E>;
  /** The response cache, in front of the handlers served as `{ handler, cached: true }`. */
  cache?: MiddlewareHandler<E>;
};

/** '/data/order/{id}' → Hono's '/data/order/:id'. */
const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

/** The handlers of several resources as one table; a name served twice is a mistake, caught here. */
export function servedBy<E extends Env>(tables: readonly ServedRoutes<E>[], service: string): Map<string, Served<E>> {
  const served = new Map<string, Served<E>>();
  for (const table of tables) {
    for (const [name, entry] of Object.entries(table)) {
      if (served.has(name)) throw new Error(`${service} route ${name} is served twice`);
      served.set(name, entry);
    }
  }
  return served;
}

/**
 * Mounts every record, in the table's order (which decides between two paths that could both
 * match: '/events/slug/{slug}' before '/events/{id}'), each alias path right after its record.
 */
export function mountRoutes<E extends Env>(
  app: Hono<E>,
  service: string,
  records: Readonly<Record<string, RouteRecord>>,
  served: Map<string, Served<E>>,
  options: MountOptions<E> = {},
) {
  for (const name of served.keys()) if (!records[name]) throw new Error(`no route record for ${service} ${name}`);
  for (const [name, record] of Object.entries(records)) {
    const entry = served.get(name);
    if (!entry) throw new Error(`no handler for the route record ${service} ${name}`);
    const guards = record.auth === 'none' ? [] : options.guards?.[record.auth]?.(record);
    if (!guards) throw new Error(`no ${record.auth} guard for the route record ${service} ${name}`);
    const cached = typeof entry !== 'function';
    if (cached && !options.cache) throw new Error(`${service} ${name} asks for the response cache, which the service has not`);
    const paths = [record.path, ...(record.aliases ?? []).map((a) => a.path)].map(honoPath);
    if (cached) app.on(record.method, paths, ...guards, options.cache!, entry.handler);
    else app.on(record.method, paths, ...guards, entry);
  }
}
