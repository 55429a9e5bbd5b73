import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProxyTypedData, signOp, type Op, type OpType } from '../../src/api/perps/op-signing';
import { createApp } from '../app';
import type { PerpsAppOptions } from '../perps/perps-app';
import { openDb } from '../db/connection';

/*
 * Test kit of the perps gateway: the whole app over a fresh database, a clock the test moves (the
 * index feed walks on it), and JSON calls under /perps.
 */

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
export type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 2026-09-23T12:00:00Z: a round hour, so funding hours fall on known steps. */
export const T0 = 1_790_164_800_000;

export function perpsWorld(perps: Omit<PerpsAppOptions, 'ledger' | 'sandbox' | 'chainId' | 'nowMs'> = {}) {
  const clock = { now: T0 };
  const db = openDb(':memory:');
  const app = createApp(db, { sandbox: true, perps: { nowMs: () => clock.now, ...perps } });
  return { app, db, clock, call: perpsCaller(app) };
}

export function perpsCaller(app: App, mount = '/perps') {
  const answer = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json(), headers: res.headers });
  const get = async (path: string, headers: Record<string, string> = {}) => answer(await app.request(`${mount}${path}`, { headers }));
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    answer(
      await app.request(`${mount}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { get, send };
}

export const CHAIN = 80002;
const WEEK = 7 * 86_400_000;
let salts = 1;

/** An owner and its proxy key, registered through POST /v1/account/proxy, with calls signed as they would be. */
export async function perpsSession(world: ReturnType<typeof perpsWorld>, ownerKey: Hex = generatePrivateKey()) {
  const { call, clock } = world;
  const owner = privateKeyToAccount(ownerKey);
  const proxy = privateKeyToAccount(generatePrivateKey());
  const expiry = clock.now + WEEK;
  const salt = salts++;
  const sig = await owner.signTypedData(createProxyTypedData(proxy.address, expiry, salt, clock.now, CHAIN));
  const created = await call.send('POST', '/v1/account/proxy', {
    op: { type: 'createProxy', args: { owner: owner.address, proxy: proxy.address, expiry } },
    sig,
    salt,
    ts: clock.now,
  });
  if (created.status !== 200) throw new Error(`createProxy: ${JSON.stringify(created.body)}`);
  const headers = { 'POLYMARKET-PROXY': proxy.address, 'POLYMARKET-SECRET': created.body.secret as string };
  const account = owner.address.toLowerCase();
  return {
    owner,
    proxy,
    account,
    headers,
    /** A private read with the proxy headers. */
    read: (path: string) => call.get(path, headers),
    /** A signed op body, as the SDK would send it (ts = the gateway's clock unless given). */
    sign: <T extends OpType>(op: Op<T>, ts = clock.now, signer: typeof proxy = proxy) => signOp(signer, op, CHAIN, salts++, ts),
    /** Sends a signed op. */
    op: async <T extends OpType>(method: string, path: string, op: Op<T>) =>
      call.send(method, path, await signOp(proxy, op, CHAIN, salts++, clock.now)),
    /** Credits perps collateral through the sandbox faucet. */
    fund: (amount: string) => call.send('POST', '/v1/sandbox/faucet', { address: owner.address, amount }),
  };
}

/** Lets the taker delay (20 ms unless the world set another) run out. */
export const afterTakerDelay = (ms = 20) => new Promise((r) => setTimeout(r, ms + 20));
