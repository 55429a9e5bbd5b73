import { numberToHex, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { PASSED_THROUGH, ProviderRpcError, sendAsWallet, type ChainRpc } from './chain-rpc';

/*
 * The "Demo wallet" of the local sandbox: an EIP-1193 provider that signs as the demo trader with
 * the well-known development key, so a newcomer places orders with no extension. The key is public
 * (every development chain ships it) and the sandbox signs for a test chain, so its signatures are
 * worthless anywhere else. config.ts leaves it out of any build that points at public services.
 */

const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

type Listener = (...args: unknown[]) => void;
type Request = { method: string; params?: unknown };

/**
 * Whether this site may read the wallet's account: what a browser extension remembers per origin
 * between page loads, so wagmi's reconnect (the connector's `isAuthorized`, which asks
 * `eth_accounts`) finds the wallet again after a reload. A yes or no only: never a key.
 */
export type Grant = { get(): boolean; set(granted: boolean): void };

export const DEMO_GRANT_KEY = 'vantage.demo-wallet.connected';

/** The Demo wallet's grant, kept in localStorage (the fact of the connection, nothing more). */
export function storedGrant(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): Grant {
  // storage may be missing or refuse writes (private modes, quotas): the grant then lasts the page
  let memory = false;
  return {
    get: () => {
      try {
        return storage?.getItem(DEMO_GRANT_KEY) === '1' || memory;
      } catch {
        return memory;
      }
    },
    set(granted) {
      memory = granted;
      try {
        if (granted) storage?.setItem(DEMO_GRANT_KEY, '1');
        else storage?.removeItem(DEMO_GRANT_KEY);
      } catch {
        /* the in-memory grant stands */
      }
    },
  };
}

/** A grant for this page only (the e2e test wallet's extension state lives in the test process). */
function memoryGrant(): Grant {
  let granted = false;
  return { get: () => granted, set: (g) => void (granted = g) };
}

export function createDemoProvider(initialChainId: number, chainIds: readonly number[], grant: Grant = memoryGrant(), rpc?: ChainRpc) {
  return createAccountProvider(privateKeyToAccount(DEV_KEY), initialChainId, chainIds, grant, rpc);
}

/**
 * An EIP-1193 provider that answers as a wallet holding `account` would (the e2e test wallet answers
 * with one too). With `rpc` (the sandbox chain) it also sends transactions, signed here, and passes
 * the reads a transaction's wait needs through; without it, it only signs. It calls `rpc` only when
 * asked (an action), never on its own, so read views stay free of chain calls.
 */
export function createAccountProvider(
  account: LocalAccount,
  initialChainId: number,
  chainIds: readonly number[],
  grant: Grant = memoryGrant(),
  rpc?: ChainRpc,
) {
  const listeners = new Map<string, Set<Listener>>();
  let chainId = initialChainId;
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  async function request({ method, params }: Request): Promise<unknown> {
    const list = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
        grant.set(true);
        return [account.address];
      case 'eth_accounts':
        return grant.get() ? [account.address] : [];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((list[0] as { chainId: Hex }).chainId);
        if (!chainIds.includes(wanted)) throw new ProviderRpcError(4902, `Unrecognized chain ${wanted}`);
        chainId = wanted;
        emit('chainChanged', numberToHex(chainId));
        return null;
      }
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        if (method === 'wallet_revokePermissions') grant.set(false);
        return [{ parentCapability: 'eth_accounts' }];
      case 'eth_signTypedData_v4': {
        const [from, json] = list as [string, string];
        if (from.toLowerCase() !== account.address.toLowerCase()) throw new ProviderRpcError(4100, 'Unknown account');
        const typed = JSON.parse(json) as Parameters<NonNullable<LocalAccount['signTypedData']>>[0] & { types: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        return account.signTypedData!({ ...typed, types } as Parameters<NonNullable<LocalAccount['signTypedData']>>[0]);
      }
      case 'personal_sign':
        return account.signMessage!({ message: { raw: list[0] as Hex } });
      case 'eth_sendTransaction':
        if (!rpc) throw new ProviderRpcError(4200, 'The demo wallet does not send transactions here');
        return sendAsWallet(account, chainId, rpc, list[0] as Parameters<typeof sendAsWallet>[3]);
      default:
        if (rpc && PASSED_THROUGH.has(method)) return rpc(method, list);
        throw new ProviderRpcError(4200, `The demo wallet does not support ${method}`);
    }
  }

  return {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
