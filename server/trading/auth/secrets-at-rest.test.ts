import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection';
import { authTestApp, createCreds, l1Headers, l2Send, OWNER, send, STRANGER, type Creds } from '../../testing/trading-auth-kit';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dbFile() {
  const dir = mkdtempSync(join(tmpdir(), 'vantage-auth-'));
  dirs.push(dir);
  return join(dir, 'service.db');
}

/** Every row of every table, as JSON. */
function everyRow(db: Db): string[] {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  return tables.flatMap(({ name }) =>
    db
      .prepare(`SELECT * FROM "${name}"`)
      .all()
      .map((row) => JSON.stringify(row)),
  );
}

describe('secrets at rest', () => {
  it('no table and no byte of the database file holds a secret or passphrase; a restart derives them again', async () => {
    const file = dbFile();
    const t = authTestApp({ db: openDb(file) });
    const creds = [await createCreds(t, OWNER), await createCreds(t, OWNER, 1n), await createCreds(t, STRANGER)];
    const builder = (await l2Send(t, creds[0]!, OWNER.address, 'POST', '/auth/builder-api-key')).body as { key: string } & Creds;
    const all = [...creds, { apiKey: builder.key, secret: builder.secret, passphrase: builder.passphrase }];

    const rows = everyRow(t.db);
    expect(rows.some((r) => r.includes(creds[0]!.apiKey))).toBe(true); // the scan does see the keys
    for (const c of all) {
      const rawSecret = Buffer.from(c.secret, 'base64');
      for (const r of rows) {
        expect(r).not.toContain(c.secret);
        expect(r).not.toContain(c.passphrase);
        expect(r).not.toContain(rawSecret.toString('hex'));
      }
    }
    t.db.close();

    for (const path of [file, `${file}-wal`].filter(existsSync)) {
      const bytes = readFileSync(path);
      for (const c of all) {
        expect(bytes.includes(c.secret)).toBe(false);
        expect(bytes.includes(c.passphrase)).toBe(false);
        expect(bytes.includes(Buffer.from(c.secret, 'base64'))).toBe(false);
      }
    }

    const again = authTestApp({ db: openDb(file) });
    expect(await send(again, 'GET', '/auth/derive-api-key', await l1Headers(OWNER, { nonce: 1n }))).toEqual({
      status: 200,
      body: creds[1],
    });
    again.db.close();
  });
});
