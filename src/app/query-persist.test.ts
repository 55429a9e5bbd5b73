import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-persist';

const q = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success', meta?: Record<string, unknown>) =>
  ({ queryKey, state: { status }, meta }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('persists successful public reads', () => {
    expect(shouldPersistQuery(q(['positions', 'list', '0xabc', {}]))).toBe(true);
    expect(shouldPersistQuery(q(['market', 'detail', '0x01']))).toBe(true);
  });

  it('never persists trading or wallet queries, whatever their state', () => {
    expect(shouldPersistQuery(q(['trading', 'api-key']))).toBe(false);
    expect(shouldPersistQuery(q(['orders', 'open']))).toBe(false);
    expect(shouldPersistQuery(q([{ entity: 'credentials' }]))).toBe(false);
  });

  it('skips failures, pending queries and opt-outs', () => {
    expect(shouldPersistQuery(q(['activity', 'x'], 'error'))).toBe(false);
    expect(shouldPersistQuery(q(['activity', 'x'], 'pending'))).toBe(false);
    expect(shouldPersistQuery(q(['activity', 'full'], 'success', { persist: false }))).toBe(false);
  });
});
