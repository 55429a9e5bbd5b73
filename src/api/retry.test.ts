import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './http';
import { backoffDelay, fateUnknown, isRetryable, withRetry } from './retry';

describe('withRetry', () => {
  it('retries 429, 500 and 503 with full-jitter delays and gives up after the budget', async () => {
    const slept: number[] = [];
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new ApiError([429, 500, 503][calls % 3]!, 'busy'));
    };
    await expect(
      withRetry(failing, { retries: 3, baseMs: 100, random: () => 0.5, sleep: async (ms) => void slept.push(ms) }),
    ).rejects.toThrow('busy');
    expect(calls).toBe(4);
    expect(slept).toEqual([50, 100, 200]); // 0.5 × 100·2^n
  });

  it('honours Retry-After over the jittered delay', async () => {
    const slept: number[] = [];
    let calls = 0;
    const result = await withRetry(
      () => (++calls === 1 ? Promise.reject(new ApiError(429, 'slow down', undefined, 7)) : Promise.resolve('ok')),
      { sleep: async (ms) => void slept.push(ms) },
    );
    expect(result).toBe('ok');
    expect(slept).toEqual([7000]);
  });

  it('does not retry a 400', async () => {
    let calls = 0;
    await expect(withRetry(() => (calls++, Promise.reject(new ApiError(400, 'bad'))), { sleep: async () => {} })).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });

  it('retries a request that must not be repeated only on answers proving it was not acted on', async () => {
    let calls = 0;
    const once = { idempotent: false, sleep: async () => {} };
    const restarting = () => (++calls < 3 ? Promise.reject(new ApiError(425, '')) : Promise.resolve('up'));
    expect(await withRetry(restarting, once)).toBe('up');
    calls = 0;
    await expect(withRetry(() => (calls++, Promise.reject(new ApiError(0, 'no answer'))), once)).rejects.toThrow('no answer');
    expect(calls).toBe(1);
  });

  it('caps the exponential ceiling', () => {
    expect(backoffDelay(30, new ApiError(503, 'x'), { capMs: 1000, random: () => 0.999 })).toBeLessThan(1000);
  });
});

/* The one policy: reads and cancels retry any transient failure, orders only those proving they were not taken. */
const POST_ONLY = new ApiError(503, 'post-only mode: only post-only orders and cancels are allowed', 'post_only_mode', 30);
const CANCEL_ONLY = new ApiError(503, 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.');
const DISABLED = new ApiError(503, 'Trading is currently disabled. Check the service site for updates');

describe('the retry policy', () => {
  it.each([
    [0, true, false, true],
    [425, true, true, false],
    [429, true, true, false],
    [500, true, false, true],
    [502, true, false, true],
    [503, true, true, false],
    [504, true, false, true],
    [400, false, false, false],
    [401, false, false, false],
    [404, false, false, false],
  ])('status %i: idempotent %s, not idempotent %s, fate unknown %s', (status, idempotent, once, unknown) => {
    const e = new ApiError(status, 'x');
    expect(isRetryable(e, true)).toBe(idempotent);
    expect(isRetryable(e, false)).toBe(once);
    expect(fateUnknown(e)).toBe(unknown);
  });

  it("the exchange's modes are told, not retried", () => {
    for (const e of [POST_ONLY, CANCEL_ONLY, DISABLED]) {
      expect(isRetryable(e, true)).toBe(false);
      expect(isRetryable(e, false)).toBe(false);
    }
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('12')).toBe(12);
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 21 Nov 2026 00:00:30 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
