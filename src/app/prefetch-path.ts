import type { QueryClient } from '@tanstack/react-query';
import { preloadRoutes } from './lazy-route';
import { ROUTE_CHUNKS } from './route-chunks';

/**
 * Starts what a page needs before the reader gets there: its route modules and, through each
 * module's `prefetch`, its first reads. Called when a link to it is pointed at or focused, so a
 * click usually lands on a page whose code and data are already in (or on their way).
 */
export function prefetchPath(queryClient: QueryClient, href: string): void {
  const url = new URL(href, window.location.origin);
  const route = ROUTE_CHUNKS.find((r) => new RegExp(r.pattern).test(url.pathname));
  if (route) void preloadRoutes(route.modules, { queryClient, pathname: url.pathname, search: url.search });
}
