import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { keccak256, parseUnits, toHex, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SendOrder } from '../src/api/trading/contract/schemas-orders';
import { orderDigest, signDigest } from '../server/trading/orders/order-signature';
import { l2Message } from '../src/api/trading/hmac';
import { L2_HEADERS } from '../src/api/trading/wire';
import { CHAIN, l1Headers, type Creds } from '../server/testing/trading-kit';
import type { ServerHandle } from './server-process';

/* The trading bench's setup: funded traders with API keys, the markets they trade, their signed orders, L2 headers. */

export type Trader = { account: LocalAccount; privateKey: Hex; address: string; creds: Creds };
export type Market = { conditionId: string; token0: string; token1: string; negRisk: boolean; pairPrice: number };
export type PlannedOrder = { trader: Trader; body: string; kind: 'rest' | 'cross' };

export function l2(trader: Trader, method: string, path: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(trader.creds.secret.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const mac = createHmac('sha256', key).update(l2Message({ timestamp, method, path, body }), 'utf8').digest('base64');
  return {
    [L2_HEADERS.address]: trader.address,
    [L2_HEADERS.signature]: mac.replace(/\+/g, '-').replace(/\//g, '_'),
    [L2_HEADERS.timestamp]: timestamp,
    [L2_HEADERS.apiKey]: trader.creds.apiKey,
    [L2_HEADERS.passphrase]: trader.creds.passphrase,
  };
}

export async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Open markets on a 0.01 tick whose minimum size is at most 5 shares, a mix of plain and neg-risk. */
export function pickMarkets(file: string, count: number): Market[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<[number], { condition_id: string; token0: string; token1: string; neg_risk: number }>(
        `SELECT condition_id, token0, token1, neg_risk FROM markets
         WHERE resolved_at IS NULL AND archived = 0 AND end_date > ? AND tick_size = '0.01' AND min_order_size <= 5000000
         ORDER BY condition_id`,
      )
      .all(Math.floor(Date.now() / 1000) + 3_600);
    const plain = rows.filter((r) => r.neg_risk === 0);
    const neg = rows.filter((r) => r.neg_risk === 1);
    const picked = [...plain.slice(0, Math.ceil(count / 2)), ...neg.slice(0, Math.floor(count / 2))];
    if (picked.length < Math.min(count, 2)) throw new Error(`only ${picked.length} open markets to trade on`);
    // each market's pairs cross at its own price: BUY outcome 0 at p, BUY outcome 1 at 1 − p + 0.01
    return picked.map((r, k) => ({
      conditionId: r.condition_id,
      token0: r.token0,
      token1: r.token1,
      negRisk: r.neg_risk === 1,
      pairPrice: 0.35 + (k % 7) * 0.05,
    }));
  } finally {
    db.close();
  }
}

let salt = Date.now();

/**
 * A BUY of `size` shares at `price`, signed with libsecp256k1 (the bench signs ~100,000 orders; viem's
 * signTypedData would take minutes of the CPU the service is measured on). The service checks it like any other.
 */
export function signedBuy(t: Trader, tokenId: string, price: string, size: string, negRisk: boolean): SendOrder {
  const shares = parseUnits(size, 6);
  const usdc = (shares * parseUnits(price, 6)) / 1_000_000n;
  const order = {
    salt: salt++,
    maker: t.address,
    signer: t.address,
    tokenId,
    makerAmount: String(usdc),
    takerAmount: String(shares),
    side: 'BUY' as const,
    signatureType: 0 as const,
    timestamp: String(Date.now()),
    expiration: '0',
    metadata: `0x${'0'.repeat(64)}`,
    builder: `0x${'0'.repeat(64)}`,
    signature: '',
  };
  order.signature = signDigest(orderDigest(order, CHAIN, negRisk), t.privateKey);
  return { deferExec: false, postOnly: false, order, owner: t.creds.apiKey, orderType: 'GTC' };
}

/**
 * `n` orders in the stream's order: per four, two resting BUYs at 0.01–0.05 (either outcome) and a
 * crossing pair from two traders, so the pairs mint and nobody's cash runs dry.
 */
export function planOrders(traders: Trader[], markets: Market[], n: number): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const price = (x: number) => x.toFixed(2);
  for (let i = 0; out.length < n; i++) {
    const m = markets[i % markets.length]!;
    const a = traders[i % traders.length]!;
    const b = traders[(i + 7) % traders.length]!;
    const c = traders[(i + 3) % traders.length]!;
    const sign = (t: Trader, tokenId: string, p: number, kind: PlannedOrder['kind']) =>
      out.push({ trader: t, body: JSON.stringify(signedBuy(t, tokenId, price(p), '5', m.negRisk)), kind });
    sign(a, i % 2 ? m.token0 : m.token1, 0.01 + (i % 5) * 0.01, 'rest');
    sign(b, m.token0, m.pairPrice, 'cross');
    sign(c, i % 2 ? m.token1 : m.token0, 0.01 + ((i + 2) % 5) * 0.01, 'rest');
    sign(traders[(i + 11) % traders.length]!, m.token1, 1 - m.pairPrice + 0.01, 'cross');
  }
  return out.slice(0, n);
}

/** `n` resting BUYs (0.01–0.05, either outcome), round robin over markets and over traders, `run` orders per trader at a time. */
export function planResting(traders: Trader[], markets: Market[], n: number, run = 1): PlannedOrder[] {
  return Array.from({ length: n }, (_, i) => {
    const m = markets[i % markets.length]!;
    const t = traders[Math.floor(i / run) % traders.length]!;
    const body = signedBuy(t, (i >> 3) % 2 ? m.token0 : m.token1, (0.01 + (i % 5) * 0.01).toFixed(2), '5', m.negRisk);
    return { trader: t, body: JSON.stringify(body), kind: 'rest' as const };
  });
}

export async function setUp(server: ServerHandle, count: number, log: (m: string) => void): Promise<Trader[]> {
  const traders: Trader[] = [];
  for (let k = 0; k < count; k++) {
    const privateKey = keccak256(toHex(`vantage-bench-trader-${k}`));
    const account = privateKeyToAccount(privateKey);
    await json(
      await fetch(`${server.base}/clob/sandbox/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, amount: '100000' }),
      }),
      'faucet',
    );
    const creds = await json<Creds>(
      await fetch(`${server.base}/clob/auth/api-key`, { method: 'POST', headers: await l1Headers(account, CHAIN) }),
      'POST /auth/api-key',
    );
    traders.push({ account, privateKey, address: account.address, creds });
  }
  log(`${count} traders funded (100,000 pUSD each) with API keys`);
  return traders;
}
