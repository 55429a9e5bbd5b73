import { BRIDGE_STATUSES, FINAL_BRIDGE_STATUSES, type BridgeStatus, type BridgeTransaction } from '../../api/bridge/contract/schemas';

/*
 * A transfer's status walk as a timeline (bridge facts §2.5): the five steps of a transfer that
 * goes through, in order, or the steps it reached and then Failed. The wire's status is read as a
 * plain string, so one this app does not know yet is shown as it is rather than guessed at.
 */

export type StepState = 'done' | 'current' | 'todo' | 'failed';
export type TimelineStep = { status: BridgeStatus; label: string; state: StepState };

export const STATUS_LABELS: Record<BridgeStatus, string> = {
  DEPOSIT_DETECTED: 'Detected',
  PROCESSING: 'Processing',
  ORIGIN_TX_CONFIRMED: 'Source confirmed',
  SUBMITTED: 'Submitted',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

const WALK: readonly BridgeStatus[] = BRIDGE_STATUSES.filter((s) => s !== 'FAILED');

export const isKnownStatus = (status: string): status is BridgeStatus => (BRIDGE_STATUSES as readonly string[]).includes(status);
export const isFinalStatus = (status: string | undefined): boolean =>
  status !== undefined && FINAL_BRIDGE_STATUSES.includes(status as BridgeStatus);

/**
 * The steps for `status`. `reached` is the furthest step seen before a failure (the wire's FAILED
 * row does not say where it stopped); without it only detection is known to have happened.
 */
export function timelineSteps(status: string | undefined, reached?: string): TimelineStep[] {
  const step = (s: BridgeStatus, state: StepState): TimelineStep => ({ status: s, label: STATUS_LABELS[s], state });
  if (status === 'FAILED') {
    const upTo = Math.max(0, reached && isKnownStatus(reached) ? WALK.indexOf(reached) : 0);
    return [...WALK.slice(0, -1).map((s, i) => step(s, i <= upTo ? 'done' : 'todo')), step('FAILED', 'failed')];
  }
  const at = status && isKnownStatus(status) ? WALK.indexOf(status) : -1;
  return WALK.map((s, i) => step(s, i < at || status === 'COMPLETED' ? 'done' : i === at ? 'current' : 'todo'));
}

/** What a view remembers of an address's newest transfer between polls: which one, and its status. */
export type Seen = { id: string; status: string } | undefined;

/** A transfer's identity as the wire allows: no id is sent, but when and how much tell two apart. */
export const seenOf = (newest: BridgeTransaction | undefined): Seen =>
  newest && { id: `${newest.createdTimeMs ?? 'new'}|${newest.fromChainId}|${newest.fromAmountBaseUnit}`, status: newest.status };

/**
 * Whether a poll shows a transfer that has just completed: money moved, so every figure that counts
 * cash is read again. What the first read of an address shows (`before` unknown) is history, not news.
 */
export function justCompleted(before: Seen | 'unread', after: Seen): boolean {
  if (before === 'unread' || after?.status !== 'COMPLETED') return false;
  return before?.id !== after.id || before.status !== 'COMPLETED';
}
