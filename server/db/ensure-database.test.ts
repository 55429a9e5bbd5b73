import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from './ensure-database';

const DAY = 86_400;
const dir = mkdtempSync(join(tmpdir(), 'vantage-ensure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The time of the newest trade in the file, and whether this call generated it. */
function open(file: string, day: number | undefined) {
  const logs: string[] = [];
  const db = ensureDatabase({ file, size: 'demo', seed: 1, day, log: (m) => logs.push(m) });
  const newest = (db.prepare('SELECT MAX(ts) AS t FROM trades').get() as { t: number }).t;
  db.close();
  return { newest, generated: logs.some((m) => m.startsWith('generated')) };
}

describe('ensureDatabase', () => {
  const file = join(dir, 'demo.sqlite');
  const day = 1_790_000_000 - (1_790_000_000 % DAY);

  it('builds a history that ends on the day asked for, and keeps it for that day', () => {
    const first = open(file, day);
    expect(first.generated).toBe(true);
    expect(first.newest).toBeLessThanOrEqual(day);
    expect(first.newest).toBeGreaterThan(day - DAY);
    expect(open(file, day)).toEqual({ newest: first.newest, generated: false });
  });

  it('rebuilds a file made for another day, so the last day of history is the new one', () => {
    const next = open(file, day + DAY);
    expect(next.generated).toBe(true);
    expect(next.newest).toBeGreaterThan(day);
  });

  it('keeps a file made without a day (the large benchmark dataset) when none is asked for', () => {
    const undated = join(dir, 'undated.sqlite');
    expect(open(undated, undefined).generated).toBe(true);
    expect(open(undated, undefined).generated).toBe(false);
  });
});
