import type { Db } from '../db/connection';

/*
 * Secondary indexes of the tables the replay fills by the million are cheaper to build once at the
 * end than to maintain row by row. Their definitions are read back from the schema (migrations.ts
 * stays the only place that defines them) and re-created verbatim.
 */

const BULK_TABLES = ['activity', 'trades', 'positions', 'activity_legs', 'combo_activity', 'combo_positions', 'price_points', 'revisions'];

export function withoutSecondaryIndexes(db: Db): () => void {
  const rows = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${BULK_TABLES.map(() => '?').join(', ')})
       ORDER BY name`,
    )
    .all(...BULK_TABLES) as { name: string; sql: string }[];
  for (const r of rows) db.exec(`DROP INDEX "${r.name}"`);
  return () => {
    for (const r of rows) db.exec(r.sql);
  };
}
