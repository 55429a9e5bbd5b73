import { numberToHex, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/*
 * The "Demo wallet" of the local sandbox: an EIP-1193 provider that signs as the demo trader with
 * the well-known development key, so a newcomer places orders with no extension. The key is public
 * (every development chain ships it) and the sandbox signs for a test chain, so its signatures are
 * worthless anywhere else. config.ts leaves it out of any build that points at public services.
 */

const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

type Listener = (...args: unknown[]) => void;
type Request = { method: string; params?: unknown };

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function createDemoProvider(initialChainId: number, chainIds: readonly number[]) {
  return createAccountProvider(privateKeyToAccount(DEV_KEY), initialChainId, chainIds);
}

/** An EIP-1193 provider that answers as a wallet holding `account` would (the e2e test wallet answers with one too). */
export function createAccountProvider(account: LocalAccount, initialChainId: number, chainIds: readonly number[]) {
  const listeners = new Map<string, Set<Listener>>();
  let chainId = initialChainId;
  let connected = false;
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  async function request({ method, params }: Request): Promise<unknown> {
    const list = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        return [account.address];
      case 'eth_accounts':
        return connected ? [account.address] : [];
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
        if (method === 'wallet_revokePermissions') connected = false;
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
      default:
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
