import { use, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** Where the page is going: what a route's `prefetch` reads its parameters and URL state from. */
export type PrefetchContext = { queryClient: QueryClient; pathname: string; search: string };

/**
 * A route module: its view, and optionally the reads that view will make, started as soon as the
 * module is in (before the first render, in parallel with it) instead of from the view's effects.
 * A prefetch must ask for exactly the query keys the view renders, or it costs a request for nothing.
 */
type RouteModule = { Component: ComponentType; prefetch?: (ctx: PrefetchContext) => void };
export type LazyRoute = ComponentType & { preload: () => Promise<void>; prefetch: (ctx: PrefetchContext) => Promise<void> };

const registry = new Map<string, LazyRoute>();

/**
 * A view loaded on first use, like React.lazy, except that once its module is in memory it renders
 * straight away. React.lazy suspends on every first render, and React holds a revealed Suspense
 * boundary back for a moment, so even a preloaded view painted a beat after the shell.
 */
export function lazyRoute(name: string, load: () => Promise<RouteModule>): LazyRoute {
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
    if (!View) throw new Error(`route ${name} did not load`);
    return <View />;
  }
  const prefetch = (ctx: PrefetchContext) => preload().then(() => loaded?.prefetch?.(ctx));
  const route = Object.assign(Route, { preload, prefetch });
  registry.set(name, route);
  return route;
}

/**
 * Loads the named route modules (see route-chunks.ts) so the first render needs no Suspense, and,
 * given a context, starts each one's reads the moment it is in. A nested view registers when its
 * parent module runs, hence the rounds.
 */
export async function preloadRoutes(names: readonly string[], ctx?: PrefetchContext): Promise<void> {
  let remaining = [...names];
  while (remaining.length > 0) {
    const known = remaining.filter((n) => registry.has(n));
    if (known.length === 0) return;
    await Promise.allSettled(known.map((n) => (ctx ? registry.get(n)!.prefetch(ctx) : registry.get(n)!.preload())));
    remaining = remaining.filter((n) => !known.includes(n));
  }
}
