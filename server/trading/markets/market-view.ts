import { acceptingOrders } from '../shared/accepting-orders';
import { formatUnits } from 'viem';
import type { MarketRow } from './store';
import { outcomeMarks } from '../../money/marks';

/* A market row as the wire shows it: numbers for prices and sizes, RFC 3339 for dates. */

const ONE = 1_000_000;

const num = (micro: number) => Number(formatUnits(BigInt(micro), 6));
const iso = (s: number) => new Date(s * 1000).toISOString();

/**
 * The fee curve the official client estimates fees with: shares × r × (p(1 − p))^e, r a fraction.
 * The ledger charges shares × min(p, 1 − p) × fee_bps / 10,000; no (r, e) matches that exactly, so
 * r = 2 × fee_bps / 10,000 with e = 1, which equals it at p = ½ and exceeds it everywhere else
 * (2p(1 − p) ≥ min(p, 1 − p)): a client sizing a buy to its balance then keeps enough for the fee.
 */
export const feeCurve = (feeBps: number) => ({ r: (2 * feeBps) / 10_000, e: 1, to: true });

export function clobMarket(m: MarketRow, nowS: number) {
  const resolved = m.resolved_at !== null;
  const [p0, p1] = outcomeMarks(m);
  const open = m.resolved_at === null && m.archived === 0;
  return {
    enable_order_book: open,
    active: m.archived === 0,
    closed: resolved,
    archived: m.archived === 1,
    accepting_orders: acceptingOrders(m, nowS),
    accepting_order_timestamp: iso(m.start_date),
    minimum_order_size: num(m.min_order_size),
    minimum_tick_size: Number(m.tick_size),
    condition_id: m.condition_id,
    question_id: m.question_id,
    question: m.title,
    description: '',
    market_slug: m.slug,
    end_date_iso: iso(m.end_date),
    game_start_time: null,
    seconds_delay: 0,
    fpmm: '',
    maker_base_fee: 0,
    taker_base_fee: m.fee_bps,
    notifications_enabled: true,
    neg_risk: m.neg_risk === 1,
    icon: m.icon,
    image: m.image,
    rewards: { rates: null, min_size: 0, max_spread: 0 },
    is_50_50_outcome: resolved && m.payout0 === m.payout1,
    tokens: [
      { token_id: m.token0, outcome: m.outcome0, price: num(p0), winner: resolved && p0 === ONE },
      { token_id: m.token1, outcome: m.outcome1, price: num(p1), winner: resolved && p1 === ONE },
    ],
    tags: m.category ? [m.category] : [],
  };
}

/** The compact MarketDetails the official client reads from GET /clob-markets/{condition_id}. */
export function clobMarketInfo(m: MarketRow, nowS: number) {
  return {
    c: m.condition_id,
    t: [
      { t: m.token0, o: m.outcome0 },
      { t: m.token1, o: m.outcome1 },
    ],
    mts: Number(m.tick_size),
    nr: m.neg_risk === 1,
    fd: feeCurve(m.fee_bps),
    // makers pay nothing; the taker's base fee in basis points
    mbf: 0,
    tbf: m.fee_bps,
    r: null,
    ao: acceptingOrders(m, nowS),
    mos: num(m.min_order_size),
  };
}
