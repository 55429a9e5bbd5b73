import type { BridgeStatus } from '../../../src/api/bridge/contract/schemas';

/* A transfer's walk, one status per step of the step clock (bridge facts §2.5, §6). */

export const WALK_STEPS: readonly BridgeStatus[] = ['DEPOSIT_DETECTED', 'PROCESSING', 'ORIGIN_TX_CONFIRMED', 'SUBMITTED', 'COMPLETED'];
/** A failing transfer is seen and picked up, then fails where it would have confirmed. */
export const FAILING_STEPS: readonly BridgeStatus[] = ['DEPOSIT_DETECTED', 'PROCESSING', 'FAILED'];

/** The status a transfer detected at `detectedAt` has reached at `now`: a function of stored time only, so a restart resumes it. */
export function statusAt(detectedAt: number, now: number, stepMs: number, fails: boolean): BridgeStatus {
  const steps = fails ? FAILING_STEPS : WALK_STEPS;
  const step = Math.floor(Math.max(0, now - detectedAt) / Math.max(1, stepMs));
  return steps[Math.min(step, steps.length - 1)]!;
}
