import { existsSync, renameSync, rmSync } from 'node:fs';
import { openDb, getMeta, setMeta, type Db } from './connection';
import { GENERATOR_VERSION, generate, type DatasetSize } from '../seed';

export type EnsureOptions = {
  file: string;
  size: DatasetSize;
  seed: number;
  /**
   * The UTC day (epoch seconds of its start) the history should run up to. A file made for another
   * day is rebuilt: its "last day" would be days ago, and a day's leaderboard, volume and PnL
   * window would be empty. Left out, the file is kept whatever day it was made on (the large
   * benchmark dataset, which takes minutes to build).
   */
  day?: number;
  reset?: boolean;
  log?: (msg: string) => void;
};

/**
 * Opens the dataset, generating it first when the file is missing, was made by another generator
 * version, size or seed, or when a reset is asked for. Generation writes a temporary file that is
 * renamed into place, so an interrupted run never leaves a half-filled database behind.
 */
export function ensureDatabase(opts: EnsureOptions): Db {
  const stamp = `${GENERATOR_VERSION}:${opts.size}:${opts.seed}${opts.day === undefined ? '' : `:${opts.day}`}`;
  if (!opts.reset && existsSync(opts.file)) {
    const db = openDb(opts.file);
    if (getMeta(db, 'generator') === stamp) return db;
    db.close();
    opts.log?.(`dataset ${opts.file} is from another generator version or day; rebuilding`);
  }
  const tmp = `${opts.file}.tmp`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) rmSync(f, { force: true });
  const started = Date.now();
  const db = openDb(tmp);
  const stats = generate(db, { size: opts.size, seed: opts.seed, now: opts.day });
  setMeta(db, 'generator', stamp);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  for (const f of [opts.file, `${opts.file}-wal`, `${opts.file}-shm`]) rmSync(f, { force: true });
  renameSync(tmp, opts.file);
  opts.log?.(`generated the ${opts.size} dataset in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(stats)}`);
  return openDb(opts.file);
}
