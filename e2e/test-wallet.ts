import type { Page } from '@playwright/test';
import type { LocalAccount } from 'viem';
import { CHAIN_ID } from '../src/api/config';
import { createAccountProvider } from '../src/wallet/demo-provider';
import { jsonRpc } from '../src/wallet/chain-rpc';

/*
 * A wallet for the browser tests: an EIP-1193 provider announced through EIP-6963, whose every
 * request is answered in the test process by a viem local account (page.exposeFunction). It keeps
 * what a real extension keeps (connected, chain) and records every signing request, so a test can
 * assert that none reached the wallet.
 */

export type TestWalletOptions = {
  chainId: number;
  name?: string;
  rejectSignatures?: boolean;
  /** The sandbox chain's absolute URL: the wallet then sends transactions (signed here, sent raw), as an extension does to its RPC. */
  chainUrl?: string;
};

export type TestWallet = {
  /** Every signing request that reached the wallet, in order (method and the typed data's primary type). */
  signingRequests: { method: string; primaryType?: string; chainId?: number; to?: string }[];
  /** Make later signature requests fail as a user's "Reject" would (EIP-1193 code 4001). */
  rejectSignatures(reject: boolean): void;
};

type Answer = { result?: unknown; error?: { code: number; message: string } };

export async function injectTestWallet(page: Page, account: LocalAccount, options: TestWalletOptions): Promise<TestWallet> {
  // the wallet's own answers are the app's account provider's; the test wallet adds the record and the "Reject"
  const rpc = options.chainUrl ? jsonRpc(options.chainUrl) : undefined;
  const wallet = createAccountProvider(account, options.chainId, [CHAIN_ID.polygon, CHAIN_ID.amoy], undefined, rpc);
  let reject = options.rejectSignatures ?? false;
  const signingRequests: TestWallet['signingRequests'] = [];

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    if (method === 'eth_signTypedData_v4') {
      const typed = JSON.parse(params[1] as string) as { primaryType: string; domain: { chainId?: number | string } };
      signingRequests.push({ method, primaryType: typed.primaryType, chainId: Number(typed.domain.chainId) });
    } else if (method === 'personal_sign') signingRequests.push({ method });
    else if (method === 'eth_sendTransaction') signingRequests.push({ method, to: (params[0] as { to?: string }).to });
    else return wallet.request({ method, params });
    if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    return wallet.request({ method, params });
  }

  await page.exposeFunction('__testWalletRequest', async (json: string): Promise<Answer> => {
    const { method, params } = JSON.parse(json) as { method: string; params?: unknown[] };
    try {
      return { result: await answer(method, params ?? []) };
    } catch (err) {
      const e = err as { code?: number; message?: string };
      return { error: { code: e.code ?? -32603, message: e.message ?? 'failed' } };
    }
  });

  // a string, not a function: a function's source would carry whatever helpers the TypeScript
  // loader of the caller adds (tsx, for the bench), which do not exist in the page
  await page.addInitScript({ content: pageScript(options.name ?? 'Test Wallet', '7e5b1f0c-4d0e-4f3a-9a59-0c1d2e3f4a5b') });

  return {
    signingRequests,
    rejectSignatures(value: boolean) {
      reject = value;
    },
  };
}

function pageScript(name: string, uuid: string): string {
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23468'/%3E%3C/svg%3E";
  return `(() => {
  const listeners = new Map();
  const emit = (event, ...args) => listeners.get(event)?.forEach((l) => l(...args));
  const provider = {
    async request({ method, params }) {
      // when the page asked to sign (bench/ticket-sign.ts measures a click's way to it)
      if (method === 'eth_signTypedData_v4') window.__signAskedAt = performance.now();
      const { result, error } = await window.__testWalletRequest(JSON.stringify({ method, params }));
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      if (method === 'wallet_switchEthereumChain') emit('chainChanged', params[0].chainId);
      return result;
    },
    on(event, l) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(l);
    },
    removeListener(event, l) {
      listeners.get(event)?.delete(l);
    },
  };
  const info = Object.freeze({ uuid: ${JSON.stringify(uuid)}, name: ${JSON.stringify(name)}, icon: ${JSON.stringify(icon)}, rdns: 'dev.vantage.test-wallet' });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;
}
