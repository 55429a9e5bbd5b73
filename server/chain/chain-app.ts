import { Hono } from 'hono';
import { CHAIN_ID } from '../../src/api/config';
import type { Db } from '../db/connection';
import { limitBody } from '../kit/body-limit';
import { Ledger } from '../ledger';
import { createCallExecutor, type ApplyInput, type CallOutcome } from '../relayer/calls/apply-calls';
import type { BridgeHook } from '../relayer/calls/call-context';
import { answer, INVALID_REQUEST, PARSE_ERROR, rpcError, type RpcResponse } from './json-rpc';
import { createMethods } from './rpc-methods';
import { createSendRaw } from './send-raw';
import { createTransactionsStore } from './transactions-store';

export type ChainAppOptions = {
  /** The chain id transactions must be signed for; Amoy unless configured (as the trading service's). */
  chainId?: number;
  /** Epoch milliseconds: block timestamps. */
  nowMs?: () => number;
  /** The trading service's ledger (one market cache); a ledger of its own when the chain runs alone. */
  ledger?: Ledger;
  /** What a transaction's call does; the relayer's ledger-backed executor unless a test brings its own. */
  executor?: (input: ApplyInput) => CallOutcome;
  /** The bridge's withdrawal addresses, when the service runs a bridge (server/bridge). */
  bridge?: BridgeHook;
};

/** A raw transaction of a few dozen calls is a few KB; a batch of them stays far below this. */
const BODY_MAX_BYTES = 256 * 1024;
/** More requests than any client batches; bounds the work of one POST. */
const BATCH_MAX = 100;

/**
 * The sandbox chain (/chain): a JSON-RPC node for EOAs. Its transactions run through the relayer's
 * call executor, so an approve, split or redeem sent from an EOA does exactly what the same call
 * relayed from a Safe does.
 */
export function createChainApp(db: Db, options: ChainAppOptions = {}) {
  const app = new Hono({ strict: false });
  const chainId = options.chainId ?? CHAIN_ID.amoy;
  const nowMs = options.nowMs ?? Date.now;
  const store = createTransactionsStore(db);
  const execute = options.executor ?? createCallExecutor(db, options.ledger ?? new Ledger(db), options.bridge);
  const sendRaw = createSendRaw({ db, store, execute, chainId, nowMs });
  const methods = createMethods({ store, chainId, nowMs, sendRaw });

  // every answer reads a chain that moves with each transaction: no cache may keep one
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use(limitBody(BODY_MAX_BYTES, (c) => c.json(rpcError(null, INVALID_REQUEST, 'request body too large'), 413)));
  app.post('/', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json(rpcError(null, PARSE_ERROR, 'parse error'));
    }
    if (!Array.isArray(body)) {
      const one = await answer(methods, body);
      return one ? c.json(one) : c.body(null, 204);
    }
    if (body.length === 0) return c.json(rpcError(null, INVALID_REQUEST, 'empty batch'));
    if (body.length > BATCH_MAX) return c.json(rpcError(null, INVALID_REQUEST, `batch larger than ${BATCH_MAX}`));
    // in order: a batch's second transaction may depend on the first's nonce
    const answers: RpcResponse[] = [];
    for (const request of body) {
      const one = await answer(methods, request);
      if (one) answers.push(one);
    }
    return answers.length ? c.json(answers) : c.body(null, 204);
  });
  return app;
}
