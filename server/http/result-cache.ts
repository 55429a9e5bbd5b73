import type { Db } from '../db/connection';
import { createChangeStamp } from './change-stamp';

/*
 * Results that depend only on the database (a leaderboard over a million fills) are kept until the
 * next committed write, seen through total_changes() (this connection) and data_version (any other
 * connection); both are O(1) reads. Bounded, oldest first out, so odd keys cannot grow it.
 */
export function createResultCache<V>(db: Db, maxEntries = 64) {
  const stampNow = createChangeStamp(db);
  let stamp = '';
  const entries = new Map<string, V>();
  return function cached(key: string, compute: () => V): V {
    const now = stampNow();
    if (now !== stamp) {
      entries.clear();
      stamp = now;
    }
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, value);
    return value;
  };
}
