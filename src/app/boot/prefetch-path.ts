import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '../routes';
import { lazyRoute } from './lazy-route';

export type PrefetchOptions = {
  /** The reads wait for this (start-app.ts: the last session's cache); the modules do not. */
  readsAfter?: Promise<unknown>;
  /** The page's HTML already asked for this visit's first reads. */
  readsStarted?: boolean;
};

/**
 * Starts what a page needs before the reader gets there: its route modules (the view and its
 * layout, together) and, through each module's `prefetch`, its first reads. Called when a link to
 * it is pointed at or focused, so a click usually lands on a page whose code and data are already
 * in (or on their way); and at start-up for the page being opened (start-app.ts), which renders once its
 * modules are in. A failed module load is left for the render, which says so in place.
 */
export async function prefetchPath(
  queryClient: QueryClient,
  href: string,
  { readsAfter, readsStarted }: PrefetchOptions = {},
): Promise<void> {
  const url = new URL(href, window.location.origin);
  const route = matchRoute(url.pathname);
  if (!route) return;
  const modules = [...(route.layout ? [route.layout] : []), route].map(lazyRoute);
  const ctx = { queryClient, pathname: url.pathname, search: url.search, ...(readsStarted && { readsStarted }) };
  if (readsAfter) await Promise.allSettled([...modules.map((m) => m.preload()), readsAfter]);
  await Promise.allSettled(modules.map((m) => m.prefetch(ctx)));
}
