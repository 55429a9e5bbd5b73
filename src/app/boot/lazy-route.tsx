import { use, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type LazyModule, type PrefetchContext, type RouteModule } from '../routes';

export type LazyRoute = ComponentType & { preload: () => Promise<void>; prefetch: (ctx: PrefetchContext) => Promise<void> };

const made = new Map<string, LazyRoute>();

/**
 * A route module of the table (src/app/routes.ts) as a component, made once per module: loaded on
 * first use like React.lazy, except that once its module is in memory it renders straight away.
 * React.lazy suspends on every first render, and React holds a revealed Suspense boundary back for a
 * moment, so even a preloaded view painted a beat after the shell.
 */
export function lazyRoute({ module, load }: LazyModule): LazyRoute {
  const known = made.get(module);
  if (known) return known;
  let loaded: RouteModule | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m;
      },
      (err: unknown) => {
        pending = undefined; // a later visit tries again
        throw err;
      },
    ));
  function Route() {
    // Suspense waits for the module; a failed load reaches the route boundary
    const View = (loaded ?? (use(preload()), loaded))?.Component;
    if (!View) throw new Error(`route ${module} did not load`);
    return <View />;
  }
  const prefetch = (ctx: PrefetchContext) => preload().then(() => loaded?.prefetch?.(ctx));
  const route = Object.assign(Route, { preload, prefetch });
  made.set(module, route);
  return route;
}

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
