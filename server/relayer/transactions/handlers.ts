import type { Handler } from 'hono';
import { RELAYER_BAD_REQUEST, RELAYER_INVALID_ID, RELAYER_INVALID_PAYLOAD, RELAYER_TX_NOT_FOUND } from '../../../src/api/error-messages';
import { SubmitBody, TransactionQuery, type RelayerTransaction } from '../../../src/api/relayer/contract/schemas';
import { errorBody } from '../../kit/errors';
import type { RelayerContext, RelayerEnv } from '../context';
import type { WalletStore } from '../wallets/store';
import { micros, rfc3339Micros, UUID, uuidV7 } from './ids';
import type { TransactionRow, TransactionStore } from './store';
import { verifySubmit } from './verify';

/*
 * /submit answers as soon as the transaction is recorded (STATE_NEW); the block clock
 * (block-clock.ts) moves it on. /transaction and /transactions read it back as the public relayer
 * writes it: lower-case addresses, decimal nonce, `value` "", RFC 3339 microsecond times.
 */

type TxHandler = Handler<RelayerEnv>;

export function wireTransaction(row: TransactionRow): RelayerTransaction {
  return {
    transactionID: row.id,
    transactionHash: row.tx_hash,
    from: row.from_address,
    to: row.to_address,
    proxyAddress: row.proxy_address,
    data: row.data,
    nonce: row.nonce,
    value: '',
    signature: row.signature,
    state: row.state,
    type: row.type,
    owner: row.from_address,
    metadata: row.metadata,
    createdAt: rfc3339Micros(row.created_at),
    updatedAt: rfc3339Micros(row.updated_at),
  };
}

/** GET /transaction?id= : an array of one. */
export const transactionHandler =
  (store: TransactionStore): TxHandler =>
  (c) => {
    const { id } = TransactionQuery.parse(c.req.query());
    if (!id || !UUID.test(id)) return errorBody(c, 400, RELAYER_INVALID_ID);
    const row = store.byId(id);
    return row ? c.json([wireTransaction(row)]) : errorBody(c, 404, RELAYER_TX_NOT_FOUND);
  };

/** GET /transactions: the calling builder key's, newest first. */
export const transactionsHandler =
  (store: TransactionStore): TxHandler =>
  (c) =>
    c.json(store.ofKey(c.var.builder.apiKey).map(wireTransaction));

/** The body as JSON whatever its Content-Type: the official client posts JSON as x-www-form-urlencoded. */
function parseBody(raw: string): SubmitBody | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = SubmitBody.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** POST /submit. `accepted` starts the blocks. */
export const submitHandler =
  (ctx: RelayerContext, store: TransactionStore, wallets: WalletStore, accepted: () => void): TxHandler =>
  async (c) => {
    const body = parseBody(await c.req.text());
    if (!body) return errorBody(c, 400, RELAYER_INVALID_PAYLOAD);
    const verdict = verifySubmit(ctx, wallets, body);
    if (!verdict.ok) return errorBody(c, 400, RELAYER_BAD_REQUEST);
    const tx = verdict.tx;
    // the check and the insert in one transaction: a retried submit names the transaction it made
    const answer = ctx.db.transaction(() => {
      const before = store.duplicateOf(tx);
      if (before) return { transactionID: before.id, state: before.state };
      const atMs = ctx.nowMs();
      const id = uuidV7(atMs);
      store.insert({ ...tx, id, apiKey: c.var.builder.apiKey, atMs, atMicros: micros(atMs) });
      return { transactionID: id, state: 'STATE_NEW' as const };
    })();
    accepted();
    return c.json(answer);
  };
