/*
 * The bridge's tables (server/bridge), after the chain migration. Same units as migrations.ts:
 * integers, never floats; EVM addresses lower-case (base58 and bech32 ones as they are: case matters).
 */
export const BRIDGE_MIGRATIONS: readonly string[] = [
  // the addresses the bridge handed out (each derived from its key, so handing one out twice is a
  // no-op), and every transfer seen at one. A transfer's walk is a function of detected_at; its
  // ledger movement and its terminal status commit together and `settled` records it, so neither a
  // second sweep nor a restart moves money twice.
  `
  CREATE TABLE bridge_addresses (
    address TEXT PRIMARY KEY,
    kind TEXT NOT NULL,                -- 'deposit' | 'withdraw'
    family TEXT NOT NULL,              -- evm | svm | btc | tron
    wallet TEXT NOT NULL,              -- lower-case Polymarket wallet: credited (deposit) or debited (withdraw)
    to_chain_id TEXT,                  -- withdraw: the destination
    to_token_address TEXT,
    recipient TEXT,
    created_at INTEGER NOT NULL        -- epoch milliseconds
  ) WITHOUT ROWID;
  CREATE INDEX bridge_addresses_wallet ON bridge_addresses(wallet, kind);

  CREATE TABLE bridge_transactions (
    id INTEGER PRIMARY KEY,
    address TEXT NOT NULL REFERENCES bridge_addresses(address),
    from_chain_id TEXT NOT NULL,
    from_token_address TEXT NOT NULL,
    from_amount TEXT NOT NULL,         -- base units of the source token, decimal
    to_chain_id TEXT NOT NULL,
    to_token_address TEXT NOT NULL,
    to_amount TEXT NOT NULL,           -- base units the destination receives, decimal
    settle_micros INTEGER NOT NULL,    -- pUSD (micro) credited at the terminal status: a deposit's credit, a failed withdrawal's refund, or 0
    settle_to TEXT NOT NULL,           -- lower-case wallet credited: the deposit address's owner, or the withdrawal's sender
    fails INTEGER NOT NULL,            -- 1: walks to FAILED
    failure TEXT,                      -- why
    status TEXT NOT NULL,
    detected_at INTEGER NOT NULL,      -- epoch milliseconds: the walk steps from it
    source_tx TEXT NOT NULL,           -- the transfer that funded it (a withdrawal's relayer or chain tx)
    settled INTEGER NOT NULL DEFAULT 0 -- 1 once the terminal status and its ledger movement are written
  );
  CREATE INDEX bridge_transactions_address ON bridge_transactions(address, detected_at, id);
  CREATE INDEX bridge_transactions_pending ON bridge_transactions(detected_at) WHERE status NOT IN ('COMPLETED', 'FAILED');
  `,
];
