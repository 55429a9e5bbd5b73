import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process';

export type StartResult = {
  /** Spawn → first 200 of GET /data/ with no database file: generation of the demo dataset included. */
  coldMs: number;
  /** Same with the database already on disk (median of the runs). */
  warmMs: number;
  warmRuns: number[];
};

/**
 * A newcomer's `npm start`: the demo dataset does not exist yet. A temporary directory stands in
 * for .data/, so the developer's own database is never touched.
 */
export async function measureStarts(log: (msg: string) => void, warmRuns = 3): Promise<StartResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-'));
  const file = join(dir, 'demo.sqlite');
  const env = { DATASET: 'demo', DB_FILE: file, STATIC_DIR: 'dist' };
  try {
    for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}.tmp`]) rmSync(f, { force: true });
    const cold = await startServer({ env, timeoutMs: 120_000 });
    await cold.stop();
    log(`cold start (demo dataset generated): ${(cold.readyMs / 1000).toFixed(2)} s`);
    const warm: number[] = [];
    for (let i = 0; i < warmRuns; i++) {
      const s = await startServer({ env, timeoutMs: 60_000 });
      await s.stop();
      warm.push(s.readyMs);
    }
    const sorted = [...warm].sort((a, b) => a - b);
    const warmMs = sorted[Math.floor(sorted.length / 2)]!;
    log(`warm start (database on disk): ${(warmMs / 1000).toFixed(2)} s (median of ${warmRuns})`);
    return { coldMs: cold.readyMs, warmMs, warmRuns: warm };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
