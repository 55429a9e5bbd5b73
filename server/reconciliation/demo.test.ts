import { describe, expect, it } from 'vitest';
import { pinnedDemoApp } from '../testing/pinned-app';
import { expectReconciled, sampleWallets } from '../testing/reconcile-assert';

/*
 * The money model over the demo dataset (docs/money-model.md): for the demo trader and wallets chosen
 * for what they exercise, every route agrees with the definitions to the micro-dollar.
 */

const { db, app } = pinnedDemoApp();
const sample = sampleWallets(db);

it('samples every kind of wallet the demo dataset has', () => {
  expect(sample.map(([label]) => label)).toHaveLength(9);
});

describe('the money model reconciles over the demo dataset', () => {
  for (const [label, user] of sample) {
    it(`${label}: ${user}`, async () => {
      await expectReconciled(db, app, user);
    });
  }
});
