import type { Context } from 'hono';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { badQuery, intQuery, jsonBody, PerpsError, type PerpsContext } from '../context';
import type { NotificationStore } from './store';

/*
 * GET /v1/account/notifications and POST /v1/account/notifications/read (facts §10), behind the
 * proxy headers. Newest first. `since_seq` answers only what is newer than a seq the client holds
 * (its catch-up after a reconnect); `cursor` pages back through older ones and is opaque (base64url
 * of the last seq given). `durable_source_seq` is the newest seq stored for the account: every
 * notification up to it is persisted, so a client that has seen it has missed nothing.
 */

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const MAX_IDS = 1000;

const encodeCursor = (seq: number) => Buffer.from(String(seq)).toString('base64url');

function decodeCursor(raw: string): number {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  if (!/^\d{1,15}$/.test(text) || encodeCursor(Number(text)) !== raw) throw new PerpsError(400, 'invalid cursor');
  return Number(text);
}

export function notificationsResource(ctx: PerpsContext, store: NotificationStore): ServedRoutes {
  return {
    notifications: (c: Context) => {
      const account = accountOf(c);
      const limit = intQuery(c, 'limit') ?? DEFAULT_LIMIT;
      if (limit < 1 || limit > MAX_LIMIT) throw badQuery(`limit: must be between 1 and ${MAX_LIMIT}`);
      const since = intQuery(c, 'since_seq') ?? 0;
      if (since < 0) throw badQuery('since_seq: must not be negative');
      const cursor = c.req.query('cursor');
      const below = cursor ? decodeCursor(cursor) : Number.MAX_SAFE_INTEGER;
      const { items, hasMore } = store.page(account, limit, since, below);
      return c.json({
        items,
        unread: store.unread(account),
        durable_source_seq: store.latest(account),
        has_more: hasMore,
        next_cursor: hasMore ? encodeCursor(items.at(-1)!.notification.id) : null,
      });
    },
    readNotifications: async (c: Context) => {
      const account = accountOf(c);
      const body = await jsonBody(c);
      const { ids, before } = body;
      if ((ids === undefined) === (before === undefined)) throw new PerpsError(400, 'expected one of `ids` or `before`');
      let updated: number;
      if (ids !== undefined) {
        if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
          throw new PerpsError(400, `ids must be an array of at most ${MAX_IDS} notification ids`);
        updated = store.readIds(account, ids as number[], ctx.nowMs());
      } else {
        if (!Number.isSafeInteger(before) || (before as number) < 0) throw new PerpsError(400, 'before must be a timestamp in ms');
        updated = store.readBefore(account, before as number, ctx.nowMs());
      }
      return c.json({ status: 'ok', updated, unread: store.unread(account) });
    },
  };
}
