import type { Handler } from 'hono';
import type { Db } from '../db/connection';
import type { PrepareCached } from '../db/statement-cache';

/** What every trading resource gets. Resources add their own stores on top. */
export type TradingContext = {
  db: Db;
  /** Prepared statements shared by every route, keyed by SQL text. */
  prepare: PrepareCached;
  /** The chain the service's typed data is signed for (Amoy, 80002, unless configured). */
  chainId: number;
  /** Epoch milliseconds; injectable so tests can move the clock (timestamp windows, GTD expiry, heartbeats). */
  nowMs: () => number;
  /** The service's own key (32 bytes, base64url): API secrets and passphrases are derived from it, never stored. */
  serviceKey: string;
};

/** What the auth guards hand to the handler behind them. */
export type TradingEnv = {
  Variables: {
    /** After an L1 guard: the signing EOA (lower-case) and the nonce it signed. */
    l1: { address: string; nonce: string };
    /** After an L2 guard: the calling API key and its EOA (lower-case). */
    l2: { apiKey: string; address: string };
  };
};

/** A resource of the service: its handlers by the names of their route records (src/api/trading/contract). */
export type TradingResource = (ctx: TradingContext) => Record<string, Handler>;
