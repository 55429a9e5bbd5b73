import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

import type { FullLoadProgress } from '../api/data/full-history';

export type FullLoadRun<T> = (signal: AbortSignal, onProgress: (p: FullLoadProgress) => void) => Promise<T>;

export type FullLoadState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: FullLoadProgress }
  | { phase: 'cancelled'; progress: FullLoadProgress }
  | { phase: 'error'; error: unknown };

/** Too big for IndexedDB (100,000 rows), and cheap to read again: kept in memory only. */
const META = { persist: false } as const;
/** The walk is costly: keep its result a while after the view is left. */
const GC_TIME = 30 * 60_000;

/**
 * A user-started, cancellable read whose result lives in the query cache under `queryKey` (so
 * leaving and coming back within GC_TIME shows it again) but is never persisted. Cancel aborts the
 * walk's own AbortController and drops the half-read result; leaving the view or changing the key
 * aborts it too, so no walk runs on behind a view nobody looks at.
 */
export function useFullHistoryLoad<T>(queryKey: QueryKey, run: FullLoadRun<T>) {
  const client = useQueryClient();
  // observes the cache only: nothing fetches unless `start` says so
  const query = useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity, gcTime: GC_TIME, meta: META });
  const key = hashKey(queryKey);
  const [state, setState] = useState<{ key: string; value: FullLoadState }>({ key, value: { phase: 'idle' } });
  const current = useRef<{ key: string; controller: AbortController; queryKey: QueryKey } | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);

  const stop = useCallback(() => {
    const walk = current.current;
    if (!walk) return;
    current.current = null;
    // first revert the cache entry (a cancelled fetch leaves no error behind), then abort the walk
    void client.cancelQueries({ queryKey: walk.queryKey, exact: true });
    walk.controller.abort(new DOMException('The full history read was cancelled', 'AbortError'));
  }, [client]);

  // a new key (other filters, another trader) or leaving the view ends the walk in progress
  useEffect(() => stop, [key, stop]);

  /** Starts (or restarts, to refresh a loaded result) the walk. */
  const start = useCallback(() => {
    stop();
    const controller = new AbortController();
    const walk = { key, controller, queryKey };
    current.current = walk;
    const set = (value: FullLoadState) => {
      if (current.current === walk) setState({ key, value });
    };
    set({ phase: 'running', progress: { rows: 0, oldest: null, fraction: null } });
    client
      .fetchQuery({
        queryKey,
        queryFn: () => runRef.current(controller.signal, (progress) => set({ phase: 'running', progress })),
        // always walk: a click on "load" after a result exists means "read it again"
        staleTime: 0,
        gcTime: GC_TIME,
        meta: META,
      })
      .then(
        () => {
          set({ phase: 'idle' });
          if (current.current === walk) current.current = null;
        },
        (error: unknown) => {
          // a cancelled walk was already settled by cancel(); anything else is a real failure
          set({ phase: 'error', error });
          if (current.current === walk) current.current = null;
        },
      );
  }, [client, key, queryKey, stop]);

  const cancel = useCallback(() => {
    const walk = current.current;
    if (!walk) return;
    const progress = state.value.phase === 'running' ? state.value.progress : { rows: 0, oldest: null, fraction: null };
    stop();
    setState({ key: walk.key, value: { phase: 'cancelled', progress } });
  }, [state, stop]);

  const value: FullLoadState = state.key === key ? state.value : { phase: 'idle' };
  return { data: query.data, state: value, start, cancel };
}
