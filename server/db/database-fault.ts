import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from './migrations';

/*
 * What is wrong with a database file the service was pointed at, found before anything writes to
 * it: not SQLite or damaged, somebody else's SQLite, or written by a newer Vantage. The service
 * then stops with one line that names the file and what to do, and leaves the file as it was.
 */

export type FaultKind = 'damaged' | 'foreign' | 'newer' | 'trading-state';

export class DatabaseFault extends Error {
  override readonly name = 'DatabaseFault';
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
  }
}

/** The fault of an existing file, or undefined when it is Vantage's (or an empty SQLite file). */
export function faultOf(file: string): DatabaseFault | undefined {
  let db: Database.Database | undefined;
  try {
    // no pragma that writes: opening a file and reading its header changes nothing on disk
    db = new Database(file, { fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    if (version > SCHEMA_VERSION)
      return new DatabaseFault(
        'newer',
        `${file} has schema version ${version}, newer than this Vantage's ${SCHEMA_VERSION}: it was written by a newer version. Nothing was changed; run that version, or restore a backup made for this one.`,
      );
    if (tables.length > 0 && !tables.includes('meta'))
      return new DatabaseFault(
        'foreign',
        `${file} is a SQLite database, but not Vantage's (no meta table). Nothing was changed; point DB_FILE at another file.`,
      );
    return undefined;
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (!/^SQLITE_(NOTADB|CORRUPT)/.test(code)) throw err;
    return new DatabaseFault(
      'damaged',
      `${file} is not a SQLite database, or is damaged (${code}). Nothing was changed; move it aside, or replace it with a fresh sandbox dataset: npm run serve -- --reset`,
    );
  } finally {
    db?.close();
  }
}

/** Orders and API keys: what traders put in the file, which a regenerated dataset would lose. */
export function tradingState(db: Database.Database): { orders: number; keys: number } {
  const count = (table: string) => {
    try {
      return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    } catch {
      return 0; // a file from before the trading service has none
    }
  };
  return { orders: count('clob_orders'), keys: count('clob_api_keys') };
}
