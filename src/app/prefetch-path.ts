import type { QueryClient } from '@tanstack/react-query';
import { preloadRoutes } from './lazy-route';
import { ROUTE_CHUNKS } from './route-chunks';

/**
 * Starts what a page needs before the reader gets there: its route modules and, through each
 * module's `prefetch`, its first reads. Called when a link to it is pointed at or focused, so a
 * click usually lands on a page whose code and data are already in (or on their way); and at
 * start-up for the page being opened (main.tsx), which renders once its modules are in.
 */
export function prefetchPath(queryClient: QueryClient, href: string): Promise<void> {
  const url = new URL(href, window.location.origin);
  const route = ROUTE_CHUNKS.find((r) => new RegExp(r.pattern).test(url.pathname));
  return route ? preloadRoutes(route.modules, { queryClient, pathname: url.pathname, search: url.search }) : Promise.resolve();
}
