import { useSyncExternalStore } from 'react';
import type { PerpsSession } from '../../api/perps/client';

/*
 * The perps session (the proxy key, its secret, its signer), in memory only: never storage, a URL
 * or a log, and never in the query cache. A reload forgets it and one owner signature creates a new
 * proxy. It belongs to one owner: a switch of account or a disconnect forgets it (SessionFollowsAccount).
 */

let current: PerpsSession | undefined;
const listeners = new Set<() => void>();

export const perpsSessionStore = {
  get: (): PerpsSession | undefined => current,
  set(next: PerpsSession | undefined) {
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Forgets the session unless it is `address`'s (undefined: forgets it whatever it is). */
export function forgetSessionUnlessOf(address: string | undefined): void {
  const held = perpsSessionStore.get();
  if (held && held.account !== address?.toLowerCase()) perpsSessionStore.set(undefined);
}

/** The session of `address`, or undefined (another account's is never handed out). */
export function usePerpsSession(address: string | undefined): PerpsSession | undefined {
  const held = useSyncExternalStore(perpsSessionStore.subscribe, perpsSessionStore.get);
  return held && address && held.account === address.toLowerCase() ? held : undefined;
}
