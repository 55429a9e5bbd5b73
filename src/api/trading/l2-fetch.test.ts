import { describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import { retryPost, retryRead } from './l2-fetch';

/* Which failures are tried again: reads and cancels on any transient failure, orders only when the answer proves they were not taken. */

const POST_ONLY = new ApiError(503, 'post-only mode: only post-only orders and cancels are allowed', 'post_only_mode', 30);
const CANCEL_ONLY = new ApiError(503, 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.');
const DISABLED = new ApiError(503, 'Trading is currently disabled. Check the service site for updates');

describe('retry policies', () => {
  it.each([
    [0, true, false],
    [425, true, true],
    [429, true, true],
    [500, true, false],
    [502, false, false],
    [503, true, true],
    [400, false, false],
    [401, false, false],
    [404, false, false],
  ])('status %i: read %s, post %s', (status, read, post) => {
    const e = new ApiError(status, 'x');
    expect(retryRead(e)).toBe(read);
    expect(retryPost(e)).toBe(post);
  });

  it("the exchange's modes are told, not retried", () => {
    for (const e of [POST_ONLY, CANCEL_ONLY, DISABLED]) {
      expect(retryRead(e)).toBe(false);
      expect(retryPost(e)).toBe(false);
    }
  });
});
