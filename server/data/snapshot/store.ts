import type { PositionsQuery } from '../../../src/api/data/contract/params';
import type { DataContext } from '../context';
import { createOpenBook } from '../positions/open-book';
import type { PositionView } from '../positions/book-views';

/** The reads of an accounting snapshot: the wallet's open positions (through the positions store) and its cash. */
export function createSnapshotStore(ctx: DataContext) {
  const positions = createOpenBook(ctx.db);
  const cash = ctx.db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?');

  /**
   * Every open position of the user, archived markets included (an accounting snapshot must cover all
   * holdings), in a stable order (by asset): the same rows /positions?sizeThreshold=0&includeArchived=true serves.
   */
  function allOpenPositions(user: string): PositionView[] {
    const q: PositionsQuery = {
      user,
      sizeThreshold: 0,
      redeemable: false,
      mergeable: false,
      includeArchived: true,
      limit: Number.MAX_SAFE_INTEGER,
      offset: 0,
      sortBy: 'TOKENS',
      sortDirection: 'DESC',
      market: undefined,
      eventId: undefined,
      title: undefined,
    };
    return positions.select(q).sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
  }

  /** The (lowercase) user's cash balance in micro USDC; 0 without a cash row. */
  function cashBalance(user: string): bigint {
    return BigInt(cash.get(user)?.balance ?? 0);
  }

  return { allOpenPositions, cashBalance };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;
