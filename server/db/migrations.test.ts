import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrations';

/* A database an older release left behind is brought up to date with its rows kept and completed. */

/** The version before clob_orders.owner (migration 7). */
const BEFORE_OWNER = 6;

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const WALLET = '0x00000000000000000000000000000000000000aa';
const MAKER = '0x00000000000000000000000000000000000000bb';

function order(db: Database.Database, id: string, seq: number, apiKey: string, signer: string) {
  db.prepare(
    `INSERT INTO clob_orders (id, seq, api_key, maker, signer, condition_id, asset, outcome_index, side, price, original_size,
       size_matched, order_type, post_only, expiration, status, builder, signed, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '0xc', '1', 0, 'BUY', 20000, 5000000, 0, 'GTC', 0, 0, 'LIVE', '0x0', '{}', 0, 0)`,
  ).run(id, seq, apiKey, signer, signer);
}

describe('migration 7: the owner of each order', () => {
  it("backfills the posting key's EOA, a deposit wallet's owner without a key, else the signer", () => {
    const db = new Database(':memory:');
    migrate(db, BEFORE_OWNER);
    db.prepare("INSERT INTO clob_api_keys (api_key, address, nonce, kind, created_at) VALUES ('key-alice', ?, '0', 'trading', 0)").run(
      ALICE,
    );
    db.prepare('INSERT INTO clob_wallets (wallet, owner, signature_type) VALUES (?, ?, 3)').run(WALLET, ALICE);
    order(db, 'eoa', 1, 'key-alice', ALICE);
    order(db, 'deposit', 2, 'key-alice', WALLET);
    order(db, 'deposit-no-key', 3, 'key-unknown', WALLET);
    order(db, 'synthetic', 4, `sandbox-maker-${MAKER}`, MAKER);

    migrate(db);

    expect(db.prepare('SELECT id, owner FROM clob_orders ORDER BY seq').all()).toEqual([
      { id: 'eoa', owner: ALICE },
      { id: 'deposit', owner: ALICE },
      { id: 'deposit-no-key', owner: ALICE },
      { id: 'synthetic', owner: MAKER },
    ]);
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM clob_orders WHERE owner = ? AND status = 'LIVE' ORDER BY seq").all(ALICE) as {
      detail: string;
    }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING INDEX clob_orders_owner/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'clob_orders_signer'").get()).toBeUndefined();
    db.close();
  });
});
