import { BOARD_LIMIT } from '../../../src/api/data/contract/params-boards';
import { CursorError } from '../../http/cursor';
import { V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';

export type Board = Record<string, string>;
type CursorKey = { offset: number; limit: number; board: Board };

function isCursorKey(k: unknown): k is CursorKey {
  const key = k as Partial<CursorKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    Number.isSafeInteger(key.offset) &&
    key.offset! >= 0 &&
    Number.isSafeInteger(key.limit) &&
    key.limit! >= 1 &&
    typeof key.board === 'object' &&
    key.board !== null &&
    Object.values(key.board).every((v) => typeof v === 'string')
  );
}

/**
 * Offset cursors that pin their board: following one needs no parameters, and restating a different
 * board parameter is a 400 rather than a silent re-point (an offset on one board means nothing on another).
 */
export function pinnedPage(
  ctx: DataContext,
  endpoint: string,
  q: { cursor?: string; limit?: number },
  stated: Partial<Board>,
  defaults: Board,
): { board: Board; offset: number; limit: number } {
  if (q.cursor === undefined) {
    const board = { ...defaults, ...Object.fromEntries(Object.entries(stated).filter(([, v]) => v !== undefined)) } as Board;
    return { board, offset: 0, limit: q.limit ?? BOARD_LIMIT.default };
  }
  const key = ctx.cursors.decode(q.cursor, endpoint, {});
  // signed by us, so a wrong shape can only come from another version of this code
  if (!isCursorKey(key)) throw new CursorError('invalid cursor');
  for (const [name, v] of Object.entries(stated)) {
    if (v !== undefined && v !== key.board[name])
      throw new V2ParamError(`invalid cursor: it was minted for ${name}=${key.board[name]}`, name);
  }
  return { board: key.board, offset: key.offset, limit: key.limit };
}

/** The page envelope of a pinned board: has_more is exact because the whole board is known. */
export function boardPagination(ctx: DataContext, endpoint: string, board: Board, offset: number, limit: number, total: number) {
  const hasMore = offset + limit < total && limit > 0;
  return {
    limit,
    offset,
    has_more: hasMore,
    next_cursor: hasMore ? ctx.cursors.encode(endpoint, {}, { offset: offset + limit, limit, board } satisfies CursorKey) : null,
  };
}
