import { INTL_WARM_UP } from '../../lib/format';
import { ROUTES, routePattern, type AppRoute } from '../routes';
import { PARAMS } from './first-reads';
import { EARLY_READS_GLOBAL, type PageStartTable } from './page-start-script';

/**
 * The inline script's table, from the route table: each route's pattern, the files a first visit
 * needs beside the entry (`filesFor` its modules, layout first: the build knows the chunks) and the
 * reads its HTML starts (module name → URL templates, firstReadsTable). Only the build calls this
 * (build/page-start.ts), in Node.
 */
export function pageStartTable(
  base: string,
  filesFor: (modules: string[], route: AppRoute) => string[],
  reads: ReadonlyMap<string, string[]>,
  routes: readonly AppRoute[] = ROUTES,
): PageStartTable {
  const files: string[] = [];
  const indexOf = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
  return {
    base,
    files,
    routes: routes.map((r) => ({
      path: r.path,
      pattern: routePattern(r.path),
      files: filesFor([...(r.layout ? [r.layout.module] : []), r.module], r).map(indexOf),
      reads: reads.get(r.module) ?? [],
      anySearch: r.firstReads === 'any-search',
    })),
    shapes: Object.fromEntries(Object.entries(PARAMS).map(([name, p]) => [name, p.shape])),
    global: EARLY_READS_GLOBAL,
    intl: INTL_WARM_UP,
  };
}
