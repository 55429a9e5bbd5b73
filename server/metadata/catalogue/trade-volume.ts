import type { Db } from '../../db/connection';
import { mulDivRound } from '../../ledger/money';

/*
 * Traded volume per market from the trades table, in integer micro USDC. A fill's volume is
 * size × price / 1e6 rounded half up to the micro, the same rule as the data service's
 * /live-volume, so both services report the same figure for the same fills.
 *
 * The all-time totals are kept incrementally: trades are append-only, so after one full count (an
 * aggregate in SQL, tens of milliseconds on the demo dataset) each read only adds the fills after
 * the highest id already counted. A shrinking table (a test database rewritten in place) is
 * counted afresh.
 */

const MICRO = 1_000_000;
const DAY = 86_400;

export type MarketVolume = {
  /** micro USDC over the market's whole life */
  volume: number;
  /** the latest fill, by (ts, id); its price in outcome-0 terms (micro) */
  lastTs: number;
  lastId: number;
  lastPrice0: number;
};

/** micro USDC over the trailing day and week before `now`. */
export type WindowVolume = { day: number; week: number };

type Fill = { id: number; ts: number; condition_id: string; outcome_index: number; size: number; price: number };

export const fillVolume = (size: number, price: number) => mulDivRound(Math.max(0, size), Math.max(0, price), MICRO);

export function createVolumeBook(db: Db) {
  const maxId = db.prepare<[], number | null>('SELECT MAX(id) FROM trades').pluck();
  const after = db.prepare<[number], Fill>('SELECT id, ts, condition_id, outcome_index, size, price FROM trades WHERE id > ? ORDER BY id');
  // the SQL rounding is the same as fillVolume's: half up, in integers
  const bulk = db.prepare<[number], { condition_id: string; volume: number }>(
    'SELECT condition_id, SUM((size * price + 500000) / 1000000) AS volume FROM trades WHERE id <= ? GROUP BY condition_id',
  );
  const latest = db.prepare<[string, number], Fill>(
    'SELECT id, ts, condition_id, outcome_index, size, price FROM trades WHERE condition_id = ? AND id <= ? ORDER BY ts DESC, id DESC LIMIT 1',
  );
  const recent = db.prepare<[number, number], Fill>(
    'SELECT id, ts, condition_id, outcome_index, size, price FROM trades WHERE ts > ? AND ts <= ?',
  );

  let seen = 0;
  let totals = new Map<string, MarketVolume>();
  let windowKey = '';
  let windows = new Map<string, WindowVolume>();

  function countAll(top: number) {
    totals = new Map();
    for (const r of bulk.all(top)) {
      const f = latest.get(r.condition_id, top)!;
      totals.set(r.condition_id, {
        volume: r.volume,
        lastTs: f.ts,
        lastId: f.id,
        lastPrice0: f.outcome_index === 0 ? f.price : MICRO - f.price,
      });
    }
    seen = top;
  }

  /** Counts the fills written since the last read; returns the highest trade id counted. */
  function sync(): number {
    const top = maxId.get() ?? 0;
    if (top === seen) return seen;
    if (top < seen || seen === 0) {
      countAll(top);
      return seen;
    }
    for (const f of after.iterate(seen)) {
      const price0 = f.outcome_index === 0 ? f.price : MICRO - f.price;
      const v = fillVolume(f.size, f.price);
      const m = totals.get(f.condition_id);
      if (!m) {
        totals.set(f.condition_id, { volume: v, lastTs: f.ts, lastId: f.id, lastPrice0: price0 });
        continue;
      }
      m.volume += v;
      if (f.ts > m.lastTs || (f.ts === m.lastTs && f.id > m.lastId)) {
        m.lastTs = f.ts;
        m.lastId = f.id;
        m.lastPrice0 = price0;
      }
    }
    seen = top;
    return seen;
  }

  return {
    /** All-time volume and latest fill per condition id; markets that never traded are absent. */
    totals(): ReadonlyMap<string, MarketVolume> {
      sync();
      return totals;
    },

    /** Volume of the fills in (now − 1 day, now] and (now − 7 days, now], per condition id. */
    windows(now: number): ReadonlyMap<string, WindowVolume> {
      const key = `${sync()}|${now}`;
      if (key === windowKey) return windows;
      const next = new Map<string, WindowVolume>();
      for (const f of recent.iterate(now - 7 * DAY, now)) {
        const v = fillVolume(f.size, f.price);
        let w = next.get(f.condition_id);
        if (!w) next.set(f.condition_id, (w = { day: 0, week: 0 }));
        w.week += v;
        if (f.ts > now - DAY) w.day += v;
      }
      windowKey = key;
      windows = next;
      return windows;
    },
  };
}
export type VolumeBook = ReturnType<typeof createVolumeBook>;
