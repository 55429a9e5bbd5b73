import { existsSync, renameSync, rmSync } from 'node:fs';
import { openDb, getMeta, setMeta, type Db } from './connection';
import { DatabaseFault, faultOf, tradingState } from './database-fault';
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
  /** With reset: discard the file even though it holds trading state (orders, API keys). */
  yes?: boolean;
  log?: (msg: string) => void;
};

/**
 * Opens the dataset, generating it first when the file is missing, was made by another generator
 * version, size or seed, or when a reset is asked for. Generation writes a temporary file that is
 * renamed into place, so an interrupted run never leaves a half-filled database behind.
 *
 * A file the service cannot use (DatabaseFault: damaged, foreign, newer) is left as it is. A file
 * that holds trading state is never regenerated on its own: it is kept as it is, and a reset asks
 * for `yes`.
 */
export function ensureDatabase(opts: EnsureOptions): Db {
  const stamp = `${GENERATOR_VERSION}:${opts.size}:${opts.seed}${opts.day === undefined ? '' : `:${opts.day}`}`;
  if (existsSync(opts.file)) {
    const fault = faultOf(opts.file);
    // a damaged file is replaced when a reset is asked for; somebody else's, or a newer one, only with --yes too
    if (fault && !(opts.reset && (fault.kind === 'damaged' || opts.yes))) throw fault;
    if (!fault) {
      const db = openDb(opts.file);
      const { orders, keys } = tradingState(db);
      const held = orders + keys > 0;
      if (!opts.reset && (getMeta(db, 'generator') === stamp || held)) {
        if (held && getMeta(db, 'generator') !== stamp)
          opts.log?.(
            `dataset ${opts.file} is from another generator version or day, but holds trading state (${orders} orders, ${keys} API keys): kept as it is. To rebuild it, back it up (npm run exchange -- backup <file>) and run npm run serve -- --reset --yes`,
          );
        return db;
      }
      db.close();
      if (opts.reset && held && !opts.yes)
        throw new DatabaseFault(
          'trading-state',
          `${opts.file} holds trading state (${orders} orders, ${keys} API keys) that --reset would discard. Nothing was changed; back it up (npm run exchange -- backup <file>), then run npm run serve -- --reset --yes`,
        );
      if (!opts.reset) opts.log?.(`dataset ${opts.file} is from another generator version or day; rebuilding`);
    }
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
