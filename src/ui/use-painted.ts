import { useEffect, useState } from 'react';

/**
 * False until a frame has painted with `ready` true, then true for good. What waits on it is built
 * in the task after that paint, so the first frame holds only what the reader sees first.
 */
export function usePainted(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // the animation frame runs just before the paint; the task it queues, just after
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [ready, painted]);
  return painted;
}
