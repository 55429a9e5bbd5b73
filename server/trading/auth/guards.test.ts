import { Hono } from 'hono';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../../src/api/config';
import { getMeta } from '../../db/connection';
import { createStatementCache } from '../../db/statement-cache';
import { authTestApp, createCreds, l1Headers, l2Headers, NOW_MS, OWNER } from '../../testing/trading-auth-kit';
import type { TradingContext, TradingEnv } from '../context';
import { authGuards } from './guards';

/** The guards in front of routes of a test's own, over the app's database and service key. */
async function guardedApp() {
  const t = authTestApp();
  const creds = await createCreds(t, OWNER);
  const ctx: TradingContext = {
    db: t.db,
    prepare: createStatementCache(t.db),
    chainId: CHAIN_ID.amoy,
    nowMs: () => NOW_MS,
    serviceKey: getMeta(t.db, 'clob_service_key')!,
  };
  const guard = authGuards(ctx);
  const l1 = guard({ method: 'GET', path: '/whoami', summary: '', tag: 'test', auth: 'l1', response: z.unknown() });
  const l2 = guard({ method: 'POST', path: '/echo', summary: '', tag: 'test', auth: 'l2', response: z.unknown() });
  const app = new Hono<TradingEnv>();
  app.post('/echo', l2, async (c) => c.json({ caller: c.var.l2, text: await c.req.text(), json: await c.req.json<unknown>() }));
  app.get('/whoami', l1, (c) => c.json(c.var.l1));
  return { app, creds };
}

describe('auth guards', () => {
  it('hand the l2 caller to the handler, with the body they read still readable as text and as JSON', async () => {
    const { app, creds } = await guardedApp();
    const body = '{"hash": "0x123"}';
    const headers = await l2Headers(creds, OWNER.address, { method: 'POST', path: '/echo', body });
    const res = await app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      caller: { apiKey: creds.apiKey, address: OWNER.address.toLowerCase() },
      text: body,
      json: { hash: '0x123' },
    });
  });

  it('hand the l1 signer (lower-case) and its nonce, canonical decimal, to the handler', async () => {
    const { app } = await guardedApp();
    const headers = await l1Headers(OWNER, { nonce: 42n });
    const res = await app.request('/whoami', { headers: { ...headers, POLY_NONCE: '0042' } });
    expect(await res.json()).toEqual({ address: OWNER.address.toLowerCase(), nonce: '42' });
  });
});
