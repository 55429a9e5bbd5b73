import { z } from 'zod/mini';
import { isUintText } from '../../wire-integer';
import { address, integer, list, refuse, wire, type ParamDoc } from './params';

/*
 * Query-parameter schemas of the combo routes (GET /v1/positions/combos, /v1/activity/combos and
 * their v2 successors). Canonical names only: the route folds the snake_case / camelCase spellings
 * and the path form of the user into these before parsing.
 */

const COMBO_ID_RE = /^0x[a-fA-F0-9]{62}$/;

export const COMBO_STATUS = ['OPEN', 'PARTIAL', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS'] as const;
export type ComboStatusParam = (typeof COMBO_STATUS)[number];

export const COMBO_SORT = ['current_value_desc', 'first_entry_desc', 'entry_cost_desc', 'resolved_at_desc', 'updated_asc'] as const;
export type ComboSort = (typeof COMBO_SORT)[number];

export const COMBO_POSITIONS_LIMIT = { default: 20, max: 1000 } as const;
export const COMBO_POSITIONS_OFFSET_MAX = 100_000;
export const COMBO_ACTIVITY_LIMIT = { default: 50, max: 500 } as const;
export const COMBO_ACTIVITY_OFFSET_MAX = 10_000;

/** Combo condition ids compare lower-case: the ledger stores them so. */
export const comboIdList = (name: string) =>
  list(name, (s) => (COMBO_ID_RE.test(s) ? s.toLowerCase() : undefined), 'a 0x-prefixed 62-hex-digit combo condition id', 1000, {
    type: 'string',
    pattern: COMBO_ID_RE.source,
  });

/** Case-insensitive (ASCII only, so no Unicode folding can sneak a value in); duplicates collapse. */
export const comboStatusList = (name: string) =>
  z.pipe(
    list(
      name,
      (s) => {
        const up = /^[A-Za-z_]+$/.test(s) ? s.toUpperCase() : s;
        return (COMBO_STATUS as readonly string[]).includes(up) ? (up as ComboStatusParam) : undefined;
      },
      `one of ${COMBO_STATUS.join(', ')}`,
      1000,
      { type: 'string', enum: [...COMBO_STATUS] },
    ),
    z.transform((v: ComboStatusParam[] | undefined) => (v ? [...new Set(v)].sort() : undefined)),
  );

export const comboSort = (name: string) =>
  wire((v, ctx): ComboSort => {
    if (v === undefined || v === '') return 'current_value_desc';
    const low = /^[A-Za-z_]+$/.test(v) ? v.toLowerCase() : v;
    if ((COMBO_SORT as readonly string[]).includes(low)) return low as ComboSort;
    return refuse(ctx, `invalid ${name}: must be one of ${COMBO_SORT.join(', ')}`);
  }).check(
    z.meta({
      description: 'case-insensitive',
      param: { type: 'string', enum: [...COMBO_SORT], default: 'current_value_desc' },
    } satisfies ParamDoc),
  );

/** Optional epoch seconds; no default, because presence switches the route to sync mode. */
export const epochSeconds = (name: string) =>
  wire((v, ctx): number | undefined => {
    if (v === undefined || v === '') return undefined;
    if (!isUintText(v) || v.length > 12) return refuse(ctx, `invalid ${name}: expected epoch seconds (a non-negative integer)`);
    return Number(v);
  }).check(
    z.meta({
      description: 'epoch seconds; switches the route to sync mode',
      param: { type: 'integer', minimum: 0, maximum: 999_999_999_999 },
    } satisfies ParamDoc),
  );

const cursor = z
  .optional(z.string().check(z.maxLength(2048, { error: 'invalid cursor' })))
  .check(z.meta({ description: 'pagination.next_cursor of the previous page (on v1 it supersedes offset)' } satisfies ParamDoc));

const comboPositionsFields = {
  user: address('user'),
  status: comboStatusList('status'),
  sort: comboSort('sort'),
  market_id: comboIdList('market_id'),
  limit: integer('limit', 0, COMBO_POSITIONS_LIMIT.max, COMBO_POSITIONS_LIMIT.default),
  offset: integer('offset', 0, COMBO_POSITIONS_OFFSET_MAX, 0),
  cursor,
  updatedAfter: epochSeconds('updatedAfter'),
  updatedBefore: epochSeconds('updatedBefore'),
};

const updatedWindow = (q: { updatedAfter?: number; updatedBefore?: number }, ctx: z.core.$RefinementCtx) => {
  if (q.updatedAfter !== undefined && q.updatedBefore !== undefined && q.updatedBefore < q.updatedAfter) {
    ctx.addIssue({ code: 'custom', path: ['updatedBefore'], message: 'invalid updatedBefore: must be >= updatedAfter' });
  }
};

export const comboPositionsQuery = z.object(comboPositionsFields).check(z.superRefine(updatedWindow));

const comboActivityFields = {
  user: address('user'),
  market_id: comboIdList('market_id'),
  limit: integer('limit', 0, COMBO_ACTIVITY_LIMIT.max, COMBO_ACTIVITY_LIMIT.default),
  offset: integer('offset', 0, COMBO_ACTIVITY_OFFSET_MAX, 0),
  cursor,
};

export const comboActivityQuery = z.object(comboActivityFields);

/*
 * The v2 successors read the same parameters except offset: v2 pages by cursor only, and the route
 * refuses an offset before parsing, so it is no parameter of theirs.
 */
const withoutOffset = <F extends { offset: unknown }>({ offset: _offset, ...rest }: F): Omit<F, 'offset'> => rest;

export const comboPositionsV2Query = z.object(withoutOffset(comboPositionsFields)).check(z.superRefine(updatedWindow));
export const comboActivityV2Query = z.object(withoutOffset(comboActivityFields));
