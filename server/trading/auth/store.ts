import type { TradingContext } from '../context';
import type { KeyKind } from './credentials';

/** One row of clob_api_keys: who owns a key. The credential itself is derived, never stored. */
export type ApiKeyRow = {
  api_key: string;
  /** Lower-case EOA. */
  address: string;
  /** uint256, canonical decimal. */
  nonce: string;
  kind: KeyKind;
  /** Epoch milliseconds. */
  created_at: number;
  revoked_at: number | null;
};

export type NewApiKey = { apiKey: string; address: string; nonce: string; kind: KeyKind; createdAt: number };

export type AuthStore = ReturnType<typeof createAuthStore>;

const COLS = 'api_key, address, nonce, kind, created_at, revoked_at';

/** The SQL over clob_api_keys. */
export function createAuthStore(ctx: TradingContext) {
  const { db, prepare } = ctx;
  // a conflict on (address, nonce, kind) is the answer "nonce already used", deleted keys included
  const insertSql = 'INSERT INTO clob_api_keys (api_key, address, nonce, kind, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING';
  const insert = (k: NewApiKey) => prepare(insertSql).run(k.apiKey, k.address, k.nonce, k.kind, k.createdAt).changes === 1;

  // builder nonces are handed out by the service, in order from 0; a revoked key keeps its nonce
  const nextBuilderNonce = (address: string) =>
    prepare<{ next: number }>(
      "SELECT COALESCE(MAX(CAST(nonce AS INTEGER)) + 1, 0) AS next FROM clob_api_keys WHERE address = ? AND kind = 'builder'",
    ).get(address)!.next;

  return {
    /** False when the (address, nonce, kind) was ever used, even by a key deleted since. */
    insert,
    byKey: (apiKey: string) => prepare<ApiKeyRow>(`SELECT ${COLS} FROM clob_api_keys WHERE api_key = ?`).get(apiKey),
    byNonce: (address: string, nonce: string, kind: KeyKind) =>
      prepare<ApiKeyRow>(`SELECT ${COLS} FROM clob_api_keys WHERE address = ? AND nonce = ? AND kind = ?`).get(address, nonce, kind),
    /** The address's keys of a kind that are not revoked, oldest first. */
    liveKeys: (address: string, kind: KeyKind) =>
      prepare<{ api_key: string }>(
        'SELECT api_key FROM clob_api_keys WHERE address = ? AND kind = ? AND revoked_at IS NULL ORDER BY created_at, api_key',
      )
        .all(address, kind)
        .map((r) => r.api_key),
    /** Every builder key of the address, revoked ones included, oldest first. */
    builderKeys: (address: string) =>
      prepare<ApiKeyRow>(`SELECT ${COLS} FROM clob_api_keys WHERE address = ? AND kind = 'builder' ORDER BY created_at, api_key`).all(
        address,
      ),
    /** Takes the next builder nonce and inserts its key in one transaction; the key is a function of the nonce. */
    insertBuilderKey: (address: string, createdAt: number, apiKeyOf: (nonce: string) => string) =>
      db.transaction(() => {
        const nonce = String(nextBuilderNonce(address));
        const apiKey = apiKeyOf(nonce);
        return insert({ apiKey, address, nonce, kind: 'builder', createdAt }) ? apiKey : undefined;
      })(),
    /** False when the key is unknown or already revoked. */
    revoke: (apiKey: string, revokedAt: number) =>
      prepare('UPDATE clob_api_keys SET revoked_at = ? WHERE api_key = ? AND revoked_at IS NULL').run(revokedAt, apiKey).changes === 1,
  };
}
