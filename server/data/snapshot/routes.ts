import type { Resource } from '../mount-routes';
import { snapshotRoute } from './snapshot';

/** The accounting snapshot: a ZIP of a wallet's open positions and equity. */
export const snapshotResource: Resource = (ctx) => ({
  v1: { accountingSnapshot: snapshotRoute(ctx) },
});
