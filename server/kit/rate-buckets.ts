import type { RouteRecord } from '../../src/api/route-record';
import type { RateRule } from '../http/rate-limit';

/*
 * A service's rows of the spec's rate-limit table as rules for server/http/rate-limit.ts. The first
 * row counts every request under the service's mount; every other row counts the requests of the
 * route records that name it in `buckets`, by their method and path, so which routes share a limit
 * is written once, in the records. A row no record names yet is kept (the table is modelled whole)
 * and counts nothing until a route names it.
 */

/** A row of the table: how many requests per window. */
export type Bucket = { limit: number; windowMs: number };

/** '/data/order/{id}' under '/clob' → /^\/clob\/data\/order\/[^/]+\/?$/ (a trailing slash reaches the same route). */
function pathPattern(mount: string, path: string): RegExp {
  const escaped = `${mount}${path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z_]+\}/g, '[^/]+');
  return new RegExp(`^${escaped.replace(/\/$/, '')}/?$`);
}

/**
 * `table`'s first row is the service-wide one. `match` takes the method when it has it (HEAD is a
 * GET, as Hono answers it); without one, any route at the path counts.
 */
export function bucketRules(mount: string, records: readonly RouteRecord[], table: Record<string, Bucket>): RateRule[] {
  const [general, ...rows] = Object.keys(table);
  const named = new Set(records.flatMap((r) => r.buckets ?? []));
  for (const name of named) if (!(name in table)) throw new Error(`rate limits: a ${mount} route counts against ${name}, which has no row`);
  const under = (path: string) => path === mount || path.startsWith(`${mount}/`);
  const routesOf = (bucket: string) =>
    records
      .filter((r) => r.buckets?.includes(bucket))
      .flatMap((r) => [r.path, ...(r.aliases ?? []).map((a) => a.path)].map((p) => ({ method: r.method, pattern: pathPattern(mount, p) })));
  return [
    { name: general!, ...table[general!]!, match: under },
    ...rows.map((name) => {
      const routes = routesOf(name);
      return {
        name,
        ...table[name]!,
        match: (path: string, method?: string) =>
          routes.some((r) => (method === undefined || r.method === (method === 'HEAD' ? 'GET' : method)) && r.pattern.test(path)),
      };
    }),
  ];
}
