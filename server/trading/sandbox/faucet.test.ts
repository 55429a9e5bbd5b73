import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { Ledger } from '../../ledger';

/* The sandbox faucet: loopback only, ledger credit and trading approvals. */

const ADDRESS = '0x000000000000000000000000000000000000f00d';
const post = (app: ReturnType<typeof createApp>, body: unknown, env?: unknown) =>
  app.request(
    '/clob/sandbox/faucet',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    env as never,
  );
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 1, remoteFamily: 'IPv4' } } });

describe('POST /sandbox/faucet', () => {
  it('credits pUSD and approves every trading contract', async () => {
    const db = freshDemoDb();
    const res = await post(createApp(db, { sandbox: true }), { address: ADDRESS, amount: '250.5' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ address: ADDRESS, balance: '250500000' });
    expect(new Ledger(db).cashOf(ADDRESS)).toBe(250_500_000);
    const approved = db
      .prepare("SELECT COUNT(*) AS n FROM approvals WHERE user = ? AND approved = 1 AND contract_id LIKE 'trading-%'")
      .get(ADDRESS);
    expect(approved).toEqual({ n: 6 });
  });

  it('answers a loopback socket, and refuses any other or a socketless request without sandbox', async () => {
    const app = createApp(freshDemoDb());
    expect((await post(app, { address: ADDRESS, amount: 1 }, socket('127.0.0.1'))).status).toBe(200);
    expect((await post(app, { address: ADDRESS, amount: 1 }, socket('::1'))).status).toBe(200);
    const lan = await post(app, { address: ADDRESS, amount: 1 }, socket('192.168.1.20'));
    expect(lan.status).toBe(403);
    expect(await lan.json()).toEqual({ error: 'the faucet answers loopback requests only' });
    expect((await post(app, { address: ADDRESS, amount: 1 })).status).toBe(403);
    // sandbox mode does not open the faucet to a remote socket
    expect((await post(createApp(freshDemoDb(), { sandbox: true }), { address: ADDRESS, amount: 1 }, socket('10.0.0.2'))).status).toBe(403);
  });

  it('refuses a malformed payload', async () => {
    const app = createApp(freshDemoDb(), { sandbox: true });
    for (const body of [
      {},
      { address: 'bob', amount: 1 },
      { address: ADDRESS, amount: -1 },
      { address: ADDRESS, amount: '0' },
      { address: ADDRESS, amount: '1.1234567' },
    ]) {
      const res = await post(app, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid faucet payload' });
    }
  });
});
