import type { Db } from '../db/connection';

/* The chain's one table: mined transactions, one per block (migrations-chain.ts). */

export type MinedTransaction = {
  block_number: number;
  hash: string;
  from_address: string;
  to_address: string;
  nonce: number;
  raw: `0x${string}`;
  status: 0 | 1;
  reason: string | null;
  ts: number;
};

export function createTransactionsStore(db: Db) {
  const head = db.prepare<[], { n: number | null }>('SELECT MAX(block_number) AS n FROM chain_transactions');
  const byHash = db.prepare<[string], MinedTransaction>('SELECT * FROM chain_transactions WHERE hash = ?');
  const byBlock = db.prepare<[number], MinedTransaction>('SELECT * FROM chain_transactions WHERE block_number = ?');
  const count = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM chain_transactions WHERE from_address = ? AND block_number <= ?',
  );
  const insert = db.prepare<Omit<MinedTransaction, 'block_number'>>(
    `INSERT INTO chain_transactions (hash, from_address, to_address, nonce, raw, status, reason, ts)
     VALUES (@hash, @from_address, @to_address, @nonce, @raw, @status, @reason, @ts)`,
  );
  return {
    /** The latest block's number: 0 (genesis) until the first transaction. */
    head: () => head.get()?.n ?? 0,
    byHash: (hash: string) => byHash.get(hash),
    byBlock: (n: number) => byBlock.get(n),
    /** The sender's next nonce as of block `at`: every mined transaction of it moved the nonce by one. */
    nonceOf: (address: string, at: number) => count.get(address, at)?.n ?? 0,
    /** Mines the transaction in the next block; returns its number. */
    insert: (tx: Omit<MinedTransaction, 'block_number'>) => Number(insert.run(tx).lastInsertRowid),
  };
}

export type TransactionsStore = ReturnType<typeof createTransactionsStore>;
