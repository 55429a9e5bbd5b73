import type { Statement } from 'better-sqlite3';
import type { Db } from './connection';

/*
 * Prepared statements keyed by their SQL text. The history routes build their SQL from the shape
 * of a request (which filters, how many list members), so the same few shapes recur; preparing
 * each once saves the parse on every page. Bounded: a flood of distinct list lengths cannot grow it.
 */
const MAX_STATEMENTS = 256;

export function createStatementCache(db: Db) {
  const cache = new Map<string, Statement<unknown[], unknown>>();
  return function prepare<R>(sql: string): Statement<unknown[], R> {
    let stmt = cache.get(sql);
    if (!stmt) {
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
      stmt = db.prepare<unknown[], unknown>(sql);
      cache.set(sql, stmt);
    }
    return stmt as Statement<unknown[], R>;
  };
}
export type PrepareCached = ReturnType<typeof createStatementCache>;

/** Largest value SQLite binds as INTEGER: thresholds above it match nothing anyway. */
export const INT64_MAX = 9_223_372_036_854_775_807n;
