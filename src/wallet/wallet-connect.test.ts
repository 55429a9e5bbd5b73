import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateConnectorFn } from 'wagmi';
import { untilChosen, walletConnectConnectors } from './wallet-connect';

describe('walletConnectConnectors', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('offers no WalletConnect without a project id', async () => {
    vi.stubEnv('VITE_WALLETCONNECT_PROJECT_ID', '');
    expect(await walletConnectConnectors()).toEqual([]);
  });

  it('offers WalletConnect, with our name, when the build has a project id', async () => {
    vi.stubEnv('VITE_WALLETCONNECT_PROJECT_ID', 'test-project');
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' });
    const [make] = await walletConnectConnectors();
    // only described here: its provider (and the relay) would be reached on connect
    const connector = make!({ chains: [], storage: null } as never);
    expect(connector).toMatchObject({ id: 'walletConnect', name: 'WalletConnect' });
  });
});

describe('untilChosen', () => {
  function fakeConnector() {
    const provider = { request: vi.fn() };
    const calls: string[] = [];
    const make = (() => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      setup: async () => void calls.push('setup'),
      getProvider: async () => (calls.push('getProvider'), provider),
      isAuthorized: async () => (calls.push('isAuthorized'), true),
      connect: async () => (calls.push('connect'), { accounts: [], chainId: 137 }),
    })) as unknown as CreateConnectorFn;
    return { make, calls, provider };
  }
  const storage = (recent: string | null) => ({ getItem: async () => recent }) as never;

  it('loads nothing until the user picks it', async () => {
    const { make, calls, provider } = fakeConnector();
    const connector = untilChosen(make)({ storage: storage('io.metamask') } as never);
    await connector.setup?.();
    expect(await connector.getProvider()).toBeUndefined();
    expect(await connector.isAuthorized()).toBe(false);
    expect(calls).toEqual([]);
    await connector.connect();
    expect(await connector.getProvider()).toBe(provider);
    expect(calls).toEqual(['connect', 'getProvider']);
  });

  it('wakes at once when it was this browser’s last wallet, so the session comes back', async () => {
    const { make, calls } = fakeConnector();
    const connector = untilChosen(make)({ storage: storage('walletConnect') } as never);
    await connector.setup?.();
    expect(await connector.isAuthorized()).toBe(true);
    expect(calls).toEqual(['setup', 'isAuthorized']);
  });
});
