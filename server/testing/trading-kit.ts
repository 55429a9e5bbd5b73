import { parseUnits, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CHAIN_ID } from '../../src/api/config';
import type { Db } from '../db/connection';
import { Ledger } from '../ledger';
import { exchangeDomainSeparator, walletOrderTypedData, walletSignatureBlob } from '../../src/api/trading/wallet-order';
import { clobAuthTypedData, L1_HEADERS, L2_HEADERS, orderTypedData, SIDE_CODE, ZERO_BYTES32 } from '../../src/api/trading/wire';
import { l2Signature } from '../../src/api/trading/hmac';
import type { SendOrder } from '../../src/api/trading/contract/schemas-orders';

/* Test kit of the trading service: L1 and L2 headers and signed orders, made the official client's way. */

export type Creds = { apiKey: string; secret: string; passphrase: string };

export async function l1Headers(account: LocalAccount, chainId: number, opts: { nonce?: number; timestamp?: number } = {}) {
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = opts.nonce ?? 0;
  const signature = await account.signTypedData(clobAuthTypedData({ address: account.address, timestamp, nonce: BigInt(nonce), chainId }));
  return {
    [L1_HEADERS.address]: account.address,
    [L1_HEADERS.signature]: signature,
    [L1_HEADERS.timestamp]: timestamp,
    [L1_HEADERS.nonce]: String(nonce),
  };
}

export async function l2Headers(account: LocalAccount, creds: Creds, method: string, path: string, body?: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    [L2_HEADERS.address]: account.address,
    [L2_HEADERS.signature]: await l2Signature(creds.secret, { timestamp, method, path, body }),
    [L2_HEADERS.timestamp]: timestamp,
    [L2_HEADERS.apiKey]: creds.apiKey,
    [L2_HEADERS.passphrase]: creds.passphrase,
  };
}

export type OrderSpec = {
  tokenId: string;
  side: 'BUY' | 'SELL';
  /** decimal strings, already on the tick and to two places */
  price: string;
  size: string;
  negRisk?: boolean;
  orderType?: SendOrder['orderType'];
  postOnly?: boolean;
  expiration?: number;
  maker?: Hex;
  signatureType?: 0 | 1 | 2 | 3;
};

let salt = 1;

/** A signed order body for POST /order, amounts as the facts sheet's rounding makes them. */
export async function signedOrder(account: LocalAccount, owner: string, chainId: number, spec: OrderSpec): Promise<SendOrder> {
  const shares = parseUnits(spec.size, 6);
  const usdc = (shares * parseUnits(spec.price, 6)) / 1_000_000n;
  const [makerAmount, takerAmount] = spec.side === 'BUY' ? [usdc, shares] : [shares, usdc];
  const deposit = spec.signatureType === 3;
  const struct = {
    salt: BigInt(salt++),
    maker: spec.maker ?? account.address,
    // a deposit wallet is both maker and signer; its owner's key signs the ERC-7739 wrapper
    signer: deposit ? spec.maker! : account.address,
    tokenId: BigInt(spec.tokenId),
    makerAmount,
    takerAmount,
    side: SIDE_CODE[spec.side],
    signatureType: spec.signatureType ?? 0,
    timestamp: BigInt(Date.now()),
    metadata: ZERO_BYTES32,
    builder: ZERO_BYTES32,
  } as const;
  const negRisk = spec.negRisk ?? false;
  const signature = deposit
    ? walletSignatureBlob(
        await account.signTypedData(walletOrderTypedData(struct, chainId, negRisk)),
        struct,
        exchangeDomainSeparator(chainId, negRisk),
      )
    : await account.signTypedData(orderTypedData(struct, chainId, negRisk));
  return {
    deferExec: false,
    postOnly: spec.postOnly ?? false,
    order: {
      salt: Number(struct.salt),
      maker: struct.maker,
      signer: struct.signer,
      tokenId: spec.tokenId,
      makerAmount: String(makerAmount),
      takerAmount: String(takerAmount),
      side: spec.side,
      signatureType: struct.signatureType,
      timestamp: String(struct.timestamp),
      expiration: String(spec.expiration ?? 0),
      metadata: ZERO_BYTES32,
      builder: ZERO_BYTES32,
      signature,
    },
    owner,
    orderType: spec.orderType ?? 'GTC',
  };
}

/** Two test traders with keys of the well-known development mnemonic (accounts 1 and 2), never the demo trader. */
export const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
export const BOB = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
export const CHAIN = CHAIN_ID.amoy;

const TRADING_APPROVALS = [
  'trading-collateral-exchange',
  'trading-ctf-exchange',
  'trading-collateral-neg-risk-exchange',
  'trading-ctf-neg-risk-exchange',
];

/** Credits 1,000 pUSD and approves the trading contracts, as the sandbox's faucet does. */
export function fundTrader(db: Db, address: string) {
  const user = address.toLowerCase();
  new Ledger(db).deposit({ user, amount: 1_000_000_000, ts: Math.floor(Date.now() / 1000) });
  const approve = db.prepare(
    'INSERT OR REPLACE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, 1, NULL, 0)',
  );
  for (const id of TRADING_APPROVALS) approve.run(user, id);
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * The seeded service in process with Alice and Bob funded and holding credentials, an open market's
 * two tokens, and helpers that sign like the official client: `call` (any L2 route) and `place`.
 */
export async function tradingSandbox(db: Db, app: App) {
  const m = db
    .prepare<[number], { condition_id: string; token0: string; token1: string }>(
      'SELECT condition_id, token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? ORDER BY condition_id LIMIT 1',
    )
    .get(Math.floor(Date.now() / 1000))!;
  const creds = new Map<string, Creds>();
  for (const account of [ALICE, BOB]) {
    fundTrader(db, account.address);
    const res = await app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(account, CHAIN) });
    creds.set(account.address, (await res.json()) as Creds);
  }
  const call = async (account: LocalAccount, method: string, path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'content-type': 'application/json', ...(await l2Headers(account, creds.get(account.address)!, method, path, text)) };
    const res = await app.request(`/clob${path}`, { method, headers, body: text });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> & unknown[] };
  };
  const order = (account: LocalAccount, spec: Omit<OrderSpec, 'tokenId'> & { tokenId?: string }) =>
    signedOrder(account, creds.get(account.address)!.apiKey, CHAIN, { tokenId: m.token0, ...spec });
  const place = async (account: LocalAccount, spec: Omit<OrderSpec, 'tokenId'> & { tokenId?: string }) =>
    call(account, 'POST', '/order', await order(account, spec));
  return { market: m.condition_id, token0: m.token0, token1: m.token1, creds, call, order, place };
}
