/*
 * Migrations 4 to 7: the trading service's tables (server/trading). Same units as migrations.ts:
 * integers in micro, epoch seconds. Applied in order after the data service's migrations 1 to 3.
 */
export const TRADING_MIGRATIONS: readonly string[] = [
  // 4: the trading service (server/trading): API credentials, wallets an EOA controls, orders and
  // their fills. Secrets are never stored: each is derived from the service's key (see auth/).
  `
  ALTER TABLE markets ADD COLUMN fee_bps INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE clob_api_keys (
    api_key TEXT PRIMARY KEY,
    address TEXT NOT NULL,             -- lower-case EOA that signed the L1 request
    nonce TEXT NOT NULL,               -- uint256 decimal string
    kind TEXT NOT NULL,                -- 'trading' | 'builder'
    created_at INTEGER NOT NULL,
    revoked_at INTEGER,                -- a revoked key never comes back, and its nonce stays used
    UNIQUE (address, nonce, kind)
  );

  -- which EOA controls a proxy (1), safe (2) or deposit wallet (3); an EOA (0) controls itself
  CREATE TABLE clob_wallets (
    wallet TEXT PRIMARY KEY,           -- lower-case
    owner TEXT NOT NULL,               -- lower-case EOA
    signature_type INTEGER NOT NULL
  );
  CREATE INDEX clob_wallets_owner ON clob_wallets(owner);

  -- 'banned' or 'closed_only' addresses
  CREATE TABLE clob_address_flags (address TEXT PRIMARY KEY, flag TEXT NOT NULL) WITHOUT ROWID;

  CREATE TABLE clob_orders (
    id TEXT PRIMARY KEY,               -- the order's EIP-712 hash
    seq INTEGER NOT NULL UNIQUE,       -- arrival order: time priority, and the rebuild order on start
    api_key TEXT NOT NULL,             -- the owner (the API key that posted it)
    maker TEXT NOT NULL,               -- lower-case funder: whose cash and shares move
    signer TEXT NOT NULL,
    condition_id TEXT NOT NULL,
    asset TEXT NOT NULL,
    outcome_index INTEGER NOT NULL,
    side TEXT NOT NULL,                -- BUY | SELL
    price INTEGER NOT NULL,            -- micro per share
    original_size INTEGER NOT NULL,    -- shares, micro
    size_matched INTEGER NOT NULL,
    order_type TEXT NOT NULL,          -- GTC | GTD | FOK | FAK
    post_only INTEGER NOT NULL,
    expiration INTEGER NOT NULL,       -- epoch seconds, 0 = none
    status TEXT NOT NULL,              -- LIVE | MATCHED | CANCELED | EXPIRED | UNMATCHED
    builder TEXT NOT NULL,             -- bytes32 builder code, zero when none
    signed TEXT NOT NULL,              -- the order as posted (JSON), signature included
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX clob_orders_live ON clob_orders(status, seq) WHERE status = 'LIVE';
  CREATE INDEX clob_orders_maker ON clob_orders(maker, status, seq);
  CREATE INDEX clob_orders_signer ON clob_orders(signer, status, seq);

  -- one row per fill: which orders a ledger trade settled (trades.id), and how
  CREATE TABLE clob_fills (
    trade_id INTEGER PRIMARY KEY,      -- trades.id of the fill (the taker's side for a mint or merge)
    taker_order_id TEXT NOT NULL,
    maker_order_id TEXT NOT NULL,
    kind TEXT NOT NULL,                -- TRADE | MINT | MERGE
    ts INTEGER NOT NULL
  );
  CREATE INDEX clob_fills_taker ON clob_fills(taker_order_id);
  CREATE INDEX clob_fills_maker ON clob_fills(maker_order_id);
  `,
  // 5: /clob/orderbook-history: the books of a market as they stood, at most one row per token
  // and minute (server/trading/history/snapshots.ts keeps the minute's latest state)
  `
  CREATE TABLE clob_book_snapshots (
    condition_id TEXT NOT NULL,
    ts INTEGER NOT NULL,               -- epoch seconds of the state recorded
    asset_id TEXT NOT NULL,
    hash TEXT NOT NULL,                -- the hash /book gives that book at ts
    bids TEXT NOT NULL,                -- JSON [{price, size}] as /book lists them (best last)
    asks TEXT NOT NULL,
    PRIMARY KEY (asset_id, ts)
  ) WITHOUT ROWID;
  CREATE INDEX clob_book_snapshots_market ON clob_book_snapshots(condition_id, ts);
  `,
  // 6: the trading service's account routes.
  // Notifications derive from orders and fills, so only what a caller dropped is kept; builder
  // trades read trades by builder code
  `
  CREATE TABLE clob_dropped_notifications (
    funder TEXT NOT NULL,              -- lower-case
    id TEXT NOT NULL,                  -- 'cancel-<order id>' or 'fill-<trade id>-<order id>'
    PRIMARY KEY (funder, id)
  ) WITHOUT ROWID;
  -- GET /builder/trades reads one builder's trades, newest first
  CREATE INDEX trades_builder ON trades(builder_code, ts, id);
  `,
  // 7: an order belongs to the EOA whose API key posted it. The signer is not that EOA for a
  // deposit wallet (type 3: the wallet signs, its owner signs the ERC-1271 wrapper), so reads,
  // cancels and heartbeats match on owner. Orders from before get their key's address; without a
  // key in clob_api_keys (the synthetic makers post under a made-up one) a deposit wallet's owner,
  // else the signer, who is the posting EOA for types 0 to 2. Nothing reads by signer any more, so
  // its index would only slow every insert.
  `
  ALTER TABLE clob_orders ADD COLUMN owner TEXT;
  UPDATE clob_orders SET owner = COALESCE(
    (SELECT lower(k.address) FROM clob_api_keys k WHERE k.api_key = clob_orders.api_key),
    (SELECT w.owner FROM clob_wallets w WHERE w.wallet = clob_orders.signer AND w.signature_type = 3),
    signer);
  CREATE INDEX clob_orders_owner ON clob_orders(owner, status, seq);
  DROP INDEX clob_orders_signer;
  `,
];
