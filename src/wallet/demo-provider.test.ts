import { describe, expect, it } from 'vitest';
import { createDemoProvider, DEMO_GRANT_KEY, storedGrant } from './demo-provider';

/** A Storage stand-in (vitest runs without a DOM here). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const CHAINS = [137, 80002];

describe('the Demo wallet across a reload', () => {
  it('answers eth_accounts on a new page once this site was connected, and only the fact is stored', async () => {
    const storage = memoryStorage();
    const before = createDemoProvider(80002, CHAINS, storedGrant(storage));
    expect(await before.request({ method: 'eth_accounts' })).toEqual([]);
    const [address] = (await before.request({ method: 'eth_requestAccounts' })) as string[];

    // a reload: a new provider, the same storage
    const after = createDemoProvider(80002, CHAINS, storedGrant(storage));
    expect(await after.request({ method: 'eth_accounts' })).toEqual([address]);
    expect([...storage.items]).toEqual([[DEMO_GRANT_KEY, '1']]);
  });

  it('forgets the site when the wallet revokes it (wagmi disconnect)', async () => {
    const storage = memoryStorage();
    const provider = createDemoProvider(80002, CHAINS, storedGrant(storage));
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(storage.items.size).toBe(0);
    expect(await createDemoProvider(80002, CHAINS, storedGrant(storage)).request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('lasts the page when storage refuses writes', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const provider = createDemoProvider(80002, CHAINS, storedGrant(refusing));
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(accounts);
  });
});
