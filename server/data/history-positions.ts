import type { Context } from 'hono';
import { getAddress } from 'viem';
import {
  closedPositionsQuery,
  holdersQuery,
  marketPositionsQuery,
  valueQuery,
  type ClosedSort,
  type MarketPositionSort,
} from '../../src/api/data/params-history';
import { MICRO, marks, parseQuery, round6 } from './history-query';
import { ICON_SQL } from './joined-columns';
import type { PrepareCached } from '../db/statement-cache';
import { mulDivRound } from './positions-store';

/** Current price of an outcome: its payout once resolved, else the market price. Micro. */
function curPrice(outcomeIndex: number, price0: number, resolvedAt: number | null, payout0: number | null, payout1: number | null): number {
  if (resolvedAt !== null) return (outcomeIndex === 0 ? payout0 : payout1) ?? 0;
  return outcomeIndex === 0 ? price0 : MICRO - price0;
}

type ClosedDbRow = {
  asset: string;
  condition_id: string;
  outcome_index: number;
  total_bought: number;
  bought_cost: number;
  realized_pnl: number;
  last_ts: number;
  title: string;
  slug: string;
  icon: string;
  event_slug: string;
  outcome0: string;
  outcome1: string;
  token0: string;
  token1: string;
  end_date: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

type ClosedRow = ReturnType<typeof toClosed>;

const byAsset = (a: ClosedRow, b: ClosedRow) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0);
const titleKey = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Ascending comparators, each ending on the asset (unique per user) so pages never overlap. */
const CLOSED_COMPARE: Record<ClosedSort, (a: ClosedRow, b: ClosedRow) => number> = {
  REALIZEDPNL: (a, b) => a.realizedPnl - b.realizedPnl || byAsset(a, b),
  PRICE: (a, b) => a.curPrice - b.curPrice || byAsset(a, b),
  AVGPRICE: (a, b) => a.avgPrice - b.avgPrice || byAsset(a, b),
  TIMESTAMP: (a, b) => a.timestamp - b.timestamp || byAsset(a, b),
  TITLE: (a, b) => {
    const ka = titleKey(a.title);
    const kb = titleKey(b.title);
    return ka < kb ? -1 : ka > kb ? 1 : byAsset(a, b);
  },
};

function isoDate(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

function toClosed(r: ClosedDbRow, proxyWallet: string) {
  const first = r.outcome_index === 0;
  return {
    proxyWallet,
    asset: r.asset,
    conditionId: r.condition_id,
    avgPrice: r.total_bought === 0 ? 0 : round6(r.bought_cost / r.total_bought),
    totalBought: r.total_bought / MICRO,
    realizedPnl: r.realized_pnl / MICRO,
    curPrice: curPrice(r.outcome_index, r.price0, r.resolved_at, r.payout0, r.payout1) / MICRO,
    timestamp: r.last_ts,
    title: r.title,
    slug: r.slug,
    icon: r.icon,
    eventSlug: r.event_slug,
    outcome: first ? r.outcome0 : r.outcome1,
    outcomeIndex: r.outcome_index,
    oppositeOutcome: first ? r.outcome1 : r.outcome0,
    oppositeAsset: first ? r.token1 : r.token0,
    endDate: isoDate(r.end_date),
  };
}

/** GET /closed-positions: the user's positions that are back to zero shares. */
export function closedPositionsRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseQuery(c, closedPositionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const user = q.user.toLowerCase();
    const conds = ['p.user = ?', 'p.size = 0'];
    const args: unknown[] = [user];
    if (q.market) {
      conds.push(`p.condition_id IN (${marks(q.market.length)})`);
      args.push(...q.market);
    } else if (q.eventId) {
      conds.push(`m.event_id IN (${marks(q.eventId.length)})`);
      args.push(...q.eventId);
    }
    const sql = `
      SELECT p.asset, p.condition_id, p.outcome_index, p.total_bought, p.bought_cost, p.realized_pnl, p.last_ts,
             m.title, m.slug, ${ICON_SQL} AS icon, e.slug AS event_slug, m.outcome0, m.outcome1, m.token0, m.token1,
             m.end_date, m.price0, m.resolved_at, m.payout0, m.payout1
      FROM positions p
      JOIN markets m ON m.condition_id = p.condition_id
      JOIN events e ON e.id = m.event_id
      WHERE ${conds.join(' AND ')}`;
    const wallet = getAddress(user);
    let rows = prepare<ClosedDbRow>(sql).all(...args).map((r) => toClosed(r, wallet));
    if (q.title) {
      const needle = q.title.normalize('NFC').toLowerCase();
      rows = rows.filter((r) => r.title.normalize('NFC').toLowerCase().includes(needle));
    }
    rows.sort(CLOSED_COMPARE[q.sortBy]);
    if (q.sortDirection === 'DESC') rows.reverse();
    return c.json(rows.slice(q.offset, q.offset + q.limit));
  };
}

type OpenDbRow = { size: number; outcome_index: number; price0: number; resolved_at: number | null; payout0: number | null; payout1: number | null };

/** GET /value: Σ currentValue of the user's open positions (optionally of some markets only). */
export function valueRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseQuery(c, valueQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const user = q.user.toLowerCase();
    const filter = q.market ? `AND p.condition_id IN (${marks(q.market.length)})` : '';
    const rows = prepare<OpenDbRow>(
      `SELECT p.size, p.outcome_index, m.price0, m.resolved_at, m.payout0, m.payout1
       FROM positions p JOIN markets m ON m.condition_id = p.condition_id
       WHERE p.user = ? AND p.size > 0 ${filter}`,
    ).all(user, ...(q.market ?? []));
    // summed in integer micro, divided once at the edge
    let micro = 0;
    for (const r of rows) micro += mulDivRound(r.size, curPrice(r.outcome_index, r.price0, r.resolved_at, r.payout0, r.payout1), MICRO);
    return c.json([{ user: getAddress(user), value: micro / MICRO }]);
  };
}

type HolderDbRow = {
  user: string;
  size: number;
  display_address: string | null;
  name: string | null;
  pseudonym: string | null;
  bio: string | null;
  profile_image: string | null;
  profile_image_optimized: string | null;
  display_username_public: number | null;
};
type MarketTokens = { token0: string; token1: string };

/** GET /holders: per outcome token of each market, its largest holders (ties by address). */
export function holdersRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseQuery(c, holdersQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    // a zero balance is not a holding, whatever minBalance says
    const min = Math.max(1, q.minBalance * MICRO);
    const tokensOf = prepare<MarketTokens>('SELECT token0, token1 FROM markets WHERE condition_id = ?');
    const holdersOf = prepare<HolderDbRow>(
      `SELECT p.user, p.size, u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized,
              u.display_username_public
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? AND p.size >= ?
       ORDER BY p.size DESC, p.user ASC LIMIT ?`,
    );
    const out: { token: string; holders: unknown[] }[] = [];
    for (const market of new Set(q.market!)) {
      const m = tokensOf.get(market);
      if (!m) continue;
      for (const [outcomeIndex, token] of [m.token0, m.token1].entries()) {
        const holders = q.limit === 0 ? [] : holdersOf.all(market, outcomeIndex, min, q.limit);
        out.push({
          token,
          holders: holders.map((h) => ({
            proxyWallet: h.display_address ?? getAddress(h.user),
            bio: h.bio ?? '',
            asset: token,
            pseudonym: h.pseudonym ?? '',
            amount: h.size / MICRO,
            displayUsernamePublic: h.display_username_public === 1,
            outcomeIndex,
            name: h.name ?? '',
            profileImage: h.profile_image ?? '',
            profileImageOptimized: h.profile_image_optimized ?? '',
          })),
        });
      }
    }
    return c.json(out);
  };
}

type MarketRow = MarketTokens & { outcome0: string; outcome1: string; price0: number; resolved_at: number | null; payout0: number | null; payout1: number | null };
type MarketPositionDbRow = {
  user: string;
  size: number;
  cost: number;
  total_bought: number;
  bought_cost: number;
  realized_pnl: number;
  display_address: string | null;
  name: string | null;
  profile_image: string | null;
  verified: number | null;
};

/* OPEN/CLOSED split of /v1/market-positions: 0.01 shares. */
const DUST = 10_000;

/** GET /v1/market-positions: every user's position in one market, per outcome token. */
export function marketPositionsRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseQuery(c, marketPositionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const m = prepare<MarketRow>(
      'SELECT token0, token1, outcome0, outcome1, price0, resolved_at, payout0, payout1 FROM markets WHERE condition_id = ?',
    ).get(q.market);
    if (!m) return c.json([]);
    const userFilter = q.user ? 'AND p.user = ?' : '';
    const statusFilter = q.status === 'OPEN' ? `AND p.size > ${DUST}` : q.status === 'CLOSED' ? `AND p.size <= ${DUST}` : '';
    const stmt = prepare<MarketPositionDbRow>(
      `SELECT p.user, p.size, p.cost, p.total_bought, p.bought_cost, p.realized_pnl,
              u.display_address, u.name, u.profile_image, u.verified
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? ${userFilter} ${statusFilter}`,
    );
    const out = [m.token0, m.token1].map((token, outcomeIndex) => {
      const price = curPrice(outcomeIndex, m.price0, m.resolved_at, m.payout0, m.payout1);
      const rows = (q.user ? stmt.all(q.market, outcomeIndex, q.user.toLowerCase()) : stmt.all(q.market, outcomeIndex)).map((r) => {
        const currentValue = mulDivRound(r.size, price, MICRO);
        const cashPnl = currentValue - r.cost;
        return { r, currentValue, cashPnl, totalPnl: cashPnl + r.realized_pnl };
      });
      const key: Record<MarketPositionSort, (x: (typeof rows)[number]) => number> = {
        TOKENS: (x) => x.r.size,
        CASH_PNL: (x) => x.cashPnl,
        REALIZED_PNL: (x) => x.r.realized_pnl,
        TOTAL_PNL: (x) => x.totalPnl,
      };
      const k = key[q.sortBy];
      const sign = q.sortDirection === 'ASC' ? 1 : -1;
      // ties by address, in the same direction, so the order is total and pages never overlap
      rows.sort((a, b) => sign * (k(a) - k(b) || (a.r.user < b.r.user ? -1 : a.r.user > b.r.user ? 1 : 0)));
      return {
        token,
        positions: rows.slice(q.offset, q.offset + q.limit).map(({ r, currentValue, cashPnl, totalPnl }) => ({
          proxyWallet: r.display_address ?? getAddress(r.user),
          name: r.name ?? '',
          profileImage: r.profile_image ?? '',
          verified: r.verified === 1,
          asset: token,
          conditionId: q.market,
          avgPrice: r.size > 0 ? round6(r.cost / r.size) : r.total_bought > 0 ? round6(r.bought_cost / r.total_bought) : 0,
          size: r.size / MICRO,
          currPrice: price / MICRO,
          currentValue: currentValue / MICRO,
          cashPnl: cashPnl / MICRO,
          totalBought: r.total_bought / MICRO,
          realizedPnl: r.realized_pnl / MICRO,
          totalPnl: totalPnl / MICRO,
          outcome: outcomeIndex === 0 ? m.outcome0 : m.outcome1,
          outcomeIndex,
        })),
      };
    });
    return c.json(out);
  };
}
