import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { L2_HEADERS } from '../../../src/api/trading/wire';
import {
  authTestApp,
  createCreds,
  l1Headers,
  l2Headers,
  l2Send,
  NOW_S,
  OWNER,
  send,
  STRANGER,
  type AuthTestApp,
  type Creds,
} from '../../testing/trading-auth-kit';
import { TIMESTAMP_WINDOW } from './clock-window';

const REFUSAL = { status: 401, body: { error: 'Unauthorized/Invalid api key' } };
const listKeys = (t: AuthTestApp, creds: Creds, address = OWNER.address) => l2Send(t, creds, address, 'GET', '/auth/api-keys');

async function ownerApp() {
  const t = authTestApp();
  return { t, creds: await createCreds(t, OWNER) };
}

describe('GET /auth/api-keys', () => {
  it("lists the caller's live keys, never another wallet's and never a secret", async () => {
    const { t, creds } = await ownerApp();
    const second = await createCreds(t, OWNER, 1n);
    const theirs = await createCreds(t, STRANGER);
    const res = await listKeys(t, creds);
    expect(res.status).toBe(200);
    expect((res.body as { apiKeys: string[] }).apiKeys.sort()).toEqual([creds.apiKey, second.apiKey].sort());
    expect(await listKeys(t, theirs, STRANGER.address)).toEqual({ status: 200, body: { apiKeys: [theirs.apiKey] } });
  });

  it('leaves the query string out of the MAC, as clients sign the bare path', async () => {
    const { t, creds } = await ownerApp();
    const headers = await l2Headers(creds, OWNER.address, { method: 'GET', path: '/auth/api-keys' });
    expect((await send(t, 'GET', '/auth/api-keys?cursor=x', headers)).status).toBe(200);
  });

  it('signs the path under the mount: /auth/api-keys, not /clob/auth/api-keys', async () => {
    const { t, creds } = await ownerApp();
    const host = new Hono().route('/clob', t.app);
    const call = async (signedPath: string) => {
      const headers = await l2Headers(creds, OWNER.address, { method: 'GET', path: signedPath });
      return (await host.request('/clob/auth/api-keys', { headers })).status;
    };
    expect(await call('/auth/api-keys')).toBe(200);
    expect(await call('/clob/auth/api-keys')).toBe(401);
  });
});

describe('L2 refusals: 401 Unauthorized/Invalid api key', () => {
  it('a wrong secret, passphrase or api key', async () => {
    const { t, creds } = await ownerApp();
    const other = await createCreds(t, OWNER, 1n);
    expect(await listKeys(t, { ...creds, secret: other.secret })).toEqual(REFUSAL);
    expect(await listKeys(t, { ...creds, passphrase: other.passphrase })).toEqual(REFUSAL);
    expect(await listKeys(t, { ...creds, passphrase: creds.passphrase.slice(1) })).toEqual(REFUSAL);
    expect(await listKeys(t, { ...creds, apiKey: '00000000-0000-4000-8000-000000000000' })).toEqual(REFUSAL);
  });

  it("another wallet's address in POLY_ADDRESS; the owner's in another case passes", async () => {
    const { t, creds } = await ownerApp();
    expect(await listKeys(t, creds, STRANGER.address)).toEqual(REFUSAL);
    expect((await listKeys(t, creds, OWNER.address.toLowerCase() as `0x${string}`)).status).toBe(200);
  });

  it('stale, future and malformed timestamps', async () => {
    const { t, creds } = await ownerApp();
    const at = (timestamp: number | string) => l2Send(t, creds, OWNER.address, 'GET', '/auth/api-keys', undefined, { timestamp });
    expect(await at(NOW_S - TIMESTAMP_WINDOW.pastSeconds - 1)).toEqual(REFUSAL);
    expect(await at(NOW_S + TIMESTAMP_WINDOW.futureSeconds + 1)).toEqual(REFUSAL);
    expect(await at('soon')).toEqual(REFUSAL);
    expect((await at(NOW_S - TIMESTAMP_WINDOW.pastSeconds)).status).toBe(200);
  });

  it('a timestamp, body, path or method other than the signed one', async () => {
    const { t, creds } = await ownerApp();
    const signed = await l2Headers(creds, OWNER.address, { method: 'GET', path: '/auth/api-keys' });
    expect(await send(t, 'GET', '/auth/api-keys', { ...signed, [L2_HEADERS.timestamp]: String(NOW_S - 1) })).toEqual(REFUSAL);
    const forPost = await l2Headers(creds, OWNER.address, { method: 'POST', path: '/auth/api-keys' });
    expect(await send(t, 'GET', '/auth/api-keys', forPost)).toEqual(REFUSAL);
    const forOtherPath = await l2Headers(creds, OWNER.address, { method: 'GET', path: '/auth/builder-api-key' });
    expect(await send(t, 'GET', '/auth/api-keys', forOtherPath)).toEqual(REFUSAL);
    const forBody = await l2Headers(creds, OWNER.address, { method: 'DELETE', path: '/auth/api-key', body: '{}' });
    expect(await send(t, 'DELETE', '/auth/api-key', forBody, '{"x":1}')).toEqual(REFUSAL);
    expect(await send(t, 'DELETE', '/auth/api-key', forBody)).toEqual(REFUSAL);
    // the key survived every refusal
    expect((await listKeys(t, creds)).status).toBe(200);
  });

  it('missing or malformed headers', async () => {
    const { t, creds } = await ownerApp();
    const signed = await l2Headers(creds, OWNER.address, { method: 'GET', path: '/auth/api-keys' });
    for (const name of Object.values(L2_HEADERS)) {
      const without = { ...signed };
      delete without[name];
      expect(await send(t, 'GET', '/auth/api-keys', without)).toEqual(REFUSAL);
    }
    const sig = signed[L2_HEADERS.signature]!;
    for (const bad of ['', 'x', `${sig}A`, sig.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))]) {
      expect(await send(t, 'GET', '/auth/api-keys', { ...signed, [L2_HEADERS.signature]: bad })).toEqual(REFUSAL);
    }
    // the standard base64 spelling of the same MAC is the same MAC
    const standard = sig.replace(/-/g, '+').replace(/_/g, '/');
    expect((await send(t, 'GET', '/auth/api-keys', { ...signed, [L2_HEADERS.signature]: standard })).status).toBe(200);
  });
});

describe('DELETE /auth/api-key', () => {
  it('deletes the calling key (empty JSON body), after which it, and deriving its nonce, are refused', async () => {
    const { t, creds } = await ownerApp();
    const other = await createCreds(t, OWNER, 1n);
    expect(await l2Send(t, creds, OWNER.address, 'DELETE', '/auth/api-key')).toEqual({ status: 200, body: 'OK' });
    expect(await listKeys(t, creds)).toEqual(REFUSAL);
    expect(await l2Send(t, creds, OWNER.address, 'DELETE', '/auth/api-key')).toEqual(REFUSAL);
    expect(await send(t, 'GET', '/auth/derive-api-key', await l1Headers(OWNER))).toEqual({
      status: 400,
      body: { error: 'Could not derive api key!' },
    });
    // its nonce stays used
    expect((await send(t, 'POST', '/auth/api-key', await l1Headers(OWNER))).body).toEqual({
      error: 'Could not create api key',
      code: 'NONCE_ALREADY_USED',
    });
    // the wallet's other key lives on, and lists only itself
    expect(await listKeys(t, other)).toEqual({ status: 200, body: { apiKeys: [other.apiKey] } });
  });

  it('takes a body the client signed', async () => {
    const { t, creds } = await ownerApp();
    expect(await l2Send(t, creds, OWNER.address, 'DELETE', '/auth/api-key', '{}')).toEqual({ status: 200, body: 'OK' });
  });
});
