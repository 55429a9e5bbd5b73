import type { QueryClient } from '@tanstack/react-query';
import { preloadRoutes } from './lazy-route';
import { ROUTE_CHUNKS } from './route-chunks';

/**
 * Starts what a page needs before the reader gets there: its route modules and, through each
 * module's `prefetch`, its first reads. Called when a link to it is pointed at or focused, so a
 * click usually lands on a page whose code and data are already in (or on their way); and at
 * start-up for the page being opened (main.tsx), which renders once its modules are in. Given
 * `readsAfter`, the reads wait for it (main.tsx: the last session's cache) and the modules do not.
 */
export function prefetchPath(queryClient: QueryClient, href: string, readsAfter?: Promise<unknown>): Promise<void> {
  const url = new URL(href, window.location.origin);
  const route = ROUTE_CHUNKS.find((r) => new RegExp(r.pattern).test(url.pathname));
  if (!route) return Promise.resolve();
  const ctx = { queryClient, pathname: url.pathname, search: url.search };
  if (!readsAfter) return preloadRoutes(route.modules, ctx);
  // the modules load (and evaluate) meanwhile; only the reads wait
  return Promise.all([preloadRoutes(route.modules), readsAfter]).then(() => preloadRoutes(route.modules, ctx));
}
