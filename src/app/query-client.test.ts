import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { retryDelay, shouldRetry } from './query-client';

describe('query client policy', () => {
  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError(400, 'invalid user'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not found'))).toBe(false);
  });

  it('retries network failures, 5xx and 429 a couple of times', () => {
    expect(shouldRetry(0, new ApiError(0, 'unreachable'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'slow down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'down'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x'))).toBe(true);
  });

  it('waits as long as Retry-After asks', () => {
    expect(retryDelay(0, new ApiError(429, 'slow', undefined, 3))).toBe(3000);
    expect(retryDelay(1, new Error('x'))).toBe(1000);
  });
});
