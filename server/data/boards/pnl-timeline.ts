import { MICRO, allocateByPrice, allocateByWeights, mulDivRound as ledgerMulDivRound, proRata } from '../../ledger';
import { mulDivRound } from '../shared/micro-math';
import { createComboBook } from './pnl-combos';
import type { ActivityRow, LegRow, MarketRow, PnlStatements } from './store';

/*
 * GET /v2/user-pnl: one wallet's cumulative PnL on a grid, rebuilt from its ledger rows.
 *
 * One pass over the wallet's activity (ordered by time) replays what the ledger did to each
 * position: the same integer arithmetic (pro-rata basis removal, the split and conversion cost
 * allocations at the day's price), so the realized PnL at any instant is the ledger's own figure
 * at that instant, fee-exclusive like the positions routes. Inventory is marked at the daily price
 * point in force (the payout once resolved) and, at the last point (now), at the price the
 * positions routes use, so the last point reconciles with /positions and /closed-positions:
 *   realized_market_pnl + unrealized_pnl = Σ realizedPnl (open and closed) + Σ cashPnl (open)
 *     + Σ (payout − basis) of the settled, unredeemed combos.
 * Combos contribute realized PnL when cash comes back (merge proceeds, settlement payouts) against
 * their fee-exclusive entry basis; a held combo counts at its basis while live and at its payout
 * once settled (./pnl-combos.ts), as open combos value is defined, so the last point's
 * position_pnl is the wallet's total PnL (docs/money-model.md).
 *
 * The grid ends at now and steps back by the fidelity: an 18h step cannot align to days anyway,
 * and ending at now is what makes the last point the wallet's current standing (no extra off-grid
 * point is appended). Every amount is exact micro until the wire.
 */

type Market = {
  row: MarketRow;
  /** Mark of outcome 0 at the instant being built (micro). */
  mark0: number;
  resolved: boolean;
  assets: Asset[];
};
type Asset = { market: Market; outcome: 0 | 1; size: number; cost: number; value: number };

const clampPrice = (p: number) => Math.max(0, Math.min(MICRO, p));

function markOf(a: Asset): number {
  const m = a.market;
  if (m.resolved) return (a.outcome === 0 ? m.row.payout0 : m.row.payout1) ?? 0;
  return a.outcome === 0 ? m.mark0 : MICRO - m.mark0;
}

export type PnlPointMicro = {
  timestamp: number;
  realizedMarket: number;
  realizedCombo: number;
  unrealized: number;
  fees: number;
  makerRebate: number;
  takerRebate: number;
  reward: number;
  yieldIncome: number;
  referral: number;
  deposits: number;
  withdrawals: number;
  volume: number;
  volumeUsdcRaw: bigint;
  tradeCount: number;
};

/**
 * The wallet's cumulative state at each instant of `grid` (ascending). Events after the last grid
 * instant are not applied; at instants >= now the marks are the live ones the positions routes use.
 */
export function pnlTimeline(
  st: PnlStatements,
  user: string,
  grid: readonly number[],
  now: number,
  rows = st.activity.all(user),
): PnlPointMicro[] {
  if (grid.length === 0) return [];
  const legsOf = new Map<number, LegRow[]>();
  for (const l of st.legs.all(user)) {
    let list = legsOf.get(l.activity_id);
    if (!list) legsOf.set(l.activity_id, (list = []));
    list.push(l);
  }
  const conditionIds = new Set<string>();
  const assetIds = new Set<string>();
  for (const r of rows) if (!r.is_combo && r.condition_id !== '') conditionIds.add(r.condition_id);
  for (const list of legsOf.values()) for (const l of list) assetIds.add(l.asset);

  const markets = new Map<string, Market>();
  const byToken = new Map<string, Asset>();
  for (const row of st.markets.all(JSON.stringify([...conditionIds]), JSON.stringify([...assetIds]))) {
    const m: Market = { row, mark0: row.price0, resolved: false, assets: [] };
    markets.set(row.condition_id, m);
    for (const outcome of [0, 1] as const) {
      const a: Asset = { market: m, outcome, size: 0, cost: 0, value: 0 };
      m.assets.push(a);
      byToken.set(outcome === 0 ? row.token0 : row.token1, a);
    }
  }
  /** The price of outcome 0 in force at ts: the last daily point at or before it, else the first, else the live price. */
  const priceAt = (m: Market, ts: number) =>
    clampPrice((st.priceAsOf.get(m.row.condition_id, ts) ?? st.firstPrice.get(m.row.condition_id))?.p ?? m.row.price0);

  // the marks at the first grid instant, then their changes in time order up to the last one
  const start = grid[0]!;
  const end = grid[grid.length - 1]!;
  type MarkEvent = { t: number; m: Market; p: number | null };
  const marks: MarkEvent[] = [];
  for (const m of markets.values()) {
    m.mark0 = priceAt(m, start);
    const at = m.row.resolved_at;
    m.resolved = at !== null && at <= start;
    if (at !== null && at > start && at <= end) marks.push({ t: at, m, p: null });
  }
  for (const pt of st.pricesBetween.all(JSON.stringify([...markets.keys()]), start, end))
    marks.push({ t: pt.t, m: markets.get(pt.condition_id)!, p: pt.p });
  marks.sort((a, b) => a.t - b.t);

  const s = {
    realizedMarket: 0,
    cost: 0,
    value: 0,
    fees: 0,
    makerRebate: 0,
    takerRebate: 0,
    reward: 0,
    yieldIncome: 0,
    referral: 0,
    deposits: 0,
    withdrawals: 0,
    volume: 0,
    volumeUsdcRaw: 0n,
    tradeCount: 0,
  };
  const dirty = new Set<Asset>();
  const combos = createComboBook(st.comboLegs.all(user));

  const add = (a: Asset | undefined, size: number, cost: number) => {
    if (!a) return;
    a.size += size;
    a.cost += cost;
    s.cost += cost;
    dirty.add(a);
  };
  const remove = (a: Asset | undefined, size: number, proceeds: number) => {
    if (!a) return;
    const removed = proRata(a.cost, Math.min(size, a.size), a.size);
    a.size = Math.max(0, a.size - size);
    a.cost -= removed;
    s.cost -= removed;
    s.realizedMarket += proceeds - removed;
    dirty.add(a);
  };

  const applyMarket = (r: ActivityRow) => {
    const m = markets.get(r.condition_id);
    switch (r.type) {
      case 'TRADE':
        if (r.side === 'BUY') add(byToken.get(r.asset), r.size, r.usdc_size);
        else remove(byToken.get(r.asset), r.size, r.usdc_size);
        s.volume += r.size;
        s.volumeUsdcRaw += BigInt(r.size) * BigInt(r.price);
        s.tradeCount++;
        break;
      case 'SPLIT': {
        if (!m) break;
        const [c0, c1] = allocateByPrice(r.size, priceAt(m, r.ts));
        add(m.assets[0], r.size, c0);
        add(m.assets[1], r.size, c1);
        break;
      }
      case 'MERGE': {
        if (!m) break;
        const [p0, p1] = allocateByPrice(r.size, priceAt(m, r.ts));
        remove(m.assets[0], r.size, p0);
        remove(m.assets[1], r.size, p1);
        break;
      }
      case 'CONVERSION': {
        const legs = legsOf.get(r.id) ?? [];
        const from = legs
          .filter((l) => l.share_delta < 0)
          .map((l) => byToken.get(l.asset))
          .filter((a) => a !== undefined);
        const to = legs
          .filter((l) => l.share_delta > 0)
          .map((l) => byToken.get(l.asset))
          .filter((a) => a !== undefined);
        // the ledger's order of the converted markets starts with the row's market; the rest only
        // decides which of them takes a rounding micro, never the total realized
        from.sort((a, b) => (a.market.row.condition_id === r.condition_id ? -1 : b.market.row.condition_id === r.condition_id ? 1 : 0));
        const yesCosts = to.map((a) => ledgerMulDivRound(r.size, priceAt(a.market, r.ts), MICRO));
        const proceeds = allocateByWeights(
          r.usdc_size + yesCosts.reduce((x, y) => x + y, 0),
          from.map(() => 1),
        );
        from.forEach((a, n) => remove(a, r.size, proceeds[n]!));
        to.forEach((a, n) => add(a, r.size, yesCosts[n]!));
        break;
      }
      case 'REDEEM':
        remove(byToken.get(r.asset), r.size, r.usdc_size);
        break;
      case 'DEPOSIT':
        s.deposits += r.usdc_size;
        break;
      case 'WITHDRAWAL':
        s.withdrawals += r.usdc_size;
        break;
      case 'REWARD':
        s.reward += r.usdc_size;
        break;
      case 'YIELD':
        s.yieldIncome += r.usdc_size;
        break;
      case 'REFERRAL_REWARD':
        s.referral += r.usdc_size;
        break;
      case 'MAKER_REBATE':
        s.makerRebate += r.usdc_size;
        break;
      case 'TAKER_REBATE':
        s.takerRebate += r.usdc_size;
        break;
    }
  };

  const out: PnlPointMicro[] = [];
  let i = 0;
  let j = 0;
  let live = false;
  for (const T of grid) {
    for (; i < rows.length && rows[i]!.ts <= T; i++) {
      const r = rows[i]!;
      s.fees += r.fee;
      if (r.is_combo) combos.apply(r);
      else applyMarket(r);
    }
    for (; j < marks.length && marks[j]!.t <= T; j++) {
      const e = marks[j]!;
      if (e.p === null) e.m.resolved = true;
      else if (!e.m.resolved) e.m.mark0 = clampPrice(e.p);
      for (const a of e.m.assets) dirty.add(a);
    }
    if (T >= now && !live) {
      // now: the marks the positions routes use (the payout once resolved, else the market's price)
      live = true;
      for (const m of markets.values()) {
        m.resolved = m.row.resolved_at !== null;
        m.mark0 = clampPrice(m.row.price0);
        for (const a of m.assets) dirty.add(a);
      }
    }
    for (const a of dirty) {
      const v = a.size > 0 ? mulDivRound(a.size, markOf(a), MICRO) : 0;
      s.value += v - a.value;
      a.value = v;
    }
    dirty.clear();
    out.push({
      timestamp: T,
      realizedMarket: s.realizedMarket,
      realizedCombo: combos.realized(),
      unrealized: s.value - s.cost + combos.unrealizedAt(T),
      fees: s.fees,
      makerRebate: s.makerRebate,
      takerRebate: s.takerRebate,
      reward: s.reward,
      yieldIncome: s.yieldIncome,
      referral: s.referral,
      deposits: s.deposits,
      withdrawals: s.withdrawals,
      volume: s.volume,
      volumeUsdcRaw: s.volumeUsdcRaw,
      tradeCount: s.tradeCount,
    });
  }
  return out;
}
