import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb, type Db } from '../db/connection';
import { generate } from '../seed';
import { expectReconciled, sampleWallets } from '../testing/reconcile-assert';

/*
 * The money model over a larger history than the demo's: the seeded medium dataset (500 markets,
 * 1,500 wallets, 120,000 fills; about 10 s to generate, where the large one takes close to two
 * minutes and gigabytes), pinned to a fixed day so every run reconciles the same wallets.
 */

const NOW = 1_795_564_800; // 2026-11-25T00:00:00Z
let db: Db;
let app: ReturnType<typeof createApp>;
let sample: [string, string][] = [];

beforeAll(() => {
  db = openDb(':memory:');
  generate(db, { size: 'medium', seed: 7, now: NOW });
  app = createApp(db, { now: () => NOW });
  sample = sampleWallets(db);
});

describe('the money model reconciles over a seeded medium dataset', () => {
  it('samples the demo trader, a whale, heavy traders, combo holders, archived, rewarded, converting and fractional wallets', () => {
    expect(sample.map(([label]) => label)).toHaveLength(9);
  });

  it('every sampled wallet, to the micro-dollar', async () => {
    for (const [, user] of sample) await expectReconciled(db, app, user);
  });
});
