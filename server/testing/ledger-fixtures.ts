import { openDb, type Db } from '../db/connection';
import { LedgerError } from '../ledger/ledger-error';

/* A hand-built world for the ledger's unit tests: one plain market and one neg-risk event of three. */

export const M = '0x' + 'a1'.repeat(32);
export const NR = ['0x' + 'b1'.repeat(32), '0x' + 'b2'.repeat(32), '0x' + 'b3'.repeat(32)] as const;
export const ALICE = '0x' + '11'.repeat(20);
export const BOB = '0x' + '22'.repeat(20);
export const CAROL = '0x' + '33'.repeat(20);

export function tinyDb(): Db {
  const db = openDb(':memory:');
  const ev = db.prepare(
    `INSERT INTO events (id, slug, title, category, icon, image, neg_risk, start_date, end_date) VALUES (?, ?, ?, 'Test', '', '', ?, 0, 2000000000)`,
  );
  const mk = db.prepare(`
    INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0, token1,
                         tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0)
    VALUES (?, ?, ?, ?, ?, '', '', 'Test', 'Yes', 'No', ?, ?, '0.01', 5000000, ?, 0, 2000000000, 0, ?)`);
  const tok = db.prepare('INSERT INTO tokens (token_id, condition_id, outcome_index) VALUES (?, ?, ?)');
  const add = (cid: string, event: number, n: number, negRisk: number, price0: number) => {
    mk.run(cid, cid, event, `m-${n}`, `Market ${n}?`, `${n}0`, `${n}1`, negRisk, price0);
    tok.run(`${n}0`, cid, 0);
    tok.run(`${n}1`, cid, 1);
  };
  ev.run(1, 'plain', 'Plain event', 0);
  add(M, 1, 1, 0, 600_000);
  ev.run(2, 'group', 'Neg-risk event', 1);
  NR.forEach((cid, i) => add(cid, 2, i + 2, 1, [500_000, 300_000, 200_000][i]!));
  return db;
}

export const token = (n: number, outcome: 0 | 1) => `${n}${outcome}`;

/** What a ledger operation did: 'applied', or the code of the LedgerError it was refused with. */
export function ledgerOutcome(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof LedgerError ? e.code : String(e);
  }
  return 'applied';
}
