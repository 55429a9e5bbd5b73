import { createL1Headers, createL2Headers } from '@polymarket/clob-client-v2';
import { createWalletClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../../src/api/config';
import { authTestApp, l1Headers, l2Headers, NOW_S, OWNER, send, type Creds } from '../../testing/trading-auth-kit';

/* The official client's own header code signs exactly what the kit signs, and the service accepts it. */

describe('the official client', () => {
  it('signs the L1 and L2 headers the kit signs, and the service accepts them', async () => {
    // a local account signs without the transport; the URL only satisfies the constructor
    const wallet = createWalletClient({ account: OWNER, transport: http('http://127.0.0.1:9') });
    const l1 = (await createL1Headers(wallet, CHAIN_ID.amoy, 5, NOW_S)) as unknown as Record<string, string>;
    expect(l1).toEqual(await l1Headers(OWNER, { nonce: 5n }));

    const t = authTestApp();
    const created = await send(t, 'POST', '/auth/api-key', l1);
    expect(created.status).toBe(200);
    const creds = created.body as Creds;
    const theirs = { key: creds.apiKey, secret: creds.secret, passphrase: creds.passphrase };
    const l2 = (await createL2Headers(wallet, theirs, { method: 'GET', requestPath: '/auth/api-keys' }, NOW_S)) as unknown as Record<
      string,
      string
    >;
    expect(l2).toEqual(await l2Headers(creds, OWNER.address, { method: 'GET', path: '/auth/api-keys' }));
    expect(await send(t, 'GET', '/auth/api-keys', l2)).toEqual({ status: 200, body: { apiKeys: [creds.apiKey] } });
  });
});
