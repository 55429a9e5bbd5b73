import type { Db } from '../db/connection';
import type { PrepareCached } from '../db/statement-cache';

/** What every relayer resource gets. Shaped as the trading context, whose credential store it reads. */
export type RelayerContext = {
  db: Db;
  prepare: PrepareCached;
  /** The chain typed data is signed for (Amoy unless configured), as the trading service's. */
  chainId: number;
  /** Epoch milliseconds; injectable so tests can move the clock (timestamp window, deadlines). */
  nowMs: () => number;
  /** The trading service's key: builder secrets are derived from it (server/trading/auth/credentials.ts). */
  serviceKey: string;
};

/** What the builder guard hands to the handler behind it. */
export type RelayerEnv = {
  Variables: {
    /** The calling builder key and its owner EOA (lower-case). */
    builder: { apiKey: string; address: string };
  };
};
