import { describe, expect, it } from 'vitest';
import { authTestApp, createCreds, l2Send, NOW_MS, OWNER, STRANGER, type AuthTestApp, type Creds } from '../../testing/trading-auth-kit';

type BuilderCreds = { key: string; secret: string; passphrase: string };
type BuilderInfo = { key: string; createdAt: string; revokedAt?: string };

const PATH = '/auth/builder-api-key';
const REFUSAL = { status: 401, body: { error: 'Unauthorized/Invalid api key' } };
const asCreds = (b: BuilderCreds): Creds => ({ apiKey: b.key, secret: b.secret, passphrase: b.passphrase });

async function setup() {
  const t = authTestApp();
  const creds = await createCreds(t, OWNER);
  const newBuilder = async (c = creds, address = OWNER.address): Promise<BuilderCreds> => {
    const res = await l2Send(t, c, address, 'POST', PATH);
    expect(res.status).toBe(200);
    return res.body as BuilderCreds;
  };
  return { t, creds, newBuilder };
}

const list = (t: AuthTestApp, c: Creds, address = OWNER.address) => l2Send(t, c, address, 'GET', PATH);

describe('builder API keys', () => {
  it('creates a fresh credential on each call and lists them with their creation time', async () => {
    const { t, creds, newBuilder } = await setup();
    const first = await newBuilder();
    t.setNow(NOW_MS + 1000);
    const second = await newBuilder();
    for (const b of [first, second]) {
      expect(Object.keys(b).sort()).toEqual(['key', 'passphrase', 'secret']);
      expect(b.secret).toMatch(/^[A-Za-z0-9_-]{43}=$/);
      expect(b.passphrase).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(second.key).not.toBe(first.key);
    expect(second.key).not.toBe(creds.apiKey);
    expect(await list(t, creds)).toEqual({
      status: 200,
      body: [
        { key: first.key, createdAt: new Date(NOW_MS).toISOString() },
        { key: second.key, createdAt: new Date(NOW_MS + 1000).toISOString() },
      ],
    });
  });

  it('lets a builder key list and revoke builder keys only: no trading routes, no new builder keys', async () => {
    const { t, newBuilder } = await setup();
    const builder = asCreds(await newBuilder());
    expect((await list(t, builder)).status).toBe(200);
    expect(await l2Send(t, builder, OWNER.address, 'GET', '/auth/api-keys')).toEqual(REFUSAL);
    expect(await l2Send(t, builder, OWNER.address, 'DELETE', '/auth/api-key')).toEqual(REFUSAL);
    expect(await l2Send(t, builder, OWNER.address, 'POST', PATH)).toEqual(REFUSAL);
  });

  it('revokes the calling builder key when the body is empty (the official client)', async () => {
    const { t, creds, newBuilder } = await setup();
    const builder = await newBuilder();
    t.setNow(NOW_MS + 5000);
    expect(await l2Send(t, asCreds(builder), OWNER.address, 'DELETE', PATH)).toEqual({ status: 200, body: 'OK' });
    expect(await list(t, asCreds(builder))).toEqual(REFUSAL);
    expect((await list(t, creds)).body).toEqual([
      { key: builder.key, createdAt: new Date(NOW_MS).toISOString(), revokedAt: new Date(NOW_MS + 5000).toISOString() },
    ]);
    // the trading key is untouched, and the next builder key is a new one
    const next = await newBuilder();
    expect(next.key).not.toBe(builder.key);
  });

  it('revokes the builder key named in the body', async () => {
    const { t, creds, newBuilder } = await setup();
    const builder = await newBuilder();
    const body = JSON.stringify({ key: builder.key });
    expect(await l2Send(t, creds, OWNER.address, 'DELETE', PATH, body)).toEqual({ status: 200, body: 'OK' });
    expect(await l2Send(t, creds, OWNER.address, 'DELETE', PATH, body)).toEqual({
      status: 500,
      body: { error: `could not revoke the builder api key: ${builder.key}` },
    });
  });

  it("refuses a revoke that names nothing, a malformed body, and another wallet's or a trading key", async () => {
    const { t, creds, newBuilder } = await setup();
    const theirs = await createCreds(t, STRANGER);
    const theirBuilder = await newBuilder(theirs, STRANGER.address);
    const del = (body?: string) => l2Send(t, creds, OWNER.address, 'DELETE', PATH, body);
    expect(await del()).toEqual({ status: 400, body: { error: 'invalid revoke builder api key headers' } });
    expect(await del('{}')).toEqual({ status: 400, body: { error: 'invalid revoke builder api key headers' } });
    for (const bad of ['not json', '[]', '{"key":5}', '{"key":"not found"}']) {
      expect(await del(bad)).toEqual({ status: 400, body: { error: 'invalid revoke builder api key body' } });
    }
    for (const key of [theirBuilder.key, creds.apiKey]) {
      expect(await del(JSON.stringify({ key }))).toEqual({ status: 500, body: { error: `could not revoke the builder api key: ${key}` } });
    }
    expect((await list(t, asCreds(theirBuilder), STRANGER.address)).status).toBe(200);
    expect((await l2Send(t, creds, OWNER.address, 'GET', '/auth/api-keys')).status).toBe(200);
  });

  it("lists only the caller's builder keys", async () => {
    const { t, creds, newBuilder } = await setup();
    const theirs = await createCreds(t, STRANGER);
    await newBuilder(theirs, STRANGER.address);
    expect(await list(t, creds)).toEqual({ status: 200, body: [] });
    expect(((await list(t, theirs, STRANGER.address)).body as BuilderInfo[]).length).toBe(1);
  });
});
