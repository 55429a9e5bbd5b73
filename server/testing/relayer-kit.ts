import type { Hex, PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CONTRACTS } from '../../src/api/config';
import { deriveDepositWallet, deriveSafe } from '../../src/api/relayer/addresses';
import {
  aggregateSafeCalls,
  createProxyTypedData,
  depositWalletBatchTypedData,
  packSafeSignature,
  safeTxHash,
  type SafeCall,
} from '../../src/api/relayer/safe-tx';
import { l2Signature } from '../../src/api/trading/hmac';
import { BUILDER_HEADERS } from '../../src/api/trading/wire';
import type { Db } from '../db/connection';
import { createCredentialDeriver } from '../trading/auth/credentials';
import { serviceKey } from '../trading/auth/service-key';
import { createAuthStore } from '../trading/auth/store';
import { createStatementCache } from '../db/statement-cache';
import { l1Headers, l2Headers, type Creds } from './trading-kit';

/*
 * Test kit of the relayer: builder credentials, builder headers, and /submit bodies signed and laid
 * out as the official relayer client makes them (key order included), from the client's side.
 */

/** The development key (anvil's first): the facts sheet's vectors are signed with it. */
export const DEV = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const ZERO = '0x0000000000000000000000000000000000000000';

export type BuilderCreds = { key: string; secret: string; passphrase: string };
type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A builder key the public way: L1 creates a trading key (unless the account has one already), whose
 * L2 headers create the builder key.
 */
export async function builderKeyViaClob(app: App, account: PrivateKeyAccount, chainId: number, trading?: Creds): Promise<BuilderCreds> {
  const l2 =
    trading ??
    ((await (await app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(account, chainId) })).json()) as Creds);
  const headers = await l2Headers(account, l2, 'POST', '/auth/builder-api-key');
  const res = await app.request('/clob/auth/builder-api-key', { method: 'POST', headers });
  if (res.status !== 200) throw new Error(`builder key: ${res.status} ${await res.text()}`);
  return (await res.json()) as BuilderCreds;
}

/** A builder key written straight into the store (for apps without /clob). */
export function builderKeyInStore(db: Db, address: string): BuilderCreds {
  const ctx = { db, prepare: createStatementCache(db) };
  const creds = createCredentialDeriver(serviceKey(db));
  const owner = address.toLowerCase();
  const key = createAuthStore({ ...ctx, chainId: 0, nowMs: Date.now, serviceKey: '' }).insertBuilderKey(owner, Date.now(), (nonce) =>
    creds.apiKey('builder', owner, nonce),
  )!;
  const { secret, passphrase } = creds.credentials(key);
  return { key, secret, passphrase };
}

/** The four builder headers of a request, as BuilderSigner writes them. */
export async function builderHeaders(creds: BuilderCreds, method: string, path: string, body?: string, timestamp?: number) {
  const ts = String(timestamp ?? Math.floor(Date.now() / 1000));
  return {
    [BUILDER_HEADERS.apiKey]: creds.key,
    [BUILDER_HEADERS.passphrase]: creds.passphrase,
    [BUILDER_HEADERS.signature]: await l2Signature(creds.secret, { timestamp: ts, method, path, body }),
    [BUILDER_HEADERS.timestamp]: ts,
  };
}

export async function safeCreateBody(account: PrivateKeyAccount, chainId: number) {
  return {
    from: account.address,
    to: CONTRACTS.safeFactory,
    proxyWallet: deriveSafe(account.address),
    data: '0x',
    signature: await account.signTypedData(createProxyTypedData(chainId)),
    signatureParams: { paymentToken: ZERO, payment: '0', paymentReceiver: ZERO },
    type: 'SAFE-CREATE',
  };
}

/** A SAFE body for these calls (MultiSend for two or more), signed at `nonce`. */
export async function safeBody(account: PrivateKeyAccount, chainId: number, calls: SafeCall[], nonce: number, metadata = '') {
  const safe = deriveSafe(account.address);
  const call = aggregateSafeCalls(calls);
  const hash = safeTxHash({ chainId, safe, call, nonce: BigInt(nonce) });
  const signature = packSafeSignature(await account.signMessage({ message: { raw: hash } }));
  return {
    from: account.address,
    to: call.to,
    proxyWallet: safe,
    data: call.data,
    nonce: String(nonce),
    signature,
    signatureParams: {
      gasPrice: '0',
      operation: String(call.operation),
      safeTxnGas: '0',
      baseGas: '0',
      gasToken: ZERO,
      refundReceiver: ZERO,
    },
    type: 'SAFE',
    metadata,
  };
}

export const walletCreateBody = (account: PrivateKeyAccount) => ({
  type: 'WALLET-CREATE',
  from: account.address,
  to: CONTRACTS.depositWalletFactory,
});

export async function walletBody(
  account: PrivateKeyAccount,
  chainId: number,
  calls: { target: Hex; value: string; data: Hex }[],
  nonce: number,
  deadline: number,
) {
  const wallet = deriveDepositWallet(account.address, chainId);
  const typed = depositWalletBatchTypedData({
    chainId,
    wallet,
    nonce: BigInt(nonce),
    deadline: BigInt(deadline),
    calls: calls.map((c) => ({ ...c, value: BigInt(c.value) })),
  });
  return {
    type: 'WALLET',
    from: account.address,
    to: CONTRACTS.depositWalletFactory,
    nonce: String(nonce),
    signature: await account.signTypedData(typed),
    depositWalletParams: { depositWallet: wallet, deadline: String(deadline), calls },
  };
}

/** A relayer client in a test: posts with builder headers (JSON sent as the official client sends it) and reads. */
export function relayerCaller(app: App, creds: BuilderCreds, mount = '/relayer') {
  const submit = async (body: unknown, opts: { creds?: BuilderCreds; raw?: string; timestamp?: number } = {}) => {
    const text = opts.raw ?? JSON.stringify(body);
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      ...(await builderHeaders(opts.creds ?? creds, 'POST', '/submit', text, opts.timestamp)),
    };
    const res = await app.request(`${mount}/submit`, { method: 'POST', headers, body: text });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  const get = async (path: string, headers?: Record<string, string>) => {
    const res = await app.request(`${mount}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[] };
  };
  const transaction = async (id: string) => ((await get(`/transaction?id=${id}`)).body as Record<string, string>[])[0]!;
  /** Polls until the transaction reaches a terminal state (CONFIRMED or FAILED). */
  const settled = async (id: string, timeoutMs = 5_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const tx = await transaction(id);
      if (tx.state === 'STATE_CONFIRMED' || tx.state === 'STATE_FAILED' || Date.now() > until) return tx;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { submit, get, transaction, settled };
}
