import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { z } from 'zod/mini';
import { ApiError } from '../http';
import type { Method, Transport } from '../transport';
import { PERPS_ROUTES } from './contract/routes';
import {
  AccountPortfolio,
  AutoCancelState,
  CancelResult,
  DeadlineAnswer,
  FillsPage,
  FundingPage,
  LeverageAnswer,
  ModifyResult,
  NotificationsPage,
  Ok,
  OrderAck,
  OrdersPage,
  PerpsBalance,
  PerpsConfig,
  PerpsOrder,
  ProxyAnswer,
} from './contract/schemas';
import { createPerpsPublicReads } from './public-reads';
import { createProxyTypedData, signOp, type ModifyArgs, type Op, type OpType, type OrderArgs, type TypedDataSigner } from './op-signing';

/*
 * The perps gateway's typed client (facts §3): public reads, the account reads behind the proxy
 * headers, and the writes, each an Op the in-memory proxy key signs (no wallet prompt). The owner's
 * wallet signs only CreateProxy. The proxy key and its secret live in this object and nowhere else:
 * never storage, URLs or logs; a reload means a new proxy.
 *
 * Recovery (the spec's rules): a 503 refused the request before it ran, so the transport resends
 * the exact signed payload after Retry-After, and a margin change is never signed again until its
 * outcome is known. A create that answers 500 may or may not have happened: it is not resent (its
 * client order id is how it is found). A cancel refused `order_in_flight` (the taker delay) is
 * signed afresh and tried again up to four times within two seconds, as the official SDK does.
 */

const ARRAY = <S extends z.ZodMiniType>(s: S) => z.array(s);
const IN_FLIGHT_RETRIES = 4;
const IN_FLIGHT_WAIT_MS = 400;

export type PerpsSession = {
  /** The owner (the wallet's address), lower-case. */
  account: string;
  proxy: Hex;
  /** Signs an Op with the proxy key. */
  sign: <T extends OpType>(op: Op<T>) => Promise<unknown>;
  headers: Record<string, string>;
};

/** A signed write the gateway already ingested: its outcome must be read back before anything is signed again. */
export class AlreadyReceived extends ApiError {
  constructor(e: ApiError) {
    super(
      e.status,
      'This request was already received; check the account before trying again.',
      'signature_already_used',
      undefined,
      e.url,
    );
  }
}

export function createPerpsClient(transport: Transport, chainId: number, now: () => number = Date.now) {
  const r = PERPS_ROUTES;
  const get = <S extends z.ZodMiniType>(
    path: string,
    schema: S,
    query?: Record<string, string | number | undefined>,
    headers?: Record<string, string>,
  ) => transport.call({ path, query, headers }, schema);

  /** One signed write: the payload is signed once and every retry sends those exact bytes. */
  async function write<S extends z.ZodMiniType>(s: PerpsSession, method: Method, path: string, op: Op, schema: S, idempotent: boolean) {
    const body = await s.sign(op);
    let attempts = 0;
    try {
      return await transport.call({ method, path, body: () => (attempts++, body), idempotent }, schema);
    } catch (e) {
      // a resend landing on an ingested signature: the first attempt reached the gateway after all
      if (e instanceof ApiError && attempts > 1 && e.message === 'signature_already_used') throw new AlreadyReceived(e);
      throw e;
    }
  }

  return {
    ...createPerpsPublicReads(transport),

    /**
     * A new proxy key for `owner`: generated here, registered with the owner's CreateProxy
     * signature (one wallet prompt), kept in memory.
     */
    async openSession(owner: TypedDataSigner, lifetimeMs = 7 * 86_400_000): Promise<PerpsSession> {
      const key = privateKeyToAccount(generatePrivateKey());
      const ts = now();
      const expiry = ts + lifetimeMs;
      const salt = Math.floor(Math.random() * 2 ** 32);
      const sig = await owner.signTypedData(createProxyTypedData(key.address, expiry, salt, ts, chainId) as never);
      const { secret } = await transport.call(
        {
          method: 'POST',
          path: r.createProxy.path,
          body: () => ({ op: { type: 'createProxy', args: { owner: owner.address, proxy: key.address, expiry } }, sig, salt, ts }),
          idempotent: false,
        },
        ProxyAnswer,
      );
      return {
        account: owner.address.toLowerCase(),
        proxy: key.address,
        headers: { 'POLYMARKET-PROXY': key.address, 'POLYMARKET-SECRET': secret },
        sign: (op) => signOp(key, op, chainId, Math.floor(Math.random() * 2 ** 32), now()),
      };
    },

    account: (s: PerpsSession) => ({
      balances: () => get(r.balances.path, ARRAY(PerpsBalance), undefined, s.headers),
      portfolio: () => get(r.accountPortfolio.path, AccountPortfolio, undefined, s.headers),
      config: () => get(r.config.path, ARRAY(PerpsConfig), undefined, s.headers),
      openOrders: () => get(r.openOrders.path, ARRAY(PerpsOrder), undefined, s.headers),
      orders: (q: { order_id?: number; instrument_id?: number } = {}) => get(r.orders.path, OrdersPage, q, s.headers),
      fills: () => get(r.fills.path, FillsPage, undefined, s.headers),
      funding: (start: number) => get(r.accountFunding.path, FundingPage, { start_timestamp: start }, s.headers),
      notifications: () => get(r.notifications.path, NotificationsPage, undefined, s.headers),
      autoCancel: () => get(r.autoCancelState.path, AutoCancelState, undefined, s.headers),
    }),

    trade: (s: PerpsSession) => ({
      /** One ack per order; an ack is not a fill. Never resent on a 500: look the order up by its client id. */
      place: (orders: OrderArgs[], grp?: 'order' | 'position') =>
        write(
          s,
          'POST',
          r.createOrders.path,
          { type: 'createOrders', args: orders, ...(grp ? { grp } : {}) } as Op,
          ARRAY(OrderAck),
          false,
        ),
      async cancel(oids: number[]) {
        let results = await write(s, 'DELETE', r.cancelOrders.path, { type: 'cancelOrders', args: oids }, ARRAY(CancelResult), true);
        for (let k = 0; k < IN_FLIGHT_RETRIES; k++) {
          const again = results.filter((x) => x.error === 'order_in_flight').map((x) => x.oid!);
          if (again.length === 0) break;
          await new Promise((done) => setTimeout(done, IN_FLIGHT_WAIT_MS));
          const retried = await write(s, 'DELETE', r.cancelOrders.path, { type: 'cancelOrders', args: again }, ARRAY(CancelResult), true);
          results = results.map((x) => retried.find((y) => y.oid === x.oid) ?? x);
        }
        return results;
      },
      cancelAll: (iid?: number) =>
        write(s, 'DELETE', r.cancelAll.path, { type: 'cancelAll', args: iid === undefined ? {} : { iid } }, Ok, true),
      modify: (args: ModifyArgs[]) =>
        write(s, 'PATCH', r.modifyOrders.path, { type: 'modifyOrders', args } as Op, ARRAY(ModifyResult), true),
      leverage: (iid: number, lev: number, cross: boolean) =>
        write(s, 'PATCH', r.updateLeverage.path, { type: 'updateLeverage', args: { iid, lev, cross } }, LeverageAnswer, true),
      /** `amt` a signed decimal delta: + adds to the isolated position, − removes. */
      margin: (iid: number, amt: string) => write(s, 'PATCH', r.updateMargin.path, { type: 'updateMargin', args: { iid, amt } }, Ok, true),
      /** Arms the dead-man switch for `time` (ms); 0 disarms. */
      autoCancel: (time: number) => write(s, 'PATCH', r.autoCancel.path, { type: 'autoCancel', args: { time } }, DeadlineAnswer, true),
    }),

    /** Sandbox: test pUSD credited to the perps collateral (the simulated on-chain deposit). */
    faucet: (address: string, amount: string) =>
      transport.call({ method: 'POST', path: r.faucet.path, body: () => ({ address, amount }), idempotent: false }, z.unknown()),
  };
}
