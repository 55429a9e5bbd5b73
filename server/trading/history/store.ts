import type { TradingContext } from '../context';

/* The SQL of the history reads: price points, a token's trades, recorded book snapshots. */

export type TokenRef = { condition_id: string; outcome_index: 0 | 1 };
export type PricePoint = { t: number; p: number };
export type TradeTick = { ts: number; price: number; size: number };
export type SnapshotRow = { condition_id: string; ts: number; asset_id: string; hash: string; bids: string; asks: string };

export type SnapshotFilter = { market?: string; assetId?: string; from: number; to: number; limit: number };

export function createHistoryStore(ctx: TradingContext) {
  const token = ctx.db.prepare<[string], TokenRef>('SELECT condition_id, outcome_index FROM tokens WHERE token_id = ?');
  const points = ctx.db.prepare<[string, number, number], PricePoint>(
    'SELECT t, p FROM price_points WHERE condition_id = ? AND t >= ? AND t <= ? ORDER BY t',
  );
  const before = ctx.db.prepare<[string, number], PricePoint>(
    'SELECT t, p FROM price_points WHERE condition_id = ? AND t < ? ORDER BY t DESC LIMIT 1',
  );
  // trades_market (condition_id, ts, id) serves the range; the asset test filters within it
  const trades = ctx.db.prepare<[string, string, number, number], TradeTick>(
    'SELECT ts, price, size FROM trades WHERE condition_id = ? AND asset = ? AND ts >= ? AND ts <= ? ORDER BY ts, id',
  );
  return {
    token: (tokenId: string) => token.get(tokenId),
    /** Outcome 0's price path within [from, to]. */
    points: (conditionId: string, from: number, to: number) => points.all(conditionId, from, to),
    /** The point in force just before `t`: the price a window starting at `t` opens with. */
    pointBefore: (conditionId: string, t: number) => before.get(conditionId, t),
    /** The token's fills within [from, to], oldest first; read lazily so a limit stops the scan. */
    trades: (conditionId: string, assetId: string, from: number, to: number) => trades.iterate(conditionId, assetId, from, to),
    snapshots: (f: SnapshotFilter): SnapshotRow[] => {
      const where = ['ts >= ?', 'ts <= ?'];
      const args: (string | number)[] = [f.from, f.to];
      if (f.market !== undefined) {
        where.push('condition_id = ?');
        args.push(f.market);
      }
      if (f.assetId !== undefined) {
        where.push('asset_id = ?');
        args.push(f.assetId);
      }
      const sql = `SELECT condition_id, ts, asset_id, hash, bids, asks FROM clob_book_snapshots
        WHERE ${where.join(' AND ')} ORDER BY ts, asset_id LIMIT ?`;
      return ctx.prepare<SnapshotRow>(sql).all(...args, f.limit);
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
