import type { PositionSort } from '../../../src/api/data/contract/params';
import type { PositionSortV2, PositionStatus } from '../../../src/api/data/contract/params-v2';
import type { Db } from '../../db/connection';

/*
 * The orders a page of positions takes, in one place: each v1 and v2 sort name maps onto one key,
 * and each key is what SQLite orders by, then (user, asset), unique per row, so pages never overlap.
 * A key with an index (server/db/migrations-positions.ts) is an index walk that stops after the page;
 * the others (v1's TITLE, RESOLVING, PERCENTPNL, AVGPRICE) are sorted by SQLite over the wallet's rows.
 */

export type SortKey = {
  /** The ORDER BY terms before (user, asset), over positions AS p and markets AS m. */
  terms: readonly string[];
  /** Index of the held (size >= dust) and closed listings that yields this order. */
  held?: string;
  closed?: string;
  /** The terms read markets, so the page's walk joins them. */
  market?: boolean;
};

/**
 * Math.round(x × 1e6) of a REAL x, exactly as JS rounds (halves up, toward +∞): what round6 shows
 * on the v1 wire, so rows it shows equal sort by asset, as the wire's numbers say they should.
 */
const round6Key = (x: string) => `(floor((${x}) * 1000000.0) + ((${x}) * 1000000.0 - floor((${x}) * 1000000.0) >= 0.5))`;

/** ASCII titles sort by SQLite's own lower(); others through position_title_key (registered below). */
const ASCII_TITLE = 'length(m.title) = length(CAST(m.title AS BLOB))';

const KEYS = {
  value: { terms: ['p.current_value'], held: 'positions_held_value' },
  price: { terms: ['p.mark'], held: 'positions_held_price' },
  size: { terms: ['p.size'], held: 'positions_held_size' },
  unrealized: { terms: ['p.unrealized_pnl'], held: 'positions_held_unrealized' },
  realized: { terms: ['p.realized_pnl'], held: 'positions_held_realized', closed: 'positions_closed_realized' },
  total: { terms: ['p.total_pnl'], held: 'positions_held_total', closed: 'positions_closed_total' },
  timestamp: { terms: ['p.last_ts'], held: 'positions_held_ts', closed: 'positions_closed_ts' },
  cost: { terms: ['p.cost'], held: 'positions_held_cost' },
  percent: { terms: [`CASE WHEN p.cost = 0 THEN 0 ELSE ${round6Key('CAST(p.unrealized_pnl * 100 AS REAL) / p.cost')} END`] },
  avgPrice: { terms: [`CASE WHEN p.size = 0 THEN 0 ELSE ${round6Key('CAST(p.cost AS REAL) / p.size')} END`] },
  endDate: { terms: ['m.end_date'], market: true },
  // base letters first ('Élection' beside 'Election'), then the exact title, both in JS string order
  title: {
    terms: [
      `CASE WHEN ${ASCII_TITLE} THEN CAST(lower(m.title) AS BLOB) ELSE position_title_key(m.title, 1) END`,
      `CASE WHEN ${ASCII_TITLE} THEN CAST(m.title AS BLOB) ELSE position_title_key(m.title, 0) END`,
    ],
    market: true,
  },
} as const satisfies Record<string, SortKey>;

export type SortName = keyof typeof KEYS;
export const sortKey = (name: SortName): SortKey => KEYS[name];

export const V1_SORTS: Record<PositionSort, SortName> = {
  CURRENT: 'value',
  INITIAL: 'cost',
  TOKENS: 'size',
  CASHPNL: 'unrealized',
  PERCENTPNL: 'percent',
  TITLE: 'title',
  RESOLVING: 'endDate',
  PRICE: 'price',
  AVGPRICE: 'avgPrice',
};

const V2_SORTS: Record<PositionSortV2, SortName> = {
  CURRENT_VALUE: 'value',
  PRICE: 'price',
  TOKENS: 'size',
  UNREALIZED_PNL: 'unrealized',
  REALIZED_PNL: 'realized',
  TOTAL_PNL: 'total',
  TIMESTAMP: 'timestamp',
};

/* Keys that measure a holding; a closed position no longer has one. */
const HOLDING: readonly SortName[] = ['value', 'price', 'size', 'unrealized'];

/** The key a v2 page really ranks by: on CLOSED the holding keys describe nothing that still exists, so realized PnL. */
export function v2Sort(status: PositionStatus, sortBy: PositionSortV2): SortName {
  const name = V2_SORTS[sortBy];
  return status === 'CLOSED' && HOLDING.includes(name) ? 'realized' : name;
}

/**
 * The JS side of TITLE's order for a non-ASCII title: the title without marks, lower-cased
 * (base = 1), or as it is (base = 0), as bytes that compare the way JS compares the strings
 * (UTF-16 code units, each written UTF-8 style, which keeps their order byte for byte).
 */
export function registerTitleKey(db: Db): void {
  db.function('position_title_key', { deterministic: true }, (title: unknown, base: unknown) => {
    const s = String(title);
    return codeUnitBytes(base ? s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : s);
  });
}

function codeUnitBytes(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u < 0x80) out.push(u);
    else if (u < 0x800) out.push(0xc0 | (u >> 6), 0x80 | (u & 63));
    else out.push(0xe0 | (u >> 12), 0x80 | ((u >> 6) & 63), 0x80 | (u & 63));
  }
  return Buffer.from(out);
}
