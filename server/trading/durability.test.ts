import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalAccount } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { auditCash, auditMintBurn, auditPositions, auditSupply, auditTrades } from '../seed/audit-queries';
import { startChildService, type ChildService } from '../testing/child-service';
import { ALICE, BOB, CHAIN, l1Headers, l2Headers, signedOrder, type Creds } from '../testing/trading-kit';

/*
 * kill -9 in the middle of a stream of orders: every order the service acknowledged is in the
 * database, no fill is half settled (the ledger's audits hold and each order's matched size is
 * exactly its fills), and the restarted service rebuilds its books from the database and trades on.
 */

const dir = mkdtempSync(join(tmpdir(), 'vantage-kill-'));
const file = join(dir, 'demo.sqlite');
let service: ChildService | undefined;

afterAll(async () => {
  service?.child.kill('SIGKILL');
  await service?.exited;
  rmSync(dir, { recursive: true, force: true });
});

async function l2(base: string, account: LocalAccount, creds: Creds, method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...(await l2Headers(account, creds, method, path, text)) };
  return fetch(`${base}/clob${path}`, { method, headers, body: text });
}

describe('a crash of the service', () => {
  it('loses no acknowledged order and leaves no half-settled fill', async () => {
    service = await startChildService(file);
    const { base } = service;
    const creds = new Map<string, Creds>();
    for (const account of [ALICE, BOB]) {
      const faucet = await fetch(`${base}/clob/sandbox/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, amount: '100000' }),
      });
      expect(faucet.status).toBe(200);
      const res = await fetch(`${base}/clob/auth/api-key`, { method: 'POST', headers: await l1Headers(account, CHAIN) });
      creds.set(account.address, (await res.json()) as Creds);
    }
    const db = new Database(file, { readonly: true });
    const m = db
      .prepare<[number], { token0: string; token1: string }>(
        'SELECT token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
      )
      .get(Math.floor(Date.now() / 1000))!;
    db.close();

    // pairs that mint (and some that rest), signed ahead so the stream is only HTTP
    const bodies: { account: LocalAccount; body: Awaited<ReturnType<typeof signedOrder>> }[] = [];
    for (let i = 0; i < 150; i++) {
      const [account, tokenId, price] = i % 2 === 0 ? [ALICE, m.token0, '0.4'] : [BOB, m.token1, i % 3 === 0 ? '0.5' : '0.65'];
      bodies.push({
        account,
        body: await signedOrder(account, creds.get(account.address)!.apiKey, CHAIN, { tokenId, side: 'BUY', price, size: '5' }),
      });
    }
    const acknowledged: string[] = [];
    let sent = 0;
    const stream = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < bodies.length) {
          const { account, body } = bodies[sent++]!;
          // an answer cut off by the kill was never acknowledged
          const id = await l2(base, account, creds.get(account.address)!, 'POST', '/order', body)
            .then(async (res) => (res.status === 200 ? ((await res.json()) as { orderID: string }).orderID : undefined))
            .catch(() => undefined);
          if (id) acknowledged.push(id);
        }
      }),
    );
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
    service.child.kill('SIGKILL');
    await Promise.all([stream, service.exited]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.length, 'the kill cut the stream short').toBeLessThan(bodies.length);

    const after = new Database(file, { readonly: true });
    const known = after.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM clob_orders WHERE id = ?');
    expect(acknowledged.filter((id) => known.get(id)!.n === 0)).toEqual([]);
    // each order's matched size is exactly the fills that name it
    const mismatched = after
      .prepare(
        `SELECT o.id FROM clob_orders o
         WHERE o.size_matched != COALESCE((SELECT SUM(t.size) FROM clob_fills f JOIN trades t ON t.id = f.trade_id
                                           WHERE f.taker_order_id = o.id OR f.maker_order_id = o.id), 0)`,
      )
      .all();
    expect(mismatched).toEqual([]);
    expect(after.prepare('SELECT COUNT(*) FROM clob_fills').pluck().get()).toBeGreaterThan(0);
    for (const audit of [auditSupply, auditMintBurn, auditCash, auditPositions, auditTrades]) expect(audit(after), audit.name).toEqual([]);
    const live = after.prepare<[string], { rest: number }>(
      "SELECT COALESCE(SUM(original_size - size_matched), 0) AS rest FROM clob_orders WHERE status = 'LIVE' AND asset = ?",
    );
    const liveRest = live.get(m.token0)!.rest;
    after.close();

    // the restarted service takes every live order back into its book, and trades on
    service = await startChildService(file);
    const book = (await (await fetch(`${service.base}/clob/book?token_id=${m.token0}`)).json()) as { bids: { size: string }[] };
    const bidSize = book.bids.reduce((sum, l) => sum + Math.round(Number(l.size) * 1e6), 0);
    expect(bidSize).toBe(liveRest);
    const next = await signedOrder(ALICE, creds.get(ALICE.address)!.apiKey, CHAIN, {
      tokenId: m.token0,
      side: 'BUY',
      price: '0.02',
      size: '5',
    });
    const res = await l2(service.base, ALICE, creds.get(ALICE.address)!, 'POST', '/order', next);
    expect(res.status).toBe(200);
  }, 180_000);
});
