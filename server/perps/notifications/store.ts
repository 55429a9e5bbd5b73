import type { Db } from '../../db/connection';

/*
 * The notifications of facts §10 in SQLite (perps_notifications), so a reconnecting client reads
 * what it missed. A notification's id is its row's seq: one counter for every account, so ids are
 * unique, ascending in time, and `since_seq` / the cursor page on it without a second key.
 */

export type NotificationType =
  | 'position_opened'
  | 'position_increased'
  | 'position_reduced'
  | 'position_closed'
  | 'limit_order_canceled'
  | 'liquidation_warning'
  | 'position_liquidated';

/** A notification less its id and type (the store gives both). */
export type NotificationBody = Record<string, string | number | null>;

export type NotificationItem = {
  notification: { id: number; type: NotificationType } & NotificationBody;
  read_at: number | null;
  ts: number;
};

type Row = { seq: number; type: NotificationType; body: string; read_at: number | null; ts: number };

export const item = (r: Row): NotificationItem => ({
  notification: { id: r.seq, type: r.type, ...(JSON.parse(r.body) as NotificationBody) },
  read_at: r.read_at,
  ts: r.ts,
});

export function notificationStore(db: Db) {
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO perps_notifications (account, type, body, ts) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], Row>('SELECT seq, type, body, read_at, ts FROM perps_notifications WHERE seq = ?');
  // newest first; `after` is since_seq (exclusive lower bound), `below` the cursor (exclusive upper bound)
  const page = db.prepare<[string, number, number, number], Row>(
    `SELECT seq, type, body, read_at, ts FROM perps_notifications WHERE account = ? AND seq > ? AND seq < ?
     ORDER BY seq DESC LIMIT ?`,
  );
  const unread = db.prepare<[string], number>('SELECT COUNT(*) FROM perps_notifications WHERE account = ? AND read_at IS NULL').pluck();
  const latest = db.prepare<[string], number>('SELECT COALESCE(MAX(seq), 0) FROM perps_notifications WHERE account = ?').pluck();
  const readIds = db.prepare<[number, string, string]>(
    `UPDATE perps_notifications SET read_at = ? WHERE account = ? AND read_at IS NULL
     AND seq IN (SELECT value FROM json_each(?))`,
  );
  const readBefore = db.prepare<[number, string, number]>(
    'UPDATE perps_notifications SET read_at = ? WHERE account = ? AND read_at IS NULL AND ts <= ?',
  );

  return {
    add(account: string, type: NotificationType, body: NotificationBody, ts: number): NotificationItem {
      const seq = Number(insert.run(account, type, JSON.stringify(body), ts).lastInsertRowid);
      return item(byId.get(seq)!);
    },
    /** Up to `limit` items newer than `since`, older than `below`; one more is read to tell whether there are more. */
    page(account: string, limit: number, since: number, below: number) {
      const rows = page.all(account, since, below, limit + 1);
      return { items: rows.slice(0, limit).map(item), hasMore: rows.length > limit };
    },
    unread: (account: string) => unread.get(account) ?? 0,
    latest: (account: string) => latest.get(account) ?? 0,
    /** Marks the account's unread notifications among `ids` read; another account's ids are left alone. */
    readIds: (account: string, ids: number[], now: number) => readIds.run(now, account, JSON.stringify(ids)).changes,
    /** Marks every unread notification of the account up to `before` (ms, inclusive) read. */
    readBefore: (account: string, before: number, now: number) => readBefore.run(now, account, before).changes,
  };
}

export type NotificationStore = ReturnType<typeof notificationStore>;
