import { parseUnits, type Hex, type LocalAccount } from 'viem';
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
  const struct = {
    salt: BigInt(salt++),
    maker: spec.maker ?? account.address,
    signer: account.address,
    tokenId: BigInt(spec.tokenId),
    makerAmount,
    takerAmount,
    side: SIDE_CODE[spec.side],
    signatureType: spec.signatureType ?? 0,
    timestamp: BigInt(Date.now()),
    metadata: ZERO_BYTES32,
    builder: ZERO_BYTES32,
  } as const;
  const signature = await account.signTypedData(orderTypedData(struct, chainId, spec.negRisk ?? false));
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
