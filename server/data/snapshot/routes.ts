import type { Resource } from '../context';
import { snapshotV1 } from './handlers';
import { createSnapshotStore } from './store';

/** The accounting snapshot: a ZIP of a wallet's open positions and equity. */
export const snapshotResource: Resource = (ctx) => ({
  v1: { accountingSnapshot: snapshotV1(ctx, createSnapshotStore(ctx)) },
});
