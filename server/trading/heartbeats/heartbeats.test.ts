import { beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createTradingApp } from '../trading-app';
import { freshDemoDb } from '../../testing/combo-kit';
import { l1Headers, l2Headers, signedOrder, type Creds } from '../../testing/trading-kit';
import { CHAIN_ID } from '../../../src/api/config';
import { Ledger } from '../../ledger';
import type { Db } from '../../db/connection';

/* Heartbeat chains over HTTP with a moved clock: rotating ids, the resync answer, and the lapse. */

const CAROL = privateKeyToAccount('0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97');
const CHAIN = CHAIN_ID.amoy;

let db: Db;
let app: ReturnType<typeof createTradingApp>;
let creds: Creds;
let token: string;
let now = Date.now();

async function call(method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...(await l2Headers(CAROL, creds, method, path, text)) };
  const res = await app.request(path, { method, headers, body: text });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const beat = (id: string) => call('POST', '/v1/heartbeats', { heartbeat_id: id });
const openOrders = async () => ((await call('GET', '/data/orders')).body.data as unknown[]).length;
const rest = async () => {
  const order = await signedOrder(CAROL, creds.apiKey, CHAIN, { tokenId: token, side: 'BUY', price: '0.02', size: '10' });
  expect((await call('POST', '/order', order)).body.status).toBe('live');
};

beforeAll(async () => {
  db = freshDemoDb();
  // the L2 headers carry the wall clock; the service's clock moves ahead of it by at most a minute
  app = createTradingApp(db, { nowMs: () => now });
  const user = CAROL.address.toLowerCase();
  new Ledger(db).deposit({ user, amount: 100_000_000, ts: Math.floor(now / 1000) });
  db.prepare(
    "INSERT INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, 'trading-collateral-exchange', 1, NULL, 0)",
  ).run(user);
  token = db
    .prepare<[number], { token0: string }>(
      'SELECT token0 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
    )
    .get(Math.floor(now / 1000))!.token0;
  const res = await app.request('/auth/api-key', { method: 'POST', headers: await l1Headers(CAROL, CHAIN) });
  creds = (await res.json()) as Creds;
}, 60_000);

describe('POST /v1/heartbeats', () => {
  it('starts a chain with an empty id and rotates the id on every heartbeat', async () => {
    const first = await beat('');
    expect(first.status).toBe(200);
    expect(first.body.heartbeat_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await beat(first.body.heartbeat_id as string);
    expect(second.status).toBe(200);
    expect(second.body.heartbeat_id).not.toBe(first.body.heartbeat_id);

    // a stale id: 400 and the id the chain expects, so the client can resynchronise
    const stale = await beat(first.body.heartbeat_id as string);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({
      error: 'Invalid Heartbeat ID',
      error_msg: 'Invalid Heartbeat ID',
      heartbeat_id: second.body.heartbeat_id,
    });
  });

  it('cancels the open orders of a caller silent for 10 s, at the next sweep', async () => {
    const id = (await beat('')).body.heartbeat_id as string;
    await rest();
    now += 9_000;
    expect(app.sweepHeartbeats(now)).toEqual([]);
    const next = (await beat(id)).body.heartbeat_id as string;
    now += 10_001;
    expect(await openOrders()).toBe(1);
    expect(app.sweepHeartbeats(now)).toEqual([CAROL.address.toLowerCase()]);
    expect(await openOrders()).toBe(0);
    // the chain is over: its last id is stale, and '' is the id to start again with
    expect((await beat(next)).body).toMatchObject({ heartbeat_id: '' });
  });

  it('ends a lapsed chain at the heartbeat itself when no sweep ran', async () => {
    const id = (await beat('')).body.heartbeat_id as string;
    await rest();
    now += 10_500;
    const late = await beat(id);
    expect(late.status).toBe(400);
    expect(await openOrders()).toBe(0);
  });

  it('refuses a malformed body; without a chain, orders stay', async () => {
    const res = await call('POST', '/v1/heartbeats', ['x']);
    expect(res.status).toBe(400);
    expect((await call('POST', '/v1/heartbeats', { heartbeat_id: 5 })).body).toEqual({ error: 'Invalid heartbeat payload' });
    await rest();
    now += 60_000;
    expect(app.sweepHeartbeats(now)).toEqual([]);
    expect(await openOrders()).toBe(1);
  });
});
