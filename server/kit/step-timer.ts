/*
 * The timer behind the services' step clocks (the relayer's blocks, the bridge's transfer walk):
 * one step every `stepMs` while something is pending, stopping by itself once nothing is, so an
 * idle service runs no timer. A step that throws is logged and the clock goes on; the timer never
 * keeps a process alive that has nothing else to do.
 */
export function createStepTimer(o: {
  stepMs: number;
  /** Whether a step has anything to do (and the database is still open). */
  pending: () => boolean;
  step: () => void;
  /** The service's name in the log line of a failed step. */
  name: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function fire() {
    timer = undefined;
    try {
      o.step();
    } catch (err) {
      console.error(`${o.name}: step failed:`, err instanceof Error ? err.message : err);
    }
    arm();
  }

  /** Starts the steps when something is pending. */
  function arm() {
    if (timer || stopped || !o.pending()) return;
    timer = setTimeout(fire, o.stepMs);
    timer.unref();
  }

  return {
    arm,
    /** No step after this. */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
