import { z } from 'zod/mini';
import { isUintText } from '../wire-integer';
import { address, hash64List, integer, list, refuse, wire } from '../data/contract/params';

/*
 * Query-parameter schemas of the market-metadata service. Wire strings in, typed values out; the
 * server parses requests with them and the client checks its own requests with the same rules.
 * Parameter names are the public service's snake_case; every message names its parameter.
 *
 * Bounds (ours; the public service documents none): limit defaults to 20 on /events and /markets and
 * to 100 on /tags, at most 500 everywhere; offset at most 100,000. order names one field of the
 * record; ascending defaults to true, so the highest volume first is order=volume&ascending=false.
 * Ties are broken by id in the same direction, so a descending list is its ascending list reversed.
 * Boolean filters take exactly true or false; omitted means no filter.
 */

export const METADATA_LIMIT_MAX = 500;
export const METADATA_OFFSET_MAX = 100_000;
export const EVENTS_LIMIT_DEFAULT = 20;
export const MARKETS_LIMIT_DEFAULT = 20;
export const TAGS_LIMIT_DEFAULT = 100;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_Q_MAX = 100;

/** Parameters that may be repeated (id=1&id=2) or sent comma-separated (id=1,2); both mean one list. */
export const METADATA_LIST_PARAMS: ReadonlySet<string> = new Set(['id', 'slug', 'condition_ids', 'clob_token_ids']);

export const EVENT_ORDER = ['id', 'volume', 'volume24hr', 'volume1wk', 'liquidity', 'openInterest', 'startDate', 'endDate'] as const;
export type EventOrder = (typeof EVENT_ORDER)[number];
export const MARKET_ORDER = [...EVENT_ORDER, 'volumeNum', 'liquidityNum'] as const;
export type MarketOrder = (typeof MARKET_ORDER)[number];

const NUM_RE = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
/** Letters of either case: a JSON-schema pattern (routes-lookup.ts documents path slugs with it) has no flags. */
export const SLUG_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,199}$/;
const TOKEN_RE = /^[0-9]{1,78}$/;
const ISO_RE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const optionalBool = (name: string) =>
  wire((v, ctx): boolean | undefined => {
    if (v === undefined || v === '') return undefined;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return refuse(ctx, `invalid ${name}: expected true or false`);
  }).check(z.meta({ param: { type: 'boolean' } }));

const flag = (name: string, dflt: boolean) =>
  z
    .pipe(
      optionalBool(name),
      z.transform((v: boolean | undefined) => v ?? dflt),
    )
    .check(z.meta({ param: { type: 'boolean', default: dflt } }));

/** One field name of the record, matched without regard to case, answered in its canonical spelling. */
const orderBy = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  wire((v, ctx): T[number] => {
    if (v === undefined || v === '') return values[0];
    const hit = values.find((x) => x.toLowerCase() === v.toLowerCase());
    if (hit) return hit;
    return refuse(ctx, `invalid ${name}: must be one of ${values.join(', ')}`);
  }).check(z.meta({ description: 'case-insensitive', param: { type: 'string', enum: [...values], default: values[0] } }));

/** One id as every route reads it (a list item, a filter, a path segment); undefined when malformed. */
export const readId = (s: string) => (isUintText(s) && s.length < 16 && Number(s) >= 1 ? Number(s) : undefined);
/** One slug, lower-cased: slugs are matched without regard to case. */
export const readSlug = (s: string) => (SLUG_RE.test(s) ? s.toLowerCase() : undefined);
const idList = (name: string) => list(name, readId, 'an integer id >= 1', 500, { type: 'integer', minimum: 1 });
const slugList = (name: string) => list(name, readSlug, 'a slug (letters, digits and dashes)', 500);
const tokenList = (name: string) =>
  list(name, (s) => (TOKEN_RE.test(s) ? s.replace(/^0+(?=\d)/, '') : undefined), 'a token id (a decimal integer)', 500);

const optionalId = (name: string) =>
  wire((v, ctx): number | undefined => {
    if (v === undefined || v === '') return undefined;
    return readId(v) ?? refuse(ctx, `invalid ${name}: expected an integer id >= 1`);
  }).check(z.meta({ param: { type: 'integer', minimum: 1 } }));

const optionalText = (name: string, max = 200) =>
  z
    .pipe(
      z.optional(z.string().check(z.maxLength(max, { error: `invalid ${name}: at most ${max} characters` }))),
      z.transform((v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
    )
    .check(z.meta({ param: { type: 'string', maxLength: max } }));

/** An ISO 8601 date or date-time (a bare date is midnight UTC) → epoch seconds. */
const isoDate = (name: string) =>
  wire((v, ctx): number | undefined => {
    if (v === undefined || v === '') return undefined;
    const ms = ISO_RE.test(v) ? Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) : NaN;
    if (Number.isNaN(ms)) return refuse(ctx, `invalid ${name}: expected an ISO 8601 date such as 2026-01-31 or 2026-01-31T12:00:00Z`);
    return Math.floor(ms / 1000);
  }).check(z.meta({ param: { type: 'string', format: 'date-time' } }));

/** A USDC amount >= 0 → integer micro units (compared with the integer sums, never as floats). */
const microAmount = (name: string) =>
  wire((v, ctx): number | undefined => {
    if (v === undefined || v === '') return undefined;
    if (!NUM_RE.test(v) || v.length > 24) return refuse(ctx, `invalid ${name}: expected a number >= 0`);
    const [whole, frac = ''] = v.split('.');
    // past six decimals the amount rounds up, so a minimum never admits less than was asked
    const micro = Number(whole) * 1_000_000 + Number(frac.slice(0, 6).padEnd(6, '0')) + (/[1-9]/.test(frac.slice(6)) ? 1 : 0);
    if (!Number.isSafeInteger(micro)) return refuse(ctx, `invalid ${name}: too large`);
    return micro;
  }).check(z.meta({ param: { type: 'number', minimum: 0 } }));

const paging = (limitDefault: number) => ({
  limit: integer('limit', 0, METADATA_LIMIT_MAX, limitDefault),
  offset: integer('offset', 0, METADATA_OFFSET_MAX, 0),
});

const stateFilters = {
  closed: optionalBool('closed'),
  active: optionalBool('active'),
  archived: optionalBool('archived'),
};

const dateFilters = {
  start_date_min: isoDate('start_date_min'),
  start_date_max: isoDate('start_date_max'),
  end_date_min: isoDate('end_date_min'),
  end_date_max: isoDate('end_date_max'),
};

export const eventsQuery = z.object({
  ...paging(EVENTS_LIMIT_DEFAULT),
  order: orderBy('order', EVENT_ORDER),
  ascending: flag('ascending', true),
  id: idList('id'),
  slug: slugList('slug'),
  tag_id: optionalId('tag_id'),
  tag_slug: optionalText('tag_slug'),
  category: optionalText('category'),
  ...stateFilters,
  ...dateFilters,
  volume_min: microAmount('volume_min'),
  volume_max: microAmount('volume_max'),
  liquidity_min: microAmount('liquidity_min'),
  liquidity_max: microAmount('liquidity_max'),
});
export type EventsQuery = z.output<typeof eventsQuery>;

export const marketsQuery = z.object({
  ...paging(MARKETS_LIMIT_DEFAULT),
  order: orderBy('order', MARKET_ORDER),
  ascending: flag('ascending', true),
  id: idList('id'),
  slug: slugList('slug'),
  condition_ids: hash64List('condition_ids'),
  clob_token_ids: tokenList('clob_token_ids'),
  event_id: optionalId('event_id'),
  tag_id: optionalId('tag_id'),
  ...stateFilters,
  ...dateFilters,
  volume_num_min: microAmount('volume_num_min'),
  volume_num_max: microAmount('volume_num_max'),
  liquidity_num_min: microAmount('liquidity_num_min'),
  liquidity_num_max: microAmount('liquidity_num_max'),
});
export type MarketsQuery = z.output<typeof marketsQuery>;

export const tagsQuery = z.object({ ...paging(TAGS_LIMIT_DEFAULT) });

/** The public service's events_status filter of /public-search: active or closed events only; omitted, both. */
export const EVENTS_STATUS = ['active', 'closed'] as const;
const eventsStatus = wire((v, ctx): (typeof EVENTS_STATUS)[number] | undefined => {
  if (v === undefined || v === '') return undefined;
  const hit = EVENTS_STATUS.find((x) => x === v.toLowerCase());
  return hit ?? refuse(ctx, `invalid events_status: must be one of ${EVENTS_STATUS.join(', ')}`);
}).check(z.meta({ param: { type: 'string', enum: [...EVENTS_STATUS] } }));

export const searchQuery = z.object({
  q: z
    .pipe(
      z.string({ error: 'q is required' }),
      z.transform((v: string) => v.trim()),
    )
    .check(
      z.refine((v) => v !== '', { error: 'invalid q: must not be empty' }),
      z.refine((v) => v.length <= SEARCH_Q_MAX, { error: `invalid q: at most ${SEARCH_Q_MAX} characters` }),
    ),
  limit_per_type: integer('limit_per_type', 0, SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT),
  search_tags: flag('search_tags', true),
  search_profiles: flag('search_profiles', true),
  events_status: eventsStatus,
});

export const profileQuery = z.object({ address: address('address') });

/** What a caller of the typed client passes: the typed form, written to the wire by toWire. */
type Paging = { limit?: number; offset?: number };
type States = { closed?: boolean; active?: boolean; archived?: boolean };
type Dates = { start_date_min?: string; start_date_max?: string; end_date_min?: string; end_date_max?: string };
export type EventsParams = Paging &
  States &
  Dates & {
    order?: EventOrder;
    ascending?: boolean;
    id?: number[];
    slug?: string[];
    tag_id?: number;
    tag_slug?: string;
    category?: string;
    volume_min?: number;
    volume_max?: number;
    liquidity_min?: number;
    liquidity_max?: number;
  };
export type MarketsParams = Paging &
  States &
  Dates & {
    order?: MarketOrder;
    ascending?: boolean;
    id?: number[];
    slug?: string[];
    condition_ids?: string[];
    clob_token_ids?: string[];
    event_id?: number;
    tag_id?: number;
    volume_num_min?: number;
    volume_num_max?: number;
    liquidity_num_min?: number;
    liquidity_num_max?: number;
  };
export type TagsParams = Paging;
export type SearchParams = {
  q: string;
  limit_per_type?: number;
  search_tags?: boolean;
  search_profiles?: boolean;
  events_status?: (typeof EVENTS_STATUS)[number];
};
export type ProfileParams = { address: string };
