import type { Hex } from 'viem';
import { z } from 'zod/mini';
import { CHAIN_ID } from '../config';
import { ApiError } from '../http';
import type { RetryTuning } from '../retry';
import { createTransport, fillPath, type Transport } from '../transport';
import { isTickSize, type TickSize } from './amounts';
import { ApiKeyCreds, authRoutes } from './contract/routes-auth';
import { bookRoutes } from './contract/routes-books';
import { marketRoutes } from './contract/routes-markets';
import { serverRoutes } from './contract/routes-server';
import { FeeRateAnswer, NegRiskAnswer, OrderBook, TickSizeAnswer } from './contract/schemas-books';
import { MarketByToken } from './contract/schemas-markets';
import { createL2Client } from './l2-client';
import { createL2Signer, type Creds } from './l2-signer';
import { L1_HEADERS } from './wire';

/*
 * The typed client of the trading service, framework-free: public reads, credentials from a wallet
 * signature (L1), and `l2(creds, …)` for everything authenticated. Signing stays with the caller:
 * L1 takes a made signature or a `signClobAuth` callback, orders come in already signed.
 */

export type TradingClientOptions = {
  /** The service's mount: '/clob' (same origin, through the app's proxy) or a full URL. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Epoch milliseconds, for L2 timestamps (tests pass a fixed clock). */
  now?: () => number;
  retry?: RetryTuning;
  timeoutMs?: number;
  /** The chain orders are signed for, to name an order by its hash when its answer is lost. */
  chainId?: number;
  /** Resends of an order proven absent after a lost answer (default 1). */
  resends?: number;
  /** The service's transport, shared with the app's other reads of it (then fetch, timeoutMs and retry are its own). */
  transport?: Transport;
};

/** A ClobAuth signature and what it signed, as the L1 headers carry them. */
export type L1Headers = { address: Hex; signature: Hex; timestamp: string; nonce: bigint };

/** A wallet able to sign the ClobAuth typed data (clobAuthTypedData in wire.ts) for its own address. */
export type ClobAuthSigner = { address: Hex; signClobAuth: (a: { timestamp: string; nonce: bigint }) => Promise<Hex> };

export function createTradingClient(o: TradingClientOptions) {
  const transport = o.transport ?? createTransport({ baseUrl: o.baseUrl, fetch: o.fetch, timeoutMs: o.timeoutMs, retry: o.retry });
  const now = o.now ?? Date.now;
  const chainId = o.chainId ?? CHAIN_ID.amoy;

  const get = <S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string>, headers?: Record<string, string>) =>
    transport.call({ path, query, headers }, schema);

  // a token's exchange never changes, and every order hash needs it
  const negRiskCache = new Map<string, Promise<boolean>>();
  const negRisk = (tokenId: string): Promise<boolean> => {
    let p = negRiskCache.get(tokenId);
    if (!p) {
      p = get(bookRoutes.negRisk.path, NegRiskAnswer, { token_id: tokenId }).then((a) => a.neg_risk);
      p.catch(() => negRiskCache.delete(tokenId));
      negRiskCache.set(tokenId, p);
    }
    return p;
  };

  const l1 = (h: L1Headers) => ({
    [L1_HEADERS.address]: h.address,
    [L1_HEADERS.signature]: h.signature,
    [L1_HEADERS.timestamp]: h.timestamp,
    [L1_HEADERS.nonce]: h.nonce.toString(),
  });

  // repeating it is harmless: a nonce already used is refused, and createOrDeriveApiKey then derives its credentials
  const createApiKey = (h: L1Headers): Promise<Creds> =>
    transport.call({ method: 'POST', path: authRoutes.createApiKey.path, headers: l1(h), idempotent: true }, ApiKeyCreds);
  const deriveApiKey = (h: L1Headers): Promise<Creds> => get(authRoutes.deriveApiKey.path, ApiKeyCreds, {}, l1(h));
  // each attempt signs the service's current time, so a stale clock here cannot spoil it
  const signedL1 = async (signer: ClobAuthSigner, nonce: bigint): Promise<L1Headers> => {
    const timestamp = String(await time());
    return { address: signer.address, timestamp, nonce, signature: await signer.signClobAuth({ timestamp, nonce }) };
  };
  const time = () => get(serverRoutes.time.path, z.number());

  return {
    /** The service's clock, unix seconds: what L1 signatures should carry. */
    time,
    /** The order protocol version orders must be signed for. */
    version: async () => (await get(serverRoutes.version.path, serverRoutes.version.response)).version,
    book: (tokenId: string) => get(bookRoutes.book.path, OrderBook, { token_id: tokenId }),
    tickSize: async (tokenId: string): Promise<TickSize> => {
      const tick = String((await get(bookRoutes.tickSize.path, TickSizeAnswer, { token_id: tokenId })).minimum_tick_size);
      if (!isTickSize(tick)) throw new ApiError(502, `unknown tick size ${tick}`, 'bad_shape');
      return tick;
    },
    negRisk,
    /** The token's base fee rate, basis points. */
    feeRate: async (tokenId: string) => (await get(bookRoutes.feeRate.path, FeeRateAnswer, { token_id: tokenId })).base_fee,
    marketByToken: (tokenId: string) => get(fillPath(marketRoutes.marketByToken.path, { token_id: tokenId }), MarketByToken),

    createApiKey,
    deriveApiKey,
    /**
     * The credentials of `nonce`: created, or, when the nonce already has them (400, NONCE_ALREADY_USED),
     * derived. One signature serves both: L1 covers address, time and nonce, not the route, so the
     * wallet is asked once (after a reload, "Enable trading" is one signature, as the view promises).
     */
    async createOrDeriveApiKey(signer: ClobAuthSigner, nonce: bigint): Promise<Creds> {
      const headers = await signedL1(signer, nonce);
      try {
        return await createApiKey(headers);
      } catch (e) {
        const used =
          e instanceof ApiError && e.status === 400 && (e.code === 'NONCE_ALREADY_USED' || /Could not create api key/i.test(e.message));
        if (!used) throw e;
        return deriveApiKey(headers);
      }
    },

    /** The credentials `nonce` already has, from one signature (a 401 later re-derives them this way). */
    deriveApiKeyWith: async (signer: ClobAuthSigner, nonce: bigint): Promise<Creds> => deriveApiKey(await signedL1(signer, nonce)),

    /**
     * The authenticated client of one wallet's credentials. `onUnauthorized` (the app re-deriving the
     * credentials) is called on a 401, once, and the call tried once more with what it answers.
     */
    l2: (creds: Creds, address: Hex, onUnauthorized?: () => Promise<Creds>) =>
      createL2Client(transport, createL2Signer(creds, address, now, onUnauthorized), { negRisk, chainId, resends: o.resends ?? 1 }),
  };
}
