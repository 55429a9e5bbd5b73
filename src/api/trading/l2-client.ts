import type { Hex } from 'viem';
import { z } from 'zod/mini';
import { accountRoutes } from './contract/routes-account';
import { ApiKeyList, authRoutes, BuilderApiKeyCreds } from './contract/routes-auth';
import { orderRoutes } from './contract/routes-orders';
import { BATCH_MAX } from './order-rules';
import { BalanceAllowance, Notification } from './contract/schemas-account';
import { CancelAnswer, ClobTrade, OpenOrder, OrderAnswer, paged, type SendOrder } from './contract/schemas-orders';
import { ApiError } from '../http';
import { fillPath, type Transport } from '../transport';
import type { L2Signer } from './l2-signer';
import { orderHash, structOf } from './orders';
import { placeResolving, type PlaceResult } from './unanswered-order';

/*
 * The authenticated half of the trading client: orders, cancels, the caller's orders and trades,
 * balance and keys. Paths and answer schemas come from the contract's records.
 */

export type OpenOrderParams = { id?: string; market?: string; asset_id?: string };
export type TradeParams = { id?: string; market?: string; asset_id?: string; before?: string; after?: string };
export type BalanceParams = { asset_type: 'COLLATERAL' | 'CONDITIONAL'; token_id?: string; signature_type?: 0 | 1 | 2 | 3 };

const OpenOrders = paged(OpenOrder);
const Trades = paged(ClobTrade);
const Ok = z.literal('OK');

export type L2Deps = {
  /** The exchange an order's token trades on, for its hash (cached by the caller). */
  negRisk: (tokenId: string) => Promise<boolean>;
  chainId: number;
  /** Resends of an order proven absent after a lost answer. */
  resends: number;
};

export function createL2Client(transport: Transport, signer: L2Signer, deps: L2Deps) {
  const read = <S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string | undefined>) =>
    transport.call({ path, query, signer }, schema);
  const cancel = (path: string, body?: unknown) =>
    transport.call({ method: 'DELETE', path, body: body === undefined ? undefined : () => body, signer }, CancelAnswer);
  const apiKey = () => signer.credentials().apiKey;

  const openOrders = (params: OpenOrderParams = {}) =>
    walkPages((next_cursor) => read(orderRoutes.openOrders.path, OpenOrders, { ...params, next_cursor }));
  const trades = (params: TradeParams = {}) =>
    walkPages((next_cursor) => read(orderRoutes.trades.path, Trades, { ...params, next_cursor }));
  const order = (id: string) => read(fillPath(orderRoutes.order.path, { id }), OpenOrder);

  // the order's owner is the API key posting it, which a 401's re-derivation may have replaced
  const withOwner = (body: SendOrder, apiKey: string): SendOrder => ({ ...body, owner: apiKey });
  const itemOf = (body: SendOrder, orderID?: Hex) => ({
    body,
    orderID: async () => orderID ?? orderHash(structOf(body.order), deps.chainId, await deps.negRisk(body.order.tokenId)),
  });
  const lookup = { order, trades };

  return {
    /** Places one order. Refusals throw (ApiError); a lost answer is resolved by looking the order up. */
    async postOrder(body: SendOrder, opts: { orderID?: Hex } = {}): Promise<Exclude<PlaceResult, { outcome: 'absent' }>> {
      const post = async ([b]: SendOrder[]) => [
        await transport.call(
          { method: 'POST', path: orderRoutes.postOrder.path, body: () => withOwner(b!, apiKey()), signer },
          OrderAnswer,
        ),
      ];
      const [r] = await placeResolving([itemOf(body, opts.orderID)], post, lookup, deps.resends);
      if (r!.outcome === 'absent') throw r!.error;
      return r!;
    },
    /** Places up to 15 orders at once; one result per order, refusals included (answer.success false). */
    async postOrders(bodies: SendOrder[], opts: { orderIDs?: Hex[] } = {}): Promise<PlaceResult[]> {
      if (bodies.length === 0) return [];
      if (bodies.length > BATCH_MAX) throw new RangeError(`at most ${BATCH_MAX} orders per batch, not ${bodies.length}`);
      const post = async (batch: SendOrder[]) => {
        const answers = await transport.call(
          { method: 'POST', path: orderRoutes.postOrders.path, body: () => batch.map((b) => withOwner(b, apiKey())), signer },
          z.array(OrderAnswer),
        );
        if (answers.length !== batch.length) throw new RangeError(`${answers.length} answers for ${batch.length} orders`);
        return answers;
      };
      return placeResolving(
        bodies.map((b, i) => itemOf(b, opts.orderIDs?.[i])),
        post,
        lookup,
        deps.resends,
      );
    },
    cancelOrder: (orderID: string) => cancel(orderRoutes.cancelOrder.path, { orderID }),
    cancelOrders: (orderIDs: string[]) => cancel(orderRoutes.cancelOrders.path, orderIDs),
    cancelAll: () => cancel(orderRoutes.cancelAll.path),
    cancelMarketOrders: (p: { market?: string; asset_id?: string }) => cancel(orderRoutes.cancelMarketOrders.path, p),
    openOrders,
    order,
    trades,
    balanceAllowance: (p: BalanceParams) => read(accountRoutes.balanceAllowance.path, BalanceAllowance, balanceQuery(p)),
    updateBalanceAllowance: (p: BalanceParams) => read(accountRoutes.updateBalanceAllowance.path, BalanceAllowance, balanceQuery(p)),
    notifications: (p: { signature_type?: 0 | 1 | 2 | 3 } = {}) =>
      read(accountRoutes.notifications.path, z.array(Notification), { signature_type: optional(p.signature_type) }),
    apiKeys: async () => (await read(authRoutes.getApiKeys.path, ApiKeyList)).apiKeys,
    /** Deletes the credentials in use; they stop working at once. */
    deleteApiKey: async (): Promise<void> => {
      // not resent after a lost answer: a second delete would fail on the key the first one removed
      await transport.call({ method: 'DELETE', path: authRoutes.deleteApiKey.path, signer, idempotent: false }, Ok);
    },
    /**
     * A fresh builder credential for the relayer (a new one each call), made with these L2
     * credentials. Not resent after a lost answer: a resend would make a second key.
     */
    createBuilderApiKey: () =>
      transport.call({ method: 'POST', path: authRoutes.createBuilderApiKey.path, signer, idempotent: false }, BuilderApiKeyCreds),
    /** The credentials in use: the ones given, or those onUnauthorized answered since. */
    credentials: () => signer.credentials(),
    address: signer.address,
  };
}

export type L2Client = ReturnType<typeof createL2Client>;

const FIRST_CURSOR = 'MA==';
const END_CURSOR = 'LTE=';

/** Every item of an offset-cursor listing: from "MA==" until the service answers "LTE=". */
async function walkPages<T>(page: (cursor: string) => Promise<{ data: T[]; next_cursor: string }>): Promise<T[]> {
  const out: T[] = [];
  const seen = new Set<string>();
  for (let cursor = FIRST_CURSOR; cursor && cursor !== END_CURSOR;) {
    // a cursor answered twice would loop forever
    if (seen.has(cursor)) throw new ApiError(502, `the listing repeated its cursor ${cursor}`, 'bad_shape');
    seen.add(cursor);
    const p = await page(cursor);
    out.push(...p.data);
    cursor = p.next_cursor;
  }
  return out;
}

const optional = (v: number | undefined) => (v === undefined ? undefined : String(v));

const balanceQuery = (p: BalanceParams) => ({ asset_type: p.asset_type, token_id: p.token_id, signature_type: optional(p.signature_type) });
