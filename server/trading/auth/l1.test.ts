import { describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../../src/api/config';
import { L1_HEADERS } from '../../../src/api/trading/wire';
import { authTestApp, l1Headers, NOW_S, OWNER, send, STRANGER, type Creds } from '../../testing/trading-auth-kit';
import { TIMESTAMP_WINDOW } from './clock-window';

const REFUSAL = { error: 'Invalid L1 Request headers' };
const create = (t: ReturnType<typeof authTestApp>, headers: Record<string, string>) => send(t, 'POST', '/auth/api-key', headers);
const derive = (t: ReturnType<typeof authTestApp>, headers: Record<string, string>) => send(t, 'GET', '/auth/derive-api-key', headers);

describe('POST /auth/api-key and GET /auth/derive-api-key', () => {
  it('creates a credential with a JSON content type and an empty body, and derives the same one again', async () => {
    const t = authTestApp();
    const created = await create(t, await l1Headers(OWNER));
    expect(created.status).toBe(200);
    const creds = created.body as Creds;
    expect(Object.keys(creds).sort()).toEqual(['apiKey', 'passphrase', 'secret']);
    expect(creds.apiKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(creds.secret).toMatch(/^[A-Za-z0-9_-]{43}=$/);
    expect(creds.passphrase).toMatch(/^[0-9a-f]{64}$/);

    for (let i = 0; i < 2; i++) {
      const derived = await derive(t, await l1Headers(OWNER, { timestamp: NOW_S - i }));
      expect(derived).toEqual({ status: 200, body: creds });
    }
  });

  it('refuses a nonce already used, and gives another nonce another credential', async () => {
    const t = authTestApp();
    const first = (await create(t, await l1Headers(OWNER))).body as Creds;
    expect(await create(t, await l1Headers(OWNER, { timestamp: NOW_S - 1 }))).toEqual({
      status: 400,
      body: { error: 'Could not create api key', code: 'NONCE_ALREADY_USED' },
    });
    const second = await create(t, await l1Headers(OWNER, { nonce: 7n }));
    expect(second.status).toBe(200);
    expect((second.body as Creds).apiKey).not.toBe(first.apiKey);
    expect((await derive(t, await l1Headers(OWNER, { nonce: 7n }))).body).toEqual(second.body);
  });

  it('refuses to derive a nonce never created', async () => {
    const t = authTestApp();
    await create(t, await l1Headers(OWNER));
    expect(await derive(t, await l1Headers(OWNER, { nonce: 1n }))).toEqual({ status: 400, body: { error: 'Could not derive api key!' } });
    expect(await derive(t, await l1Headers(STRANGER))).toEqual({ status: 400, body: { error: 'Could not derive api key!' } });
  });

  it('reads POLY_NONCE as 0 when absent and the address in any case', async () => {
    const t = authTestApp();
    const creds = (await create(t, await l1Headers(OWNER))).body as Creds;
    const headers = await l1Headers(OWNER);
    delete headers[L1_HEADERS.nonce];
    expect(await derive(t, headers)).toEqual({ status: 200, body: creds });
    const lower = await l1Headers(OWNER, { address: OWNER.address.toLowerCase() as `0x${string}` });
    expect(await derive(t, { ...lower, [L1_HEADERS.address]: OWNER.address.toUpperCase().replace('0X', '0x') })).toEqual({
      status: 200,
      body: creds,
    });
  });

  it('keeps one credential per wallet: the same nonce gives two wallets two keys', async () => {
    const t = authTestApp();
    const mine = (await create(t, await l1Headers(OWNER))).body as Creds;
    const theirs = (await create(t, await l1Headers(STRANGER))).body as Creds;
    expect(theirs.apiKey).not.toBe(mine.apiKey);
    expect(theirs.secret).not.toBe(mine.secret);
  });
});

describe('L1 refusals: 401 Invalid L1 Request headers', () => {
  const refused = async (headers: Record<string, string>, t = authTestApp()) => {
    expect(await create(t, headers)).toEqual({ status: 401, body: REFUSAL });
    expect(await derive(t, headers)).toEqual({ status: 401, body: REFUSAL });
    // nothing was created on the way
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM clob_api_keys').get()).toEqual({ n: 0 });
  };

  it('a stranger signing for the owner address, or the owner signature sent for the stranger', async () => {
    await refused(await l1Headers(STRANGER, { address: OWNER.address }));
    await refused({ ...(await l1Headers(OWNER)), [L1_HEADERS.address]: STRANGER.address });
  });

  it('a timestamp or nonce changed after signing', async () => {
    const headers = await l1Headers(OWNER);
    await refused({ ...headers, [L1_HEADERS.timestamp]: String(NOW_S - 1) });
    await refused({ ...headers, [L1_HEADERS.nonce]: '1' });
  });

  it('a signature made for Polygon (137) while the service runs on Amoy (80002)', async () => {
    await refused(await l1Headers(OWNER, { chainId: CHAIN_ID.polygon }));
    const polygon = authTestApp({ chainId: CHAIN_ID.polygon });
    expect((await create(polygon, await l1Headers(OWNER, { chainId: CHAIN_ID.polygon }))).status).toBe(200);
  });

  it('timestamps outside the window, and the edges inside it', async () => {
    const { pastSeconds, futureSeconds } = TIMESTAMP_WINDOW;
    await refused(await l1Headers(OWNER, { timestamp: NOW_S - pastSeconds - 1 }));
    await refused(await l1Headers(OWNER, { timestamp: NOW_S + futureSeconds + 1 }));
    const t = authTestApp();
    expect((await create(t, await l1Headers(OWNER, { timestamp: NOW_S - pastSeconds }))).status).toBe(200);
    expect((await derive(t, await l1Headers(OWNER, { timestamp: NOW_S + futureSeconds }))).status).toBe(200);
  });

  it('the same headers replayed after the window closed', async () => {
    const t = authTestApp();
    const headers = await l1Headers(OWNER);
    expect((await create(t, headers)).status).toBe(200);
    t.setNow((NOW_S + TIMESTAMP_WINDOW.pastSeconds + 1) * 1000);
    expect(await derive(t, headers)).toEqual({ status: 401, body: REFUSAL });
  });

  it('missing headers', async () => {
    const headers = await l1Headers(OWNER);
    for (const name of [L1_HEADERS.address, L1_HEADERS.signature, L1_HEADERS.timestamp]) {
      const without = { ...headers };
      delete without[name];
      await refused(without);
    }
    await refused({});
  });

  it('malformed headers', async () => {
    const headers = await l1Headers(OWNER);
    const sig = headers[L1_HEADERS.signature]!;
    const malformed: Record<string, string>[] = [
      { [L1_HEADERS.address]: 'owner' },
      { [L1_HEADERS.address]: OWNER.address.slice(0, -1) },
      { [L1_HEADERS.signature]: 'not-a-signature' },
      { [L1_HEADERS.signature]: sig.slice(0, -2) },
      { [L1_HEADERS.signature]: `${sig.slice(0, -2)}05` },
      { [L1_HEADERS.signature]: `0x${'0'.repeat(130)}` },
      { [L1_HEADERS.timestamp]: `${NOW_S}.0` },
      { [L1_HEADERS.timestamp]: '' },
      { [L1_HEADERS.nonce]: '-1' },
      { [L1_HEADERS.nonce]: '0x0' },
      { [L1_HEADERS.nonce]: (1n << 256n).toString() },
    ];
    for (const change of malformed) await refused({ ...headers, ...change });
  });
});
