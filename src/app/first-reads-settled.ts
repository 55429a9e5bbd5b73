import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once every query fetching right now has settled, or after `capMs`. Reads started later
 * (one that follows another's answer) are not waited for.
 *
 * main.tsx waits on this before the first render when the page's reads left with its HTML: their
 * answers are usually in by the time the scripts are, so the page paints once, with its data,
 * instead of painting skeletons and then laying everything out again a moment later.
 */
export function fetchingSettled(client: QueryClient, capMs: number): Promise<void> {
  const cache = client.getQueryCache();
  const pending = cache.findAll({ fetchStatus: 'fetching' });
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, capMs);
    const unsubscribe = cache.subscribe(() => {
      if (pending.every((q) => q.state.fetchStatus !== 'fetching')) finish();
    });
  });
}
