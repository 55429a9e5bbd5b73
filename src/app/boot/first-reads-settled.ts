import type { QueryClient } from '@tanstack/react-query';

export type SettleWait = {
  /** Stop waiting when no read has settled for this long: the ones left are still on the wire. */
  gapMs: number;
  /** Never wait longer than this in all. */
  capMs: number;
};

/**
 * Resolves once every query fetching right now has settled, or once none has settled for `gapMs`,
 * or after `capMs`. Reads started later (one that follows another's answer) are not waited for.
 *
 * start-app.ts waits on this before the first render when the page's reads left with its HTML. The
 * answers already in settle one after another within milliseconds, so the page paints once, with
 * them, instead of painting skeletons and laying everything out again a moment later; an answer
 * still on its way is not worth holding the whole page for, so a pause ends the wait.
 */
export function fetchingSettled(client: QueryClient, { gapMs, capMs }: SettleWait): Promise<void> {
  const cache = client.getQueryCache();
  const pending = cache.findAll({ fetchStatus: 'fetching' });
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const finish = () => {
      clearTimeout(cap);
      clearTimeout(gap);
      unsubscribe();
      resolve();
    };
    const cap = setTimeout(finish, capMs);
    let gap = setTimeout(finish, gapMs);
    const unsubscribe = cache.subscribe(() => {
      const now = pending.filter((q) => q.state.fetchStatus === 'fetching').length;
      if (now === 0) return finish();
      if (now < left) {
        left = now;
        clearTimeout(gap);
        gap = setTimeout(finish, gapMs);
      }
    });
  });
}
