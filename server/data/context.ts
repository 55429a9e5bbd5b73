import type { DataRouteName, DataVersion } from '../../src/api/data/contract/routes';
import type { Served } from '../kit/mount';
import type { Db } from '../db/connection';
import type { CursorCodec } from '../http/cursor';
import type { PrepareCached } from '../db/statement-cache';

/** What every data-service resource gets: the database, its statement cache, the cursor codec and the clock. */
export type DataContext = {
  db: Db;
  /** Prepared statements shared by every route, keyed by SQL text. */
  prepare: PrepareCached;
  cursors: CursorCodec;
  /** Epoch seconds; injectable so tests can pin "now" for the default windows. */
  now: () => number;
  /** The chain the sandbox signs for; the approvals routes report it. */
  chainId: number;
};

/** What a resource serves, by the records' names: `{ v1: { trades: … }, v2: { trades: … } }`. */
export type ResourceRoutes = { [V in DataVersion]?: Partial<Record<DataRouteName<V>, Served>> };

export type Resource = (ctx: DataContext) => ResourceRoutes;
