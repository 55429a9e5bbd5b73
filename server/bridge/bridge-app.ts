import { Hono } from 'hono';
import { BRIDGE_ROUTES } from '../../src/api/bridge/contract/routes';
import { BODY_TOO_LARGE, BRIDGE_ADDRESS_REQUIRED, BRIDGE_INTERNAL, NOT_FOUND } from '../../src/api/error-messages';
import { metaSecret, type Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { createCursorCodec } from '../http/cursor';
import { limitBody } from '../kit/body-limit';
import { errorBody } from '../kit/errors';
import { mountRoutes, servedBy } from '../kit/mount';
import { ERROR_RESPONSE, openApiJson, rateLimited, refusal, type ServiceDocument } from '../kit/openapi';
import { Ledger } from '../ledger';
import { addressResource } from './addresses/routes';
import { createAddressStore } from './addresses/store';
import { assetResource } from './assets/routes';
import { BridgeError, bridgeError, type BridgeContext } from './context';
import { quoteResource } from './quotes/routes';
import { transferResource } from './transfers/routes';
import { createTransferStore } from './transfers/store';
import { createStepClock } from './transfers/walk';
import { bridgeHook } from './transfers/withdraw-hook';

export type BridgeAppOptions = {
  /** Epoch milliseconds. */
  nowMs?: () => number;
  /** Milliseconds per step of a transfer's walk (default 1000: detected to completed in 4 s). */
  stepMs?: number;
  /** The trading service's ledger (one market cache); a ledger of its own when the bridge runs alone. */
  ledger?: Ledger;
  /** In-process requests may use the loopback-only simulated deposit (tests). */
  sandbox?: boolean;
};

/** The bodies are a few short strings. */
const BODY_MAX_BYTES = 16 * 1024;

/*
 * Errors are `{error}`: the spec's ErrorResponse and the facts sheet's bridge body agree (§2), so
 * the kit's errorBody answers them all. An unknown path is the app's JSON 404, not the public host's
 * text/plain "404 page not found": every mount of this service answers JSON, and clients read it so.
 */
const DOCUMENT: ServiceDocument = {
  title: 'Vantage bridge',
  description:
    'Deposits from and withdrawals to other chains: bridge addresses per wallet or destination, quotes, and each ' +
    "transfer's status walk; pUSD is credited and debited through the ledger. No authentication. Errors are { error }.",
  server: '/bridge',
  schemas: { ErrorResponse: ERROR_RESPONSE },
  refusals: (record) => ({
    ...(record.method === 'GET' && !record.path.includes('{') ? {} : { 400: refusal('Refused request; `error` says which check failed') }),
    429: rateLimited('Over 50 requests in 10 s from this client'),
    500: refusal(record.path === '/quote' ? 'cannot get quote' : 'cannot get transaction status, or an internal error'),
  }),
};

/** The bridge (/bridge): addresses, quotes, and transfers walked on a step clock and settled through the ledger. */
export function createBridgeApp(db: Db, options: BridgeAppOptions = {}) {
  const app = new Hono({ strict: false });
  app.use(limitBody(BODY_MAX_BYTES, (c) => errorBody(c, 413, BODY_TOO_LARGE)));
  const ctx: BridgeContext = { db, prepare: createStatementCache(db), nowMs: options.nowMs ?? Date.now, stepMs: options.stepMs ?? 1000 };
  const addresses = createAddressStore(ctx);
  const transfers = createTransferStore(ctx);
  const clock = createStepClock(ctx, transfers, options.ledger ?? new Ledger(db));
  // kept with the dataset: a page cursor stays good across a restart
  const cursors = createCursorCodec(metaSecret(db, 'bridge_cursor_secret'));
  const served = servedBy(
    [
      assetResource(),
      quoteResource(ctx),
      addressResource(addresses),
      transferResource(ctx, { addresses, transfers, clock, cursors, sandbox: options.sandbox === true }),
    ],
    'bridge',
  );
  mountRoutes(app, 'bridge', BRIDGE_ROUTES, served);
  const openApi = openApiJson(BRIDGE_ROUTES, DOCUMENT);
  // /status with no address segment matches no record; the sheet answers it with its own 400 (§2.5)
  app.get('/status', (c) => errorBody(c, 400, BRIDGE_ADDRESS_REQUIRED));
  app.get('/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));
  app.onError((err, c) => {
    if (err instanceof BridgeError) return bridgeError(c, err);
    console.error(err);
    return errorBody(c, 500, BRIDGE_INTERNAL);
  });
  app.notFound((c) => errorBody(c, 404, NOT_FOUND));
  // a walk left mid-way by the last run carries on from its stored times
  clock.sweep();
  clock.arm();
  return Object.assign(app, {
    /** What the relayer's and the chain's executors call for a pUSD transfer. */
    hook: bridgeHook(addresses, transfers, clock),
    /** Moves every transfer to where its time has reached (tests drive it; the clock does it otherwise). */
    sweep: clock.sweep,
    /** No sweep after this. */
    stop: clock.stop,
  });
}
