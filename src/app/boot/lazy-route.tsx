import { use, type ComponentType } from 'react';
import type { LazyModule, PrefetchContext, RouteModule } from '../routes';

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
