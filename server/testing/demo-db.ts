import { openDb, type Db } from '../db/connection';
import { generate } from '../seed';

/** A fresh in-memory copy of the demo dataset (same seed as `npm start`), for in-process tests. */
export function demoDb(seed = 1): Db {
  const db = openDb(':memory:');
  generate(db, { size: 'demo', seed });
  return db;
}
