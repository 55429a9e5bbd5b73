import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, setMeta } from './connection';
import { ensureDatabase } from './ensure-database';
import { SCHEMA_VERSION } from './migrations';

/*
 * A database file the service cannot use stops `npm start` with one line naming the file and what
 * to do, a non-zero exit, and the file as it was; a file that holds trading state is never
 * regenerated on its own; a backup taken while orders are being written holds every one committed.
 */

const dir = mkdtempSync(join(tmpdir(), 'vantage-faults-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, PORT: '0', RATE_LIMIT: 'off', LIQUIDITY: 'off', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the service on `file` and expects it to refuse: exit 1, one line, the file untouched. */
async function refuses(file: string, args: string[] = []) {
  const before = digest(file);
  const { code, stderr } = await run('server/main.ts', args, { DB_FILE: file });
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  expect(digest(file)).toBe(before);
  return lines[0]!;
}

describe('a database file the service cannot use', () => {
  it('damaged or not SQLite: names the file and how to start afresh', async () => {
    const file = join(dir, 'damaged.sqlite');
    writeFileSync(file, 'this is not a database\n'.repeat(200));
    expect(await refuses(file)).toMatch(/is not a SQLite database, or is damaged \(SQLITE_NOTADB\).*--reset/);
  });

  it("somebody else's SQLite: never offers to reset it", async () => {
    const file = join(dir, 'foreign.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)');
    db.close();
    const line = await refuses(file);
    expect(line).toMatch(/not Vantage's/);
    expect(line).not.toContain('--reset');
  });

  it('written by a newer version: says which schema versions', async () => {
    const file = join(dir, 'newer.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.pragma(`user_version = ${SCHEMA_VERSION + 3}`);
    db.close();
    expect(await refuses(file)).toContain(`schema version ${SCHEMA_VERSION + 3}, newer than this Vantage's ${SCHEMA_VERSION}`);
  });
});

describe('a database that holds trading state', () => {
  const file = join(dir, 'trading.sqlite');
  const db = openDb(file);
  setMeta(db, 'generator', 'an older generator');
  db.prepare("INSERT INTO clob_api_keys (api_key, address, nonce, kind, created_at) VALUES ('k1', '0xabc', '0', 'trading', 1)").run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();

  it('is kept as it is when the generator or the day changed, and says so', () => {
    const logs: string[] = [];
    const kept = ensureDatabase({ file, size: 'demo', seed: 1, day: 1_790_000_000, log: (m) => logs.push(m) });
    expect(kept.prepare('SELECT api_key FROM clob_api_keys').pluck().all()).toEqual(['k1']);
    kept.close();
    expect(logs.join('\n')).toMatch(/holds trading state \(0 orders, 1 API keys\): kept as it is/);
  });

  it('is not reset without --yes', async () => {
    expect(await refuses(file, ['--reset'])).toMatch(/holds trading state .* --reset --yes/);
  });
});

describe('npm run exchange -- backup', () => {
  it('copies a database while orders are being written: the copy opens and holds every order committed before it', async () => {
    const source = join(dir, 'live.sqlite');
    const db = openDb(source);
    const insert = db.prepare(
      `INSERT INTO clob_orders (id, seq, api_key, maker, signer, condition_id, asset, outcome_index, side, price, original_size,
        size_matched, order_type, post_only, expiration, status, builder, signed, created_at, updated_at)
       VALUES (?, ?, 'k', 'm', 's', 'c', 'a', 0, 'BUY', 500000, 5000000, 0, 'GTC', 0, 0, 'LIVE', '0x0', '{}', 0, 0)`,
    );
    let seq = 0;
    const write = () =>
      db.transaction(() => {
        for (let i = 0; i < 20; i++) insert.run(`o${++seq}`, seq);
      })();
    for (let i = 0; i < 200; i++) write();
    const load = setInterval(write, 1);
    const committedBefore = seq;
    const dest = join(dir, 'copy.sqlite');
    const { code, stdout, stderr } = await run('server/exchange-cli.ts', ['backup', dest], { DB_FILE: source });
    clearInterval(load);
    const committedAfter = seq;
    db.close();
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`to ${dest}`);
    const copy = new Database(dest, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const seqs = copy.prepare('SELECT seq FROM clob_orders ORDER BY seq').pluck().all() as number[];
    copy.close();
    // one moment of the file: every order up to some point, none missing in between
    expect(seqs.length).toBeGreaterThanOrEqual(committedBefore);
    expect(seqs.length).toBeLessThanOrEqual(committedAfter);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // and it never overwrites
    expect((await run('server/exchange-cli.ts', ['backup', dest], { DB_FILE: source })).code).toBe(1);
  });
});
