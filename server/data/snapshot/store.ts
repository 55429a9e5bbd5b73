import type { DataContext } from '../context';
import type { PositionRow } from '../positions/rows';
import { createPositionsStore } from '../positions/store';

/** The reads of an accounting snapshot: the wallet's open positions (through the positions store) and its cash. */
export function createSnapshotStore(ctx: DataContext) {
  const positions = createPositionsStore(ctx);
  const cash = ctx.db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?');

  /**
   * Every open position of the user, archived markets included (an accounting snapshot must cover all
   * holdings), in a stable order (by asset): the same rows /positions?sizeThreshold=0&includeArchived=true serves.
   */
  function allOpenPositions(user: string): PositionRow[] {
    const rows = positions.positionsPage({
      user,
      status: 'OPEN',
      sizeFloor: 1,
      valueFloor: 0,
      mergeable: false,
      includeArchived: true,
      start: 0,
      end: 0,
      sort: 'size',
      direction: 'DESC',
      offset: 0,
      limit: Number.MAX_SAFE_INTEGER,
    });
    return rows.sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
  }

  /** The (lowercase) user's cash balance in micro USDC; 0 without a cash row. */
  function cashBalance(user: string): bigint {
    return BigInt(cash.get(user)?.balance ?? 0);
  }

  return { allOpenPositions, cashBalance };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;
