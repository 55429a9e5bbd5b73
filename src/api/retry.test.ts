import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './http';
import { backoffDelay, withRetry } from './retry';

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

  it('retries what the caller names instead, when told', async () => {
    let calls = 0;
    const only425 = { retryable: (e: ApiError) => e.status === 425, sleep: async () => {} };
    const restarting = () => (++calls < 3 ? Promise.reject(new ApiError(425, '')) : Promise.resolve('up'));
    expect(await withRetry(restarting, only425)).toBe('up');
    calls = 0;
    await expect(withRetry(() => (calls++, Promise.reject(new ApiError(503, 'mode'))), only425)).rejects.toThrow('mode');
    expect(calls).toBe(1);
  });

  it('caps the exponential ceiling', () => {
    expect(backoffDelay(30, new ApiError(503, 'x'), { capMs: 1000, random: () => 0.999 })).toBeLessThan(1000);
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
