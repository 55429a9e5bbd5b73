/*
 * The perpetuals gateway's tables (server/perps), after the bridge's. Money is INTEGER micro pUSD;
 * a position's size is INTEGER units of its instrument's quantity step (10^-quantity_decimals),
 * signed (long > 0); times are epoch milliseconds, as the gateway speaks them. Addresses lower-case.
 */
export const PERPS_MIGRATIONS: readonly string[] = [
  // the collateral of each account and every movement of it: collateral = Σ perps_movements.delta
  // is the audit (server/ledger/perps-ops.ts writes both in one transaction). A position's cost is
  // the entry notional of its open size, so entry_price = cost / |size| stays exact.
  `
  CREATE TABLE perps_accounts (
    account TEXT PRIMARY KEY,
    collateral INTEGER NOT NULL CHECK (collateral >= 0)
  ) WITHOUT ROWID;

  CREATE TABLE perps_movements (
    id INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    kind TEXT NOT NULL,                -- faucet | transfer_in | transfer_out | fee | pnl | funding
    instrument_id INTEGER,             -- fee, pnl, funding
    delta INTEGER NOT NULL,            -- signed micro pUSD on the collateral
    ref TEXT,                          -- the trade id of a fee or pnl; the deposit or withdrawal id
    ts INTEGER NOT NULL
  );
  CREATE INDEX perps_movements_account ON perps_movements(account, kind, id);

  CREATE TABLE perps_positions (
    account TEXT NOT NULL,
    instrument_id INTEGER NOT NULL,
    size INTEGER NOT NULL,
    cost INTEGER NOT NULL CHECK (cost >= 0),
    realized_pnl INTEGER NOT NULL DEFAULT 0,
    cumulative_funding INTEGER NOT NULL DEFAULT 0,
    margin_added INTEGER NOT NULL DEFAULT 0, -- isolated margin added (+) or removed (−) over the opening allocation
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (account, instrument_id)
  ) WITHOUT ROWID;

  -- explicit leverage settings; an instrument without a row runs at its max leverage, isolated (facts §6.2)
  CREATE TABLE perps_leverage (
    account TEXT NOT NULL,
    instrument_id INTEGER NOT NULL,
    leverage INTEGER NOT NULL,
    cross INTEGER NOT NULL,
    PRIMARY KEY (account, instrument_id)
  ) WITHOUT ROWID;

  CREATE TABLE perps_proxies (
    proxy TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    secret TEXT NOT NULL,
    label TEXT,
    expiry INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  CREATE INDEX perps_proxies_account ON perps_proxies(account);

  -- every signature the gateway has ingested: an exact replay is signature_already_used
  CREATE TABLE perps_signatures (sig TEXT PRIMARY KEY, ts INTEGER NOT NULL) WITHOUT ROWID;

  CREATE TABLE perps_transfers (
    id INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    direction TEXT NOT NULL,           -- deposit | withdrawal
    source TEXT NOT NULL,              -- faucet | trading
    amount INTEGER NOT NULL,
    status TEXT NOT NULL,
    hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER
  );
  CREATE INDEX perps_transfers_account ON perps_transfers(account, direction, id);

  CREATE TABLE perps_internal_transfers (
    id INTEGER PRIMARY KEY,
    from_account TEXT NOT NULL,
    to_account TEXT NOT NULL,
    amount INTEGER NOT NULL,           -- micro pUSD
    label TEXT,
    ts INTEGER NOT NULL
  );
  CREATE INDEX perps_internal_transfers_from ON perps_internal_transfers(from_account, id);
  CREATE INDEX perps_internal_transfers_to ON perps_internal_transfers(to_account, id);

  CREATE TABLE perps_fills (
    id INTEGER PRIMARY KEY,
    trade_id INTEGER NOT NULL,
    account TEXT NOT NULL,
    order_id INTEGER NOT NULL,
    client_order_id TEXT,
    instrument_id INTEGER NOT NULL,
    buy INTEGER NOT NULL,
    price TEXT NOT NULL,
    quantity TEXT NOT NULL,
    taker INTEGER NOT NULL,
    fee INTEGER NOT NULL,
    realized_pnl INTEGER NOT NULL,
    position_size INTEGER NOT NULL,
    entry_price TEXT NOT NULL,
    liquidation INTEGER NOT NULL DEFAULT 0, -- 1: the liquidation engine's reduce-only close
    ts INTEGER NOT NULL
  );
  CREATE INDEX perps_fills_account ON perps_fills(account, ts, id);
  CREATE INDEX perps_fills_position ON perps_fills(account, instrument_id, id);
  `,
  // the account's notifications (facts §10), derived from fills, cancels and margin calls: seq is
  // the notification's id and the paging key; body is its JSON less id; read_at is null until read
  `
  CREATE TABLE perps_notifications (
    seq INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    type TEXT NOT NULL,
    body TEXT NOT NULL,
    read_at INTEGER,
    ts INTEGER NOT NULL
  );
  CREATE INDEX perps_notifications_account ON perps_notifications(account, seq);
  CREATE INDEX perps_fills_ts ON perps_fills(ts);
  `,
  // every trader's order as of its latest change (the sandbox makers' quotes are not kept): the
  // history reads, and the resting orders, TP/SL legs and dead-man switches a restart puts back
  `
  CREATE TABLE perps_orders (
    oid INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    instrument_id INTEGER NOT NULL,
    buy INTEGER NOT NULL,
    price TEXT,
    qty TEXT NOT NULL,
    filled TEXT NOT NULL,
    tif TEXT NOT NULL,
    post_only INTEGER NOT NULL,
    reduce_only INTEGER NOT NULL,
    client_order_id TEXT,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    liquidation INTEGER NOT NULL DEFAULT 0,
    tpsl TEXT
  );
  CREATE INDEX perps_orders_account ON perps_orders(account, oid);
  CREATE INDEX perps_orders_live ON perps_orders(status) WHERE status IN ('accepted', 'open', 'partial', 'untriggered', 'armed');
  CREATE TABLE perps_auto_cancel (
    account TEXT PRIMARY KEY,
    deadline INTEGER NOT NULL,
    triggered INTEGER NOT NULL,
    day INTEGER NOT NULL,
    arms INTEGER NOT NULL
  );
  `,
];
