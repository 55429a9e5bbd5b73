import type { PositionStatus } from '../../../src/api/data/contract/params-v2';
import type { Db } from '../../db/connection';
import { displayNameSql, ICON_SQL } from '../shared/joined-columns';
import { inList } from '../shared/sql-lists';
import { sortKey, type SortName } from './sorts';

/*
 * The one filter, sort and page step of the position routes (v1 /positions and v2 /positions): a
 * request, in either version's words, becomes a PositionsPage; this file turns it into one SQL
 * statement. Only the page's rows are joined to their market, event, holder and opposite outcome:
 * a first page that walks an index joins each row as the walk reaches it, any other page is
 * chosen from the positions alone first (so an offset skips index entries, not joined rows).
 */

/** Shares (micro) under which a position counts as exited: 0.1 share, the reference's dust floor. */
export const DUST = 100_000;

export type PositionsPage = {
  /** One wallet's positions; null: every holder's of the single market in `conditions`. */
  user: string | null;
  conditions?: readonly string[];
  eventIds?: readonly number[];
  /** OPEN: held (resolved markets included); REDEEMABLE: held in a resolved market; CLOSED: exited. */
  status: PositionStatus;
  /** OPEN and REDEEMABLE: the least shares (micro) a position holds; CLOSED: the shares it holds fewer than. */
  sizeFloor: number;
  /** OPEN and REDEEMABLE: the least value (micro) a position is worth. */
  valueFloor: number;
  /** Only positions whose other outcome is held too, in a market not resolved. */
  mergeable: boolean;
  /** Also positions in archived markets still active (a resolved market's positions are claims, always listed). */
  includeArchived: boolean;
  /** A case-insensitive substring of the market title, in any script. */
  title?: string;
  /** A window on the position's last movement (epoch seconds, 0: open). */
  start: number;
  end: number;
  sort: SortName;
  direction: 'ASC' | 'DESC';
  /** Keyset paging: the sort value, wallet and token of the previous page's last row. */
  after?: { value: number; user: string; asset: string };
  offset: number;
  limit: number;
};

/** One row of the page, in PAGE_COLUMNS order (arrays: better-sqlite3 builds them 2-3× faster than objects). */
export type PageTuple = [
  user: string,
  asset: string,
  conditionId: string,
  outcomeIndex: number,
  size: number,
  cost: number,
  fees: number,
  totalBought: number,
  boughtCost: number,
  realizedPnl: number,
  firstTs: number,
  lastTs: number,
  mark: number,
  currentValue: number,
  marketResolved: number,
  marketArchived: number,
  oppSize: number,
  eventId: number,
  title: string,
  slug: string,
  icon: string,
  eventSlug: string,
  outcome0: string,
  outcome1: string,
  oppositeAsset: string,
  endDate: number,
  negRisk: number,
  sortValue: unknown,
  // a market's holders only: one wallet's profile is read once for its page (store.ts)
  displayAddress?: string | null,
  name?: string | null,
  profileImage?: string | null,
  verified?: number | null,
];

const OPPOSITE = 'CASE p.outcome_index WHEN 0 THEN m.token1 ELSE m.token0 END';
const PAGE_COLUMNS = `p.user, p.asset, p.condition_id, p.outcome_index, p.size, p.cost, p.fees, p.total_bought, p.bought_cost,
  p.realized_pnl, p.first_ts, p.last_ts, p.mark, p.current_value, p.market_resolved, p.market_archived,
  COALESCE((SELECT o.size FROM positions o WHERE o.user = p.user AND o.asset = ${OPPOSITE}), 0),
  m.event_id, m.title, m.slug, ${ICON_SQL}, e.slug, m.outcome0, m.outcome1, ${OPPOSITE}, m.end_date, m.neg_risk`;

/** The statement of a page and its arguments. */
export function pageSql(q: PositionsPage): { sql: string; args: unknown[] } {
  const key = sortKey(q.sort);
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (cond: string, ...values: unknown[]) => {
    where.push(cond);
    args.push(...values);
  };
  let market = key.market === true;

  if (q.user !== null) add('p.user = ?', q.user);
  if (q.conditions) add(inList('p.condition_id', q.conditions.length), ...q.conditions);
  // the partial indexes' own conditions, written out literally: SQLite uses a partial index only for a query that says so
  let index: string | undefined;
  if (q.status === 'CLOSED') {
    add('p.total_bought > 0');
    if (q.sizeFloor === DUST) {
      add(`p.size < ${DUST}`);
      index = key.closed;
    } else add('p.size < ?', q.sizeFloor);
  } else {
    if (q.sizeFloor >= DUST) {
      add(`p.size >= ${DUST}`);
      index = key.held;
    }
    if (q.sizeFloor !== DUST) add('p.size >= ?', q.sizeFloor);
    if (q.valueFloor > 0) add('p.current_value >= ?', q.valueFloor);
    if (q.status === 'REDEEMABLE') add('p.market_resolved = 1');
  }
  if (!q.includeArchived) add('(p.market_archived = 0 OR p.market_resolved = 1)');
  if (q.mergeable) {
    market = true;
    add(`p.market_resolved = 0 AND EXISTS (SELECT 1 FROM positions o WHERE o.user = p.user AND o.asset = ${OPPOSITE} AND o.size > 0)`);
  }
  if (q.eventIds) {
    market = true;
    add(inList('m.event_id', q.eventIds.length), ...q.eventIds);
  }
  if (q.title !== undefined) {
    market = true;
    add('position_title_has(m.title, ?)', foldTitle(q.title));
  }
  // a window asks which positions moved inside it; a row without a clock (0) has no answer
  if (q.start > 0) add('p.last_ts >= ? AND p.last_ts > 0', q.start);
  if (q.end > 0) add('p.last_ts <= ? AND p.last_ts > 0', q.end);

  const terms = [...key.terms, 'p.user', 'p.asset'];
  if (q.after) {
    // one wallet: (key, asset) is the index's own order after user, so the seek is a range on it
    const [cols, values] =
      q.user !== null
        ? [
            [key.terms[0], 'p.asset'],
            [q.after.value, q.after.asset],
          ]
        : [
            [key.terms[0], 'p.user', 'p.asset'],
            [q.after.value, q.after.user, q.after.asset],
          ];
    // first: of two bounds on one column (size >= dust, (size, asset) > after) SQLite seeks by the first
    where.unshift(`(${cols.join(', ')}) ${q.direction === 'ASC' ? '>' : '<'} (${cols.map(() => '?').join(', ')})`);
    args.unshift(...values);
  }
  const order = terms.map((t) => `${t} ${q.direction}`).join(', ');
  // a market's holders are found by its index; a wallet's condition list by whichever index SQLite picks
  const hint = q.user === null ? 'INDEXED BY positions_market' : index && !q.conditions ? `INDEXED BY ${index}` : '';
  const holders = q.user === null;
  const columns = `${PAGE_COLUMNS}, ${key.terms[0]}${holders ? `, u.display_address, ${displayNameSql()} AS name, u.profile_image, u.verified` : ''}`;
  const joins = `JOIN markets m ON m.condition_id = p.condition_id JOIN events e ON e.id = m.event_id
    ${holders ? 'LEFT JOIN users u ON u.address = p.user' : ''}`;
  // a first page in index order joins its rows as the walk reaches them; an offset is skipped in
  // the index first and a sorted page chosen from positions alone, and only the page is joined
  if (hint && !holders && q.offset === 0) {
    const sql = `SELECT ${columns} FROM positions p ${hint} ${joins} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`;
    return { sql, args: [...args, q.limit] };
  }
  const pick = market ? 'JOIN markets m ON m.condition_id = p.condition_id' : '';
  const sql = `
    SELECT ${columns}
    FROM (SELECT p.user, p.asset FROM positions p ${hint} ${pick} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?) page
    JOIN positions p ON p.user = page.user AND p.asset = page.asset
    ${joins}
    ORDER BY ${order}`;
  return { sql, args: [...args, q.limit, q.offset] };
}

/** Case-insensitive for any script: the canonical composed lower-case form. */
const foldTitle = (s: string) => s.normalize('NFC').toLowerCase();

/** The title filter's SQL function (a title holds the folded needle), for the connection the pages are read on. */
export function registerTitleFilter(db: Db): void {
  db.function('position_title_has', { deterministic: true }, (title: unknown, needle: unknown) =>
    foldTitle(String(title)).includes(String(needle)) ? 1 : 0,
  );
}
