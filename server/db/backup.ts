import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

/**
 * A consistent copy of a database that a running service may be writing to, with SQLite's online
 * backup: every page in one step, so the copy is one moment of the file (each committed order in,
 * nothing half-written). Refuses to overwrite a file that exists.
 */
export async function backupDatabase(source: string, dest: string): Promise<number> {
  if (existsSync(dest)) throw new Error(`${dest} exists; choose a new file name`);
  const db = new Database(source, { fileMustExist: true });
  try {
    const { totalPages } = await db.backup(dest, { progress: () => 0x7fffffff });
    return totalPages;
  } finally {
    db.close();
  }
}

/** The dataset file the service opens, from the same settings (DB_FILE, DATASET or --large). */
export function datasetFile(env: NodeJS.ProcessEnv, large: boolean): { file: string; size: 'demo' | 'large' } {
  const size = env.DATASET === 'large' || large ? 'large' : 'demo';
  return { file: env.DB_FILE ?? `.data/${size}.sqlite`, size };
}
