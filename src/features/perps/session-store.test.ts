import { describe, expect, it } from 'vitest';
import type { PerpsSession } from '../../api/perps/client';
import { forgetSessionUnlessOf, perpsSessionStore } from './session-store';

const session = { account: '0xabc', proxy: '0x1', headers: {}, sign: async () => ({}) } as unknown as PerpsSession;

describe('perpsSessionStore', () => {
  it('keeps the owner’s session, forgets it on a switch or a disconnect', () => {
    perpsSessionStore.set(session);
    forgetSessionUnlessOf('0xABC');
    expect(perpsSessionStore.get()).toBe(session);
    forgetSessionUnlessOf('0xdef');
    expect(perpsSessionStore.get()).toBeUndefined();
    perpsSessionStore.set(session);
    forgetSessionUnlessOf(undefined);
    expect(perpsSessionStore.get()).toBeUndefined();
  });
});
