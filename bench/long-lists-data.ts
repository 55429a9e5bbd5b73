import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { dayStart } from '../src/lib/history-filters';
import { LARGE_FILE, startLargeService } from './large-dataset';
import type { ListsOptions } from './long-lists';
import { startServer, type ServerHandle } from './server-process';

/* The long-lists bench's data side: which window of the whale's history to open, read from the large dataset, and its service. */

const WINDOW_ROWS = 10_000;
const SMALL_WINDOW_ROWS = 100;

export const day = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

/** The first UTC day from which `user` has at least `rows` activity rows, and how many it has from then on. */
export function windowFrom(db: Database.Database, user: string, rows: number): { from: string; dbRows: number } {
  const nth = db.prepare('SELECT ts FROM activity WHERE user = ? ORDER BY ts DESC LIMIT 1 OFFSET ?').get(user, rows - 1) as
    { ts: number } | undefined;
  if (!nth) throw new Error(`${user} has fewer than ${rows} activity rows`);
  const from = day(nth.ts);
  const dbRows = (db.prepare('SELECT count(*) AS n FROM activity WHERE user = ? AND ts >= ?').get(user, dayStart(from)) as { n: number }).n;
  return { from, dbRows };
}

export function pickWindows(user: string): { from: string; dbRows: number; smallFrom: string; total: number } {
  const db = new Database(LARGE_FILE, { readonly: true, fileMustExist: true });
  try {
    const total = (db.prepare('SELECT count(*) AS n FROM activity WHERE user = ?').get(user) as { n: number }).n;
    return { ...windowFrom(db, user, WINDOW_ROWS), smallFrom: windowFrom(db, user, SMALL_WINDOW_ROWS).from, total };
  } finally {
    db.close();
  }
}

/** The large dataset's service; generated first when the file is missing (bounded like the positions step). */
export async function startService(opts: ListsOptions): Promise<ServerHandle> {
  if (existsSync(LARGE_FILE)) return startLargeService({ rateLimits: false, log: opts.log });
  opts.log(`large dataset: generating ${LARGE_FILE}; this can take minutes the first time`);
  const server = await startServer({
    env: { DATASET: 'large', DB_FILE: LARGE_FILE, STATIC_DIR: 'dist', RATE_LIMIT: 'off' },
    timeoutMs: opts.startTimeoutMs,
    onLine: (line) => line.trim() && opts.log(`  [service] ${line}`),
  });
  opts.log(`service ready on the large dataset after ${(server.readyMs / 1000).toFixed(1)} s`);
  return server;
}

/** The most common activity types in the window, with the labels of the Types checkboxes. */
export function windowTypes(user: string, from: string, n: number): string[] {
  const db = new Database(LARGE_FILE, { readonly: true, fileMustExist: true });
  try {
    return (
      db
        .prepare('SELECT type, count(*) AS n FROM activity WHERE user = ? AND ts >= ? GROUP BY type ORDER BY n DESC LIMIT ?')
        .all(user, dayStart(from), n) as { type: string }[]
    ).map((r) => r.type);
  } finally {
    db.close();
  }
}
