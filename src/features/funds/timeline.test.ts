import { describe, expect, it } from 'vitest';
import { justCompleted, seenOf, timelineSteps } from './timeline';

const states = (status: string | undefined, reached?: string) => timelineSteps(status, reached).map((s) => `${s.status}:${s.state}`);

describe('timelineSteps', () => {
  it('walks the five steps of a transfer that goes through', () => {
    expect(states(undefined)).toEqual([
      'DEPOSIT_DETECTED:todo',
      'PROCESSING:todo',
      'ORIGIN_TX_CONFIRMED:todo',
      'SUBMITTED:todo',
      'COMPLETED:todo',
    ]);
    expect(states('ORIGIN_TX_CONFIRMED')).toEqual([
      'DEPOSIT_DETECTED:done',
      'PROCESSING:done',
      'ORIGIN_TX_CONFIRMED:current',
      'SUBMITTED:todo',
      'COMPLETED:todo',
    ]);
    expect(states('COMPLETED').every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('ends a failed transfer on Failed, after the steps it reached', () => {
    expect(states('FAILED', 'PROCESSING')).toEqual([
      'DEPOSIT_DETECTED:done',
      'PROCESSING:done',
      'ORIGIN_TX_CONFIRMED:todo',
      'SUBMITTED:todo',
      'FAILED:failed',
    ]);
    // failed before any poll saw it move: only its detection is known
    expect(states('FAILED')[0]).toBe('DEPOSIT_DETECTED:done');
    expect(states('FAILED')[1]).toBe('PROCESSING:todo');
  });

  it('marks no step for a status it does not know', () => {
    expect(states('REFUNDED').every((s) => s.endsWith(':todo'))).toBe(true);
  });
});

describe('justCompleted', () => {
  const tx = (status: string, createdTimeMs?: number, amount = '25000000') => ({
    fromChainId: '8453',
    fromTokenAddress: '0x',
    fromAmountBaseUnit: amount,
    toChainId: '137',
    toTokenAddress: '0x',
    status,
    createdTimeMs,
  });

  it('is news when the transfer being watched completes, or a new one arrives completed', () => {
    expect(justCompleted(seenOf(tx('SUBMITTED', 5)), seenOf(tx('COMPLETED', 5)))).toBe(true);
    expect(justCompleted(undefined, seenOf(tx('COMPLETED', 5)))).toBe(true);
    expect(justCompleted(seenOf(tx('COMPLETED', 5)), seenOf(tx('COMPLETED', 9)))).toBe(true);
    expect(justCompleted(seenOf(tx('DEPOSIT_DETECTED')), seenOf(tx('COMPLETED', 5)))).toBe(true);
  });

  it('is not news on the first read, on a repeat of the same completed one, or before completion', () => {
    expect(justCompleted('unread', seenOf(tx('COMPLETED', 5)))).toBe(false);
    expect(justCompleted(seenOf(tx('COMPLETED', 5)), seenOf(tx('COMPLETED', 5)))).toBe(false);
    expect(justCompleted(seenOf(tx('PROCESSING', 5)), seenOf(tx('SUBMITTED', 5)))).toBe(false);
    expect(justCompleted(seenOf(tx('PROCESSING', 5)), seenOf(tx('FAILED', 5)))).toBe(false);
    expect(justCompleted(undefined, undefined)).toBe(false);
  });
});
