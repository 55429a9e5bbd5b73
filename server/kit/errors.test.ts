import { describe, expect, it } from 'vitest';
import { overriddenStatus } from './errors';

describe('status overrides', () => {
  it('turn "not found" into 404, "unauthorized" into 401 and "context canceled" into 400, whatever the status', () => {
    expect(overriddenStatus(500, 'market not found')).toBe(404);
    expect(overriddenStatus(400, 'Unauthorized/Invalid api key')).toBe(401);
    expect(overriddenStatus(500, 'context canceled')).toBe(400);
    expect(overriddenStatus(503, 'post-only mode: only post-only orders and cancels are allowed')).toBe(503);
  });
});
