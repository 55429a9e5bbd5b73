import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATOR_VERSION } from '../server/seed';
import { ROOT, startServer, type ServerHandle } from './server-process';

/*
 * The route benches read the large dataset as it is on disk and never (re)generate it: a generation
 * takes long enough to swallow a bench run, and other work on the machine shares the file.
 */

export const LARGE_FILE = join(ROOT, '.data', 'large.sqlite');

/** What the service would compare the file with before deciding to rebuild it (server/db/ensure-database.ts). */
const expectedStamp = () => `${GENERATOR_VERSION}:large:${Number(process.env.SEED ?? 1)}`;

export function checkLargeDataset(file = LARGE_FILE): void {
  if (!existsSync(file))
    throw new Error(
      `${file} does not exist; generate it once with \`npm run bench -- --only=positions\` (or DATASET=large npm run serve) first`,
    );
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'generator'").get() as { value: string } | undefined;
    if (row?.value !== expectedStamp()) {
      throw new Error(
        `${file} was made by ${row?.value ?? 'an unknown generator'}, the service expects ${expectedStamp()} and would rebuild it; not starting`,
      );
    }
  } finally {
    db.close();
  }
}

export type LargeStart = { rateLimits: boolean; log: (msg: string) => void; timeoutMs?: number };

/** The real service on the large dataset, on 127.0.0.1 and a free port; refuses to go on if it starts generating. */
export async function startLargeService(o: LargeStart): Promise<ServerHandle> {
  checkLargeDataset();
  const server = await startServer({
    env: { DATASET: 'large', DB_FILE: LARGE_FILE, STATIC_DIR: 'dist', RATE_LIMIT: o.rateLimits ? 'on' : 'off' },
    timeoutMs: o.timeoutMs ?? 120_000,
    onLine: (line) => line.trim() && o.log(`  [service] ${line}`),
    refuse: (line) =>
      /rebuilding|generat/i.test(line) ? `the service started generating the large dataset ("${line.trim()}"); stopped it` : undefined,
  });
  o.log(`service ready on the large dataset after ${(server.readyMs / 1000).toFixed(1)} s (rate limits ${o.rateLimits ? 'on' : 'off'})`);
  return server;
}
