/*
 * The relayer's tables (server/relayer), after the positions migrations. Same units as
 * migrations.ts: integers, never floats; addresses lower-case.
 */
export const RELAYER_MIGRATIONS: readonly string[] = [
  // the relayer (server/relayer): the wallets it deployed, with the nonce each expects next, and
  // every transaction it accepted. A transaction's calls and its state change commit together;
  // `applied` says its effect is written, so a restart neither loses nor repeats it.
  `
  CREATE TABLE relayer_wallets (
    wallet TEXT PRIMARY KEY,           -- lower-case Safe or deposit wallet
    owner TEXT NOT NULL,               -- lower-case EOA
    kind TEXT NOT NULL,                -- 'SAFE' | 'WALLET'
    nonce INTEGER NOT NULL DEFAULT 0,  -- the next SafeTx / batch nonce: +1 per executed transaction
    deployed_by TEXT NOT NULL,         -- the relayer transaction that deployed it
    deployed_at INTEGER NOT NULL       -- epoch microseconds
  );
  CREATE INDEX relayer_wallets_owner ON relayer_wallets(owner);

  CREATE TABLE relayer_transactions (
    id TEXT PRIMARY KEY,               -- UUIDv7-shaped
    api_key TEXT NOT NULL,             -- the builder key that submitted it
    type TEXT NOT NULL,                -- SAFE-CREATE | SAFE | WALLET-CREATE | WALLET
    state TEXT NOT NULL,               -- STATE_NEW → EXECUTED → MINED → CONFIRMED, or STATE_FAILED
    from_address TEXT NOT NULL,        -- the signer EOA
    to_address TEXT NOT NULL,          -- the call target as submitted
    proxy_address TEXT NOT NULL,       -- the wallet the calls run from
    data TEXT NOT NULL,
    nonce TEXT NOT NULL,               -- the wallet nonce signed, '' for deployments
    signature TEXT NOT NULL,
    metadata TEXT NOT NULL,
    calls TEXT NOT NULL,               -- JSON [{to, value (decimal), data, operation}] the executor applies
    deadline INTEGER,                  -- WALLET: unix seconds the batch is valid until
    tx_hash TEXT NOT NULL DEFAULT '',  -- set at EXECUTED (or FAILED)
    applied INTEGER NOT NULL DEFAULT 0,
    failure TEXT,                      -- why it FAILED
    created_at INTEGER NOT NULL,       -- epoch microseconds
    updated_at INTEGER NOT NULL,
    state_at INTEGER NOT NULL          -- epoch milliseconds of the last state change: the block clock steps from it
  );
  CREATE INDEX relayer_transactions_key ON relayer_transactions(api_key, created_at);
  CREATE INDEX relayer_transactions_wallet ON relayer_transactions(proxy_address, nonce);
  CREATE INDEX relayer_transactions_pending ON relayer_transactions(state_at)
    WHERE state IN ('STATE_NEW', 'STATE_EXECUTED', 'STATE_MINED');
  `,
];
