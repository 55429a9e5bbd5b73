import type { Database } from 'better-sqlite3';
import { BRIDGE_MIGRATIONS } from './migrations-bridge';
import { CHAIN_MIGRATIONS } from './migrations-chain';
import { PERPS_MIGRATIONS } from './migrations-perps';
import { POSITIONS_MIGRATIONS } from './migrations-positions';
import { RELAYER_MIGRATIONS } from './migrations-relayer';
import { TRADING_MIGRATIONS } from './migrations-trading';

/*
 * Units: every share amount and every USDC amount is an INTEGER in 1e6 units ("micro"), exactly
 * like the onchain tokens (pUSD and the conditional tokens both have 6 decimals). Prices are
 * INTEGER micro-dollars per share (0..1_000_000). Timestamps are epoch seconds.
 * Nothing derived from a float is ever stored.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    address TEXT PRIMARY KEY,          -- lower-case 0x address of the proxy wallet
    display_address TEXT NOT NULL,     -- checksummed form, what the API returns
    name TEXT NOT NULL,
    pseudonym TEXT NOT NULL,
    bio TEXT NOT NULL,
    profile_image TEXT NOT NULL,
    profile_image_optimized TEXT NOT NULL,
    verified INTEGER NOT NULL,
    display_username_public INTEGER NOT NULL,
    x_username TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE builders (
    code TEXT PRIMARY KEY,             -- bytes32 builder code, '' for legacy builders
    name TEXT NOT NULL,
    logo TEXT NOT NULL,
    verified INTEGER NOT NULL
  );

  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    category TEXT NOT NULL,
    icon TEXT NOT NULL,
    image TEXT NOT NULL,
    neg_risk INTEGER NOT NULL,
    start_date INTEGER NOT NULL,
    end_date INTEGER NOT NULL
  );

  CREATE TABLE markets (
    condition_id TEXT PRIMARY KEY,     -- lower-case 0x + 64 hex
    question_id TEXT NOT NULL,
    event_id INTEGER NOT NULL REFERENCES events(id),
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    icon TEXT NOT NULL,
    image TEXT NOT NULL,
    category TEXT NOT NULL,
    outcome0 TEXT NOT NULL,
    outcome1 TEXT NOT NULL,
    token0 TEXT NOT NULL UNIQUE,       -- uint256 decimal string
    token1 TEXT NOT NULL UNIQUE,
    tick_size TEXT NOT NULL,           -- exactly "0.1" | "0.01" | "0.001" | ...
    min_order_size INTEGER NOT NULL,   -- shares, micro
    neg_risk INTEGER NOT NULL,
    start_date INTEGER NOT NULL,
    end_date INTEGER NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    price0 INTEGER NOT NULL,           -- current price of outcome 0, micro
    resolved_at INTEGER,               -- NULL while unresolved
    payout0 INTEGER,                   -- payout per share of outcome 0 at resolution, micro
    payout1 INTEGER
  );
  CREATE INDEX markets_event ON markets(event_id);

  CREATE TABLE tokens (
    token_id TEXT PRIMARY KEY,
    condition_id TEXT NOT NULL REFERENCES markets(condition_id),
    outcome_index INTEGER NOT NULL
  );

  -- price path of outcome 0 of each market; outcome 1 is 1e6 - p
  CREATE TABLE price_points (
    condition_id TEXT NOT NULL,
    t INTEGER NOT NULL,
    p INTEGER NOT NULL,
    PRIMARY KEY (condition_id, t)
  ) WITHOUT ROWID;

  -- one row per settled fill, between a maker and a taker
  CREATE TABLE trades (
    id INTEGER PRIMARY KEY,
    ts INTEGER NOT NULL,
    condition_id TEXT NOT NULL,
    asset TEXT NOT NULL,
    outcome_index INTEGER NOT NULL,
    taker TEXT NOT NULL,
    maker TEXT NOT NULL,
    taker_side TEXT NOT NULL,          -- BUY | SELL (the maker has the other side)
    size INTEGER NOT NULL,             -- shares, micro
    price INTEGER NOT NULL,            -- micro per share
    taker_fee INTEGER NOT NULL,        -- micro USDC paid by the taker
    maker_fee INTEGER NOT NULL,
    builder_code TEXT NOT NULL,
    tx_hash TEXT NOT NULL
  );
  CREATE INDEX trades_taker ON trades(taker, ts, id);
  CREATE INDEX trades_maker ON trades(maker, ts, id);
  CREATE INDEX trades_market ON trades(condition_id, ts, id);
  CREATE INDEX trades_ts ON trades(ts, id);

  -- the user-facing ledger: every movement of a user's shares or cash is one row here
  CREATE TABLE activity (
    id INTEGER PRIMARY KEY,
    user TEXT NOT NULL,
    ts INTEGER NOT NULL,
    type TEXT NOT NULL,                -- TRADE SPLIT MERGE REDEEM REWARD CONVERSION DEPOSIT WITHDRAWAL YIELD MAKER_REBATE TAKER_REBATE REFERRAL_REWARD
    condition_id TEXT NOT NULL,        -- '' when not market-specific; the combo id on combo rows
    asset TEXT NOT NULL,               -- '' when not token-specific
    outcome_index INTEGER NOT NULL,    -- 999 when undeterminable
    side TEXT NOT NULL,                -- BUY | SELL | ''
    size INTEGER NOT NULL,             -- shares, micro (unsigned; direction from type/side)
    usdc_size INTEGER NOT NULL,        -- micro USDC (unsigned; direction from type/side)
    price INTEGER NOT NULL,            -- micro
    fee INTEGER NOT NULL DEFAULT 0,    -- micro USDC fee paid on this row (TRADE rows)
    share_delta INTEGER NOT NULL,      -- signed change of the user's balance of asset
    cash_delta INTEGER NOT NULL,       -- signed change of the user's cash (fees included)
    is_combo INTEGER NOT NULL DEFAULT 0,
    trade_id INTEGER,
    tx_hash TEXT NOT NULL,
    log_index INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX activity_user ON activity(user, ts, id);
  CREATE INDEX activity_user_market ON activity(user, condition_id, ts);

  -- current position per (user, token); maintained by the ledger only
  CREATE TABLE positions (
    user TEXT NOT NULL,
    asset TEXT NOT NULL,
    condition_id TEXT NOT NULL,
    outcome_index INTEGER NOT NULL,
    size INTEGER NOT NULL,             -- shares held, micro
    cost INTEGER NOT NULL,             -- remaining fee-exclusive cost basis, micro USDC
    fees INTEGER NOT NULL,             -- remaining attributed BUY fees, micro USDC
    total_bought INTEGER NOT NULL,     -- shares ever acquired, micro
    bought_cost INTEGER NOT NULL,      -- fee-exclusive USDC ever spent acquiring, micro
    realized_pnl INTEGER NOT NULL,     -- micro USDC
    first_ts INTEGER NOT NULL,
    last_ts INTEGER NOT NULL,
    PRIMARY KEY (user, asset)
  ) WITHOUT ROWID;
  CREATE INDEX positions_market ON positions(condition_id, outcome_index, size);

  CREATE TABLE cash (
    user TEXT PRIMARY KEY,
    balance INTEGER NOT NULL
  ) WITHOUT ROWID;

  -- per token: shares ever minted (splits, conversions) and burned (merges, redemptions, conversions)
  CREATE TABLE token_supply (
    asset TEXT PRIMARY KEY,
    minted INTEGER NOT NULL,
    burned INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE revisions (
    question_id TEXT NOT NULL,
    revision TEXT NOT NULL,
    ts INTEGER NOT NULL
  );
  CREATE INDEX revisions_q ON revisions(question_id, ts);

  -- approval state per (user, catalogue entry); absent row = never approved
  CREATE TABLE approvals (
    user TEXT NOT NULL,
    contract_id TEXT NOT NULL,
    approved INTEGER NOT NULL,
    amount TEXT,                       -- ERC20 allowance in base units, decimal string
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user, contract_id)
  ) WITHOUT ROWID;

  CREATE TABLE combos (
    combo_condition_id TEXT PRIMARY KEY, -- 0x + 62 hex
    title TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE combo_legs (
    combo_condition_id TEXT NOT NULL,
    leg_index INTEGER NOT NULL,
    condition_id TEXT NOT NULL,
    outcome_index INTEGER NOT NULL,
    PRIMARY KEY (combo_condition_id, leg_index)
  ) WITHOUT ROWID;
  CREATE TABLE combo_positions (
    combo_condition_id TEXT NOT NULL,
    combo_position_id TEXT NOT NULL,
    user TEXT NOT NULL,
    shares INTEGER NOT NULL,           -- micro
    entry_avg_price INTEGER NOT NULL,  -- micro
    entry_fees INTEGER NOT NULL,       -- micro
    gross_entry_cost INTEGER NOT NULL, -- micro
    realized_payout INTEGER NOT NULL,  -- micro
    redeemed_shares INTEGER NOT NULL,  -- micro
    first_entry_at INTEGER NOT NULL,
    resolved_at INTEGER,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (combo_condition_id, combo_position_id)
  ) WITHOUT ROWID;
  CREATE INDEX combo_positions_user ON combo_positions(user, updated_at);
  CREATE TABLE combo_activity (
    id INTEGER PRIMARY KEY,
    user TEXT NOT NULL,
    combo_condition_id TEXT NOT NULL,
    combo_position_id TEXT NOT NULL,
    kind TEXT NOT NULL,                -- Split Merge Convert Compress Wrap Unwrap Redeem
    amount INTEGER,                    -- micro USDC, NULL on redeems
    payout INTEGER,                    -- micro USDC, NULL on lifecycle events
    ts INTEGER NOT NULL,
    tx_hash TEXT NOT NULL,
    log_index INTEGER NOT NULL,
    block_number INTEGER NOT NULL
  );
  CREATE INDEX combo_activity_user ON combo_activity(user, ts, id);
  `,
  `
  -- per-token share movements of the activity rows that are not token-specific (SPLIT, MERGE and
  -- CONVERSION rows carry asset ''): one row per token the operation minted, burned or moved
  CREATE TABLE activity_legs (
    activity_id INTEGER NOT NULL,
    asset TEXT NOT NULL,
    share_delta INTEGER NOT NULL,      -- signed change of the user's balance of asset, micro
    PRIMARY KEY (activity_id, asset)
  ) WITHOUT ROWID;

  -- a market's resolution reclassifies every combo with a leg on it
  CREATE INDEX combo_legs_market ON combo_legs(condition_id);
  `,
  // 3: /activity sorted by cash or size reads a whale's account in index order and stops after the
  // page, instead of sorting 100,000+ rows per request
  `
  CREATE INDEX activity_user_cash ON activity(user, usdc_size, ts, id);
  CREATE INDEX activity_user_size ON activity(user, size, ts, id);
  `,
  ...TRADING_MIGRATIONS,
  ...POSITIONS_MIGRATIONS,
  ...RELAYER_MIGRATIONS,
  ...CHAIN_MIGRATIONS,
  ...BRIDGE_MIGRATIONS,
  ...PERPS_MIGRATIONS,
];

/**
 * Applies every migration not yet applied, tracked with SQLite's user_version. `upTo` stops at that
 * version, so a test can build a database as an older release left it.
 */
/** The schema version this code writes (user_version): a file above it was written by a newer version. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database, upTo = MIGRATIONS.length): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < upTo; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
