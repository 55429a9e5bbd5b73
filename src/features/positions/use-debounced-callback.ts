import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `fn` once input has been quiet for `delay` ms. `flush` runs a pending call now (Enter),
 * `cancel` drops it. The latest `fn` is always the one called, without restarting the timer.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) fnRef.current(...args);
  }, []);

  const call = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return { call, flush, cancel };
}
