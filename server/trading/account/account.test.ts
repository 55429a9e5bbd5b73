import { beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { l1Headers, l2Headers, signedOrder, type Creds, type OrderSpec } from '../../testing/trading-kit';
import { CHAIN_ID, CONTRACTS } from '../../../src/api/config';
import { MAX_ALLOWANCE } from '../../../src/api/data/approvals-catalogue';
import type { Db } from '../../db/connection';

/* Balance and allowances, and notifications, over HTTP against the seeded service, funded by the faucet. */

const ALICE = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
const BOB = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a');
const WALLET = '0x00000000000000000000000000000000000a11ce';
const CHAIN = CHAIN_ID.amoy;

let db: Db;
let app: ReturnType<typeof createApp>;
let token0: string;
let token1: string;
const creds = new Map<string, Creds>();

async function call(account: typeof ALICE, method: string, path: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const signedPath = path.split('?')[0]!;
  const headers = {
    'content-type': 'application/json',
    ...(await l2Headers(account, creds.get(account.address)!, method, signedPath, text)),
  };
  const res = await app.request(`/clob${path}`, { method, headers, body: text });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

const faucet = (address: string, amount: string | number) =>
  app.request('/clob/sandbox/faucet', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  });

const place = async (account: typeof ALICE, spec: Omit<OrderSpec, 'tokenId'> & { tokenId?: string }) =>
  call(account, 'POST', '/order', await signedOrder(account, creds.get(account.address)!.apiKey, CHAIN, { tokenId: token0, ...spec }));

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db, { sandbox: true });
  const m = db
    .prepare<[number], { token0: string; token1: string }>(
      'SELECT token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
    )
    .get(Math.floor(Date.now() / 1000))!;
  ({ token0, token1 } = m);
  for (const account of [ALICE, BOB]) {
    expect((await faucet(account.address, 1000)).status).toBe(200);
    const res = await app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(account, CHAIN) });
    creds.set(account.address, (await res.json()) as Creds);
  }
}, 60_000);

describe('GET /balance-allowance', () => {
  it("answers the EOA's pUSD and every collateral spender's allowance", async () => {
    for (const path of ['/balance-allowance', '/balance-allowance/update']) {
      const r = await call(ALICE, 'GET', `${path}?asset_type=COLLATERAL&signature_type=0`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        balance: '1000000000',
        allowances: {
          [CONTRACTS.exchange]: MAX_ALLOWANCE,
          [CONTRACTS.negRiskExchange]: MAX_ALLOWANCE,
          [CONTRACTS.negRiskAdapter]: MAX_ALLOWANCE,
        },
      });
    }
  });

  it('reads one outcome token for CONDITIONAL, and an absent signature_type as EOA', async () => {
    const r = await call(ALICE, 'GET', `/balance-allowance?asset_type=CONDITIONAL&token_id=${token1}`);
    expect(r.status).toBe(200);
    expect(r.body.balance).toBe('0');
    expect(Object.keys(r.body.allowances as object)).toEqual([CONTRACTS.exchange, CONTRACTS.negRiskExchange, CONTRACTS.negRiskAdapter]);
  });

  it("answers a proxy wallet's funds for the signature type of the wallet the EOA controls", async () => {
    db.prepare('INSERT INTO clob_wallets (wallet, owner, signature_type) VALUES (?, ?, 1)').run(WALLET, ALICE.address.toLowerCase());
    await faucet(WALLET, '12.5');
    const r = await call(ALICE, 'GET', '/balance-allowance?asset_type=COLLATERAL&signature_type=1');
    expect(r.body.balance).toBe('12500000');
  });

  it('refuses with the spec messages', async () => {
    const bad = async (query: string, error: string) => {
      const r = await call(ALICE, 'GET', `/balance-allowance?${query}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error });
    };
    await bad('asset_type=USDC', 'Invalid asset type');
    await bad('signature_type=0', 'Invalid asset type');
    await bad('asset_type=COLLATERAL&signature_type=7', 'Invalid signature_type');
    await bad('asset_type=COLLATERAL&signature_type=x', 'Invalid signature_type');
    // Alice controls no safe (2): there is no funder to answer for
    await bad('asset_type=COLLATERAL&signature_type=2', 'Invalid signature_type');
    await bad('asset_type=CONDITIONAL', 'Invalid token id');
  });

  it('needs L2 credentials', async () => {
    const res = await app.request('/clob/balance-allowance?asset_type=COLLATERAL');
    expect(res.status).toBe(401);
  });
});

describe('notifications', () => {
  it('lists a cancel and both sides of a fill, and forgets what was dropped', async () => {
    const rest = await place(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    const canceledId = rest.body.orderID as string;
    expect((await call(ALICE, 'DELETE', '/order', { orderID: canceledId })).status).toBe(200);
    const maker = await place(ALICE, { side: 'BUY', price: '0.03', size: '10' });
    const taker = await place(BOB, { tokenId: token1, side: 'BUY', price: '0.98', size: '10' });
    expect(taker.body.status).toBe('matched');

    const list = await call(ALICE, 'GET', '/notifications?signature_type=0');
    expect(list.status).toBe(200);
    const ids = (list.body as unknown as { id: string }[]).map((n) => n.id);
    const fill = (list.body as unknown as { id: string; type: number; owner: string; payload: Record<string, unknown> }[]).find(
      (n) => n.type === 2,
    )!;
    expect(ids).toContain(`cancel-${canceledId}`);
    expect(fill).toMatchObject({
      owner: creds.get(ALICE.address)!.apiKey,
      payload: { order_id: maker.body.orderID, side: 'BUY', price: '0.03', size: '10', trader_side: 'MAKER', asset_id: token0 },
    });
    const bob = await call(BOB, 'GET', '/notifications');
    expect(bob.body).toMatchObject([{ type: 2, payload: { order_id: taker.body.orderID, trader_side: 'TAKER', price: '0.97' } }]);

    const dropped = await call(ALICE, 'DELETE', `/notifications?ids=${ids.join(',')}`);
    expect(dropped.status).toBe(200);
    expect((await call(ALICE, 'GET', '/notifications')).body).toEqual([]);
  });

  it('refuses malformed ids and unknown signature types', async () => {
    expect((await call(ALICE, 'DELETE', '/notifications?ids=1;DROP')).body).toEqual({ error: 'Invalid notification ids' });
    expect((await call(ALICE, 'DELETE', '/notifications')).status).toBe(400);
    expect((await call(ALICE, 'GET', '/notifications?signature_type=9')).body).toEqual({ error: 'Invalid signature_type' });
  });
});
