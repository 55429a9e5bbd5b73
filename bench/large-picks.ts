import Database from 'better-sqlite3';
import { LARGE_FILE } from './large-dataset';
import { pickUsers, type BenchUser } from './positions-load';

/*
 * Who and what the route benches ask for, read from the dataset itself so the paths are real: the
 * users of the positions bench (the whale and accounts at several sizes) plus the busiest taker, and
 * markets by trading and by holders.
 */

export type HistoryUser = BenchUser & {
  /** Fills on either side (what /trades?takerOnly=false serves over the whole history). */
  fills: number;
  takerFills: number;
  activity: number;
};

export type BenchMarket = { conditionId: string; count: number; role: string };

export type LargePicks = {
  users: HistoryUser[];
  whale: HistoryUser;
  /** The account with the most taker fills: /trades with the default takerOnly=true has full pages for it. */
  topTaker: HistoryUser;
  /** Markets by fills over all time: the busiest two, a median one, and the whale's busiest. */
  tradeMarkets: BenchMarket[];
  whaleMarket: BenchMarket;
  /** Markets by holders (open positions): the busiest three and a median one. */
  holderMarkets: BenchMarket[];
};

let cached: LargePicks | undefined;

export function largePicks(file = LARGE_FILE): LargePicks {
  if (cached) return cached;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const fills = db.prepare<[string, string, string], { n: number }>(
      'SELECT (SELECT count(*) FROM trades WHERE taker = ?) + (SELECT count(*) FROM trades WHERE maker = ? AND taker != ?) AS n',
    );
    const taker = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM trades WHERE taker = ?');
    const activity = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM activity WHERE user = ?');
    const withCounts = (u: BenchUser): HistoryUser => ({
      ...u,
      fills: fills.get(u.address, u.address, u.address)!.n,
      takerFills: taker.get(u.address)!.n,
      activity: activity.get(u.address)!.n,
    });

    const users = pickUsers(file).map(withCounts);
    const whale = users[0]!;
    const top = db.prepare('SELECT taker AS user, count(*) AS n FROM trades GROUP BY taker ORDER BY n DESC, taker LIMIT 1').get() as {
      user: string;
      n: number;
    };
    let topTaker = users.find((u) => u.address === top.user);
    if (!topTaker) {
      const open = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM positions WHERE user = ? AND size > 0').get(top.user)!.n;
      topTaker = withCounts({ address: top.user, positions: open, role: 'top taker' });
      users.push(topTaker);
    }

    const byFills = db
      .prepare('SELECT condition_id AS id, count(*) AS n FROM trades GROUP BY condition_id ORDER BY n DESC, condition_id')
      .all() as { id: string; n: number }[];
    const median = (rows: { id: string; n: number }[], role: string): BenchMarket => {
      const r = rows[Math.floor(rows.length / 2)]!;
      return { conditionId: r.id, count: r.n, role };
    };
    const w = db
      .prepare<[string, string], { id: string; n: number }>(
        'SELECT condition_id AS id, count(*) AS n FROM trades WHERE maker = ? OR taker = ? GROUP BY condition_id ORDER BY n DESC, condition_id LIMIT 1',
      )
      .get(whale.address, whale.address)!;
    const whaleMarket = { conditionId: w.id, count: w.n, role: "the whale's busiest (the whale's fills in it)" };
    const tradeMarkets = [
      ...byFills.slice(0, 2).map((r, i) => ({ conditionId: r.id, count: r.n, role: `busiest #${i + 1}` })),
      median(byFills, 'median'),
      whaleMarket,
    ];

    const byHolders = db
      .prepare('SELECT condition_id AS id, count(*) AS n FROM positions WHERE size > 0 GROUP BY condition_id ORDER BY n DESC, condition_id')
      .all() as { id: string; n: number }[];
    const holderMarkets = [
      ...byHolders.slice(0, 3).map((r, i) => ({ conditionId: r.id, count: r.n, role: `most holders #${i + 1}` })),
      median(byHolders, 'median'),
    ];

    cached = { users, whale, topTaker, tradeMarkets, whaleMarket, holderMarkets };
    return cached;
  } finally {
    db.close();
  }
}

/** The whale's activity rows in [start, end], straight from the ledger (what a full /v2/activity walk must return). */
export function activityCount(user: string, start: number, end: number, file = LARGE_FILE): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM activity WHERE user = ? AND ts >= ? AND ts <= ?').get(user, start, end) as { n: number })
      .n;
  } finally {
    db.close();
  }
}
