import type { Hono } from 'hono';
import type { Db } from '../db/connection';
import type { CursorCodec } from '../http/cursor';

/** What every data-service route module gets: the database, the cursor codec and the clock. */
export type DataContext = {
  db: Db;
  cursors: CursorCodec;
  /** Epoch seconds; injectable so tests can pin "now" for the default windows. */
  now: () => number;
};

export type MountRoutes = (app: Hono, ctx: DataContext) => void;
