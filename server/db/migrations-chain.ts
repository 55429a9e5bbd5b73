/*
 * The sandbox chain's table (server/chain), after the relayer migrations. Same units as
 * migrations.ts: integers, never floats; addresses lower-case.
 */
export const CHAIN_MIGRATIONS: readonly string[] = [
  // one row per mined transaction, and one block per transaction (block_number is the block's
  // number). A sender's next nonce is how many rows it has: every mined transaction, reverted or
  // not, moves it, and UNIQUE(from_address, nonce) keeps two from ever sharing one.
  `
  CREATE TABLE chain_transactions (
    block_number INTEGER PRIMARY KEY,  -- 1, 2, … (block 0 is the empty genesis)
    hash TEXT NOT NULL UNIQUE,         -- keccak256 of the raw transaction, lower-case
    from_address TEXT NOT NULL,        -- lower-case recovered sender
    to_address TEXT NOT NULL,          -- lower-case call target
    nonce INTEGER NOT NULL,
    raw TEXT NOT NULL,                 -- the signed transaction as sent, 0x hex
    status INTEGER NOT NULL,           -- 1 applied, 0 reverted (nothing applied)
    reason TEXT,                       -- why it reverted
    ts INTEGER NOT NULL,               -- the block's timestamp, unix seconds
    UNIQUE (from_address, nonce)
  );
  `,
];
