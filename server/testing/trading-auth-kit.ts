import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { CHAIN_ID } from '../../src/api/config';
import { l2Signature } from '../../src/api/trading/hmac';
import { clobAuthTypedData, L1_HEADERS, L2_HEADERS } from '../../src/api/trading/wire';
import { openDb, type Db } from '../db/connection';
import { createTradingApp } from '../trading/trading-app';

/*
 * The trading service's auth from a client's side, for tests: a pinned clock, wallets that sign L1
 * headers, and credentials that sign L2 headers, written from the wire facts rather than the server.
 */

/** Anvil's first and second dev keys: public test keys, no funds anywhere that matters. */
export const OWNER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const STRANGER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** The pinned service clock: 2025-06-15T15:06:40Z. */
export const NOW_MS = 1_750_000_000_000;
export const NOW_S = NOW_MS / 1000;

export type Creds = { apiKey: string; secret: string; passphrase: string };

export type AuthTestApp = {
  db: Db;
  app: ReturnType<typeof createTradingApp>;
  /** Moves the service's clock. */
  setNow: (ms: number) => void;
};

/** The trading app over a fresh in-memory database, its clock pinned at NOW_MS. */
export function authTestApp(options: { chainId?: number; db?: Db } = {}): AuthTestApp {
  const db = options.db ?? openDb(':memory:');
  let now = NOW_MS;
  const app = createTradingApp(db, { nowMs: () => now, chainId: options.chainId ?? CHAIN_ID.amoy });
  return { db, app, setNow: (ms) => (now = ms) };
}

export type L1Options = { chainId?: number; timestamp?: number | string; nonce?: bigint; address?: `0x${string}` };

/** What the official client sends for L1: ClobAuth signed by `account` (defaults: Amoy, now, nonce 0). */
export async function l1Headers(account: PrivateKeyAccount, o: L1Options = {}): Promise<Record<string, string>> {
  const address = o.address ?? account.address;
  const timestamp = String(o.timestamp ?? NOW_S);
  const nonce = o.nonce ?? 0n;
  const signature = await account.signTypedData(clobAuthTypedData({ address, timestamp, nonce, chainId: o.chainId ?? CHAIN_ID.amoy }));
  return {
    [L1_HEADERS.address]: address,
    [L1_HEADERS.signature]: signature,
    [L1_HEADERS.timestamp]: timestamp,
    [L1_HEADERS.nonce]: nonce.toString(),
  };
}

export type L2Options = { method: string; path: string; body?: string; timestamp?: number | string; address?: string };

/** What the official client sends for L2: the HMAC of timestamp + method + path + body with the secret. */
export async function l2Headers(creds: Creds, address: string, o: L2Options): Promise<Record<string, string>> {
  const timestamp = String(o.timestamp ?? NOW_S);
  const signature = await l2Signature(creds.secret, { timestamp, method: o.method, path: o.path, body: o.body });
  return {
    [L2_HEADERS.address]: o.address ?? address,
    [L2_HEADERS.signature]: signature,
    [L2_HEADERS.timestamp]: timestamp,
    [L2_HEADERS.apiKey]: creds.apiKey,
    [L2_HEADERS.passphrase]: creds.passphrase,
  };
}

export type Answer = { status: number; body: unknown };

/** One request, as the official client sends it: JSON content type, the body (if any) verbatim. */
export async function send(t: AuthTestApp, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await t.app.request(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body });
  return { status: res.status, body: await res.json() };
}

/** Creates the credential of `nonce` for `account` and returns it (the test fails loudly otherwise). */
export async function createCreds(t: AuthTestApp, account: PrivateKeyAccount, nonce = 0n): Promise<Creds> {
  const res = await send(t, 'POST', '/auth/api-key', await l1Headers(account, { nonce }));
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Creds;
}

/** An L2 call signed with `creds` for `account`; `sign` overrides what goes into the MAC (tampering tests). */
export async function l2Send(
  t: AuthTestApp,
  creds: Creds,
  address: string,
  method: string,
  path: string,
  body?: string,
  sign: Partial<L2Options> = {},
): Promise<Answer> {
  const headers = await l2Headers(creds, address, { method, path, body, ...sign });
  return send(t, method, path, headers, body);
}
