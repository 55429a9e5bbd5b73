import Database from 'better-sqlite3';
import { createApp } from '../app';
import { getMeta, type Db } from '../db/connection';
import { demoDb } from './demo-db';
import { DEMO_TRADER } from '../../src/api/config';

/* Shared fixtures of the combo route tests: the demo dataset pinned at its own "now". */

export const USER = DEMO_TRADER;
export const USER_LC = DEMO_TRADER.toLowerCase();
export const ALL_STATUSES = 'OPEN,PARTIAL,RESOLVED_PARTIAL,RESOLVED_WIN,RESOLVED_LOSS';

let image: Buffer | undefined;

/**
 * A private copy of the demo dataset. Seeding takes seconds, so it runs once per test file and
 * every test gets its own deserialised copy (tests may edit rows without leaking into others).
 */
export function freshDemoDb(): Db {
  image ??= demoDb().serialize();
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  return db;
}

export function fixture(db: Db = freshDemoDb()) {
  const now = Number(getMeta(db, 'dataset_now'));
  const app = createApp(db, { now: () => now });
  const get = async (path: string) => {
    const res = await app.request(`/data${path}`);
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & {
        pagination?: { has_more: boolean; next_cursor: string | null; offset: number; limit: number };
      },
    };
  };
  return { db, now, get };
}

/** Exact micro integer of a decimal string ('12.345678', '0.00'). */
export function micro(s: string): bigint {
  const [int, frac = ''] = s.split('.');
  return BigInt(int!) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
}
