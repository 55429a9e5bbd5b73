import { TradingError } from '../../kit/errors';
import { readUint } from '../../../src/api/wire-integer';

/*
 * The public trading service's paging: `next_cursor` is base64 of an offset, "MA==" (0) the first
 * page and "LTE=" (-1) the answer after the last one; a page answers `{data, next_cursor, limit, count}`.
 */

export const END_CURSOR = 'LTE=';

/** The offset a cursor names (0 when none); -1 for the end cursor when `end` allows it, otherwise a 400 with `message`. */
export function offsetOf(cursor: string | null | undefined, message: string, end = false): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const n = end && text === '-1' ? -1 : readUint(text);
  if (n === undefined) throw new TradingError(400, message);
  return n;
}

/** One page from rows read one past `limit` (the extra row tells whether another page follows). */
export function pageOf<T>(rows: readonly T[], offset: number, limit: number) {
  const data = rows.slice(0, limit);
  const next = rows.length > limit ? Buffer.from(String(offset + limit)).toString('base64') : END_CURSOR;
  return { data, next_cursor: next, limit, count: data.length };
}
