import { Hono } from 'hono';
import { CHAIN_ID } from '../../src/api/config';
import { BODY_TOO_LARGE, NOT_FOUND, RELAYER_INTERNAL } from '../../src/api/error-messages';
import { RELAYER_ROUTES } from '../../src/api/relayer/contract/routes';
import { BUILDER_HEADERS } from '../../src/api/trading/wire';
import type { Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { limitBody } from '../kit/body-limit';
import { errorBody } from '../kit/errors';
import { mountRoutes, servedBy } from '../kit/mount';
import { ERROR_RESPONSE, openApiJson, refusal, type ServiceDocument } from '../kit/openapi';
import { Ledger } from '../ledger';
import { serviceKey } from '../trading/auth/service-key';
import { builderGuard } from './auth/builder-guard';
import { createCallExecutor } from './calls/apply-calls';
import type { BridgeHook } from './calls/call-context';
import type { RelayerContext, RelayerEnv } from './context';
import type { Executor } from './transactions/block-clock';
import { transactionResource } from './transactions/routes';
import { walletResource } from './wallets/routes';
import { createWalletStore } from './wallets/store';

export type RelayerAppOptions = {
  /** The chain typed data is signed for; Amoy unless configured (as the trading service's). */
  chainId?: number;
  /** Epoch milliseconds. */
  nowMs?: () => number;
  /** Milliseconds between blocks: NEW → EXECUTED → MINED → CONFIRMED, one state per block (default 1000). */
  stepMs?: number;
  /**
   * The trading service's ledger: it caches markets, so a second ledger could act on a market as it
   * was before a resolution. A ledger of its own when the relayer runs alone (tests).
   */
  ledger?: Ledger;
  /** What a transaction's calls do; the ledger-backed executor of calls/ unless a test brings its own. */
  executor?: Executor;
  /** The bridge's withdrawal addresses, when the service runs a bridge (server/bridge). */
  bridge?: BridgeHook;
};

/** The largest body: a deposit wallet's batch of a few dozen calls is a few KB. */
const BODY_MAX_BYTES = 256 * 1024;

const DOCUMENT: ServiceDocument = {
  title: 'Vantage relayer',
  description:
    'Gasless wallet transactions: Safe and deposit-wallet deployments and calls, signed by the owner and submitted with ' +
    'builder credentials (HMAC). Errors are { error }.',
  server: '/relayer',
  schemas: { ErrorResponse: ERROR_RESPONSE },
  refusals: (record) => ({
    400: refusal('Refused request; `error` says which check failed'),
    ...(record.auth === 'none' ? {} : { 401: refusal('Missing or invalid builder credentials') }),
    ...(record.notFound ? { 404: refusal(record.notFound) } : {}),
    ...(record.buckets ? { 429: refusal('Over the quota of the builder key') } : {}),
  }),
  security: { builder: BUILDER_HEADERS },
};

/** The relayer (/relayer): wallet reads, and transactions submitted with builder keys and walked on a block clock. */
export function createRelayerApp(db: Db, options: RelayerAppOptions = {}) {
  const app = new Hono<RelayerEnv>({ strict: false });
  app.use(limitBody(BODY_MAX_BYTES, (c) => errorBody(c, 413, BODY_TOO_LARGE)));
  const ctx: RelayerContext = {
    db,
    prepare: createStatementCache(db),
    chainId: options.chainId ?? CHAIN_ID.amoy,
    nowMs: options.nowMs ?? Date.now,
    serviceKey: serviceKey(db),
  };
  const wallets = createWalletStore(ctx);
  const execute = options.executor ?? createCallExecutor(db, options.ledger ?? new Ledger(db), options.bridge);
  const transactions = transactionResource(ctx, wallets, execute, options.stepMs ?? 1000);
  const served = servedBy([walletResource(ctx, wallets), transactions.routes], 'relayer');
  const guard = builderGuard(ctx);
  mountRoutes(app, 'relayer', RELAYER_ROUTES, served, { guards: { builder: () => [guard] } });
  const openApi = openApiJson(RELAYER_ROUTES, DOCUMENT);
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  app.onError((err, c) => {
    console.error(err);
    return errorBody(c, 500, RELAYER_INTERNAL);
  });
  app.notFound((c) => errorBody(c, 404, NOT_FOUND));
  return Object.assign(app, {
    /** One block now (tests with a long step drive the clock themselves). */
    tick: transactions.clock.tick,
    /** No block after this. */
    stop: transactions.clock.stop,
  });
}
