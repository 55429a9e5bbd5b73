import type { Db } from '../db/connection';
import { setMeta } from '../db/connection';
import { Ledger } from '../ledger';
import { withoutSecondaryIndexes } from './bulk-load';
import { buildCatalogue } from './catalogue';
import { writeCatalogue } from './catalogue-writer';
import { writeApprovals, writeBuilders, writeUsers } from './people-writer';
import { Rng } from './rng';
import { simulate } from './simulation';
import { SIZES } from './sizes';
import { startOfUtcDay, timeline } from './time';
import { buildUsers } from './users';
import { WHALE } from './well-known';
import { World } from './world';

export type DatasetSize = 'demo' | 'medium' | 'large';

/** Bump whenever the generated content changes, so stale dataset files are rebuilt. */
export const GENERATOR_VERSION = 'seed-5';

const COUNTED = [
  'users',
  'builders',
  'events',
  'markets',
  'price_points',
  'trades',
  'activity',
  'positions',
  'combos',
  'combo_positions',
  'combo_activity',
  'approvals',
  'revisions',
];

/**
 * Generates a whole dataset into an empty, migrated database: draws a catalogue and a population,
 * then replays the history through the ledger in time order. Deterministic: the same seed and
 * `now` (epoch seconds, default the start of the current UTC day) give identical tables.
 */
export function generate(db: Db, opts: { size: DatasetSize; seed: number; now?: number }): Record<string, number> {
  const cfg = SIZES[opts.size];
  const tl = timeline(opts.now ?? startOfUtcDay(Date.now() / 1000), cfg.historyDays);
  // the whole history is one transaction: a page cache that holds it avoids spilling to disk midway
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  const tempStore = db.pragma('temp_store', { simple: true }) as number;
  const threads = db.pragma('threads', { simple: true }) as number;
  db.pragma(`cache_size = ${opts.size === 'large' ? -2_000_000 : -262_144}`);
  db.pragma('temp_store = MEMORY');
  db.pragma('threads = 2'); // index builds sort with a helper thread
  try {
    db.transaction(() => {
      const restoreIndexes = withoutSecondaryIndexes(db);
      const builders = writeBuilders(db);
      const users = buildUsers(Rng.fork(opts.seed, 'users'), opts.seed, tl, cfg);
      writeUsers(db, users);
      const cat = buildCatalogue(Rng.fork(opts.seed, 'catalogue'), opts.seed, tl, cfg);
      writeCatalogue(db, cat, tl, Rng.fork(opts.seed, 'revisions'));
      const world = new World(new Ledger(db), users, cat, tl, Rng.fork(opts.seed, 'world'), Rng.fork(opts.seed, 'tx'), builders);
      simulate(world, cat, users, cfg, tl, opts.seed);
      writeApprovals(db, users, Rng.fork(opts.seed, 'approvals'), tl);
      setMeta(db, 'dataset_now', String(tl.now));
      setMeta(db, 'whale', WHALE.address);
      restoreIndexes();
    })();
  } finally {
    db.pragma(`cache_size = ${cacheSize}`);
    db.pragma(`temp_store = ${tempStore}`);
    db.pragma(`threads = ${threads}`);
  }
  const counts: Record<string, number> = {};
  for (const t of COUNTED) counts[t] = db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number;
  return counts;
}
