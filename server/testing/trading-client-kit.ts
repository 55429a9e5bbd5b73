import type { Hex, LocalAccount } from 'viem';
import { createApp } from '../app';
import { freshDemoDb } from './combo-kit';
import { CHAIN, tradingSandbox, type Creds } from './trading-kit';
import { limitOrderAmounts, type TickSize } from '../../src/api/trading/amounts';
import { createTradingClient, type TradingClientOptions } from '../../src/api/trading/client';
import { buildOrder, orderBody, orderHash } from '../../src/api/trading/orders';
import { clobAuthTypedData, orderTypedData } from '../../src/api/trading/wire';
import type { SendOrder } from '../../src/api/trading/contract/schemas-orders';

/*
 * Test kit of the app's trading client (src/api/trading/client.ts) against the real service in
 * process: the seeded service with Alice and Bob funded and holding credentials (tradingSandbox), a
 * fetch that is the app's own, the exchange-mode switch, and orders made with the client's own
 * amounts and order builders, signed by a local key.
 */

export const BASE_URL = 'http://localhost/clob';

export type OrderSpec = {
  side: 'BUY' | 'SELL';
  price: string;
  size: string;
  tokenId?: string;
  tick?: TickSize;
  orderType?: SendOrder['orderType'];
  postOnly?: boolean;
  expiration?: number;
  /** signed as given instead of made from price and size (market orders) */
  amounts?: { makerAmount: bigint; takerAmount: bigint };
};

export async function clientSandbox() {
  const db = freshDemoDb();
  const app = createApp(db, { sandbox: true });
  const s = await tradingSandbox(db, app);
  const appFetch: typeof fetch = async (input, init) => app.request(input, init);
  const client = (o: Partial<TradingClientOptions> = {}) =>
    createTradingClient({ baseUrl: BASE_URL, fetch: appFetch, chainId: CHAIN, retry: { sleep: async () => {} }, ...o });

  const setMode = (body: Record<string, unknown>) =>
    app.request('/clob/admin/exchange', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** A signed POST /order body and its id, made with the client's own amounts and builders. */
  const signed = async (account: LocalAccount, spec: OrderSpec, creds: Creds = s.creds.get(account.address)!) => {
    const { makerAmount, takerAmount } =
      spec.amounts ??
      limitOrderAmounts({
        side: spec.side,
        price: spec.price,
        size: spec.size,
        tick: spec.tick ?? '0.01',
      });
    const struct = buildOrder({
      maker: account.address,
      signer: account.address,
      tokenId: spec.tokenId ?? s.token0,
      side: spec.side,
      makerAmount,
      takerAmount,
      signatureType: 0,
    });
    const signature = await account.signTypedData(orderTypedData(struct, CHAIN, false));
    const body = orderBody({
      struct,
      signature,
      owner: creds.apiKey,
      orderType: spec.orderType ?? 'GTC',
      postOnly: spec.postOnly,
      expiration: spec.expiration,
    });
    return { body, id: orderHash(struct, CHAIN, false) };
  };

  /** The ClobAuth signer the app's wallet layer would hand the client, counting its signatures. */
  const authSigner = (account: LocalAccount) => {
    const signer = {
      address: account.address as Hex,
      signatures: 0,
      signClobAuth: async (a: { timestamp: string; nonce: bigint }) => {
        signer.signatures++;
        return account.signTypedData(clobAuthTypedData({ address: account.address, chainId: CHAIN, ...a }));
      },
    };
    return signer;
  };

  return { db, app, s, appFetch, client, setMode, signed, authSigner };
}
