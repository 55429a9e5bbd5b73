import type { PositionStatus } from '../../../src/api/data/contract/params-v2';
import { round6 } from '../shared/micro-math';
import { checksum, isoDate, MICRO, units } from '../shared/wire-values';
import type { PositionRow } from './rows';

/*
 * A position row as each version's wire spells it: v1's camelCase Position and v2's snake_case
 * one. Every number is derived from the row's integer micro columns here and nowhere else.
 */

/** The market labels a v1 position carries, open or closed, in the wire's order. */
export function v1Labels<
  R extends Pick<PositionRow, 'title' | 'slug' | 'event_slug' | 'outcome0' | 'outcome1' | 'outcome_index'> & { icon: unknown },
>(r: R) {
  const first = r.outcome_index === 0;
  return {
    title: r.title,
    slug: r.slug,
    icon: r.icon,
    eventSlug: r.event_slug,
    outcome: first ? r.outcome0 : r.outcome1,
    outcomeIndex: r.outcome_index,
    oppositeOutcome: first ? r.outcome1 : r.outcome0,
  };
}

/** v1's date of an epoch-seconds instant: '' for a value no date can show. */
export function v1Date(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** The v1 wire's Position (numbers in shares and USDC); `proxyWallet` is the page's owner, checksummed once. */
export function toV1(r: PositionRow, proxyWallet: string) {
  const cashPnl = r.current_value - r.cost;
  return {
    proxyWallet,
    asset: r.asset,
    conditionId: r.condition_id,
    size: r.size / MICRO,
    avgPrice: round6(r.cost / r.size),
    initialValue: r.cost / MICRO,
    grossInitialValue: (r.cost + r.fees) / MICRO,
    entryFeesUsdc: r.fees / MICRO,
    currentValue: r.current_value / MICRO,
    cashPnl: cashPnl / MICRO,
    percentPnl: r.cost === 0 ? 0 : round6((cashPnl * 100) / r.cost),
    totalBought: r.total_bought / MICRO,
    realizedPnl: r.realized_pnl / MICRO,
    percentRealizedPnl: r.bought_cost === 0 ? 0 : round6((r.realized_pnl * 100) / r.bought_cost),
    curPrice: r.mark / MICRO,
    redeemable: r.market_resolved,
    mergeable: !r.market_resolved && r.opp_size > 0,
    ...v1Labels(r),
    oppositeAsset: r.opposite_asset,
    endDate: v1Date(r.end_date),
    negativeRisk: r.neg_risk !== 0,
  };
}

const pct = (num: number, den: number) => (den === 0 ? 0 : Math.round((num * 100 * MICRO) / den) / MICRO);

/** The v2 wire's position; `status` is the page's (a held row in a resolved market says REDEEMABLE). */
export function toV2(r: PositionRow, status: PositionStatus) {
  const first = r.outcome_index === 0;
  const held = r.size > 0;
  const unrealized = r.current_value - r.cost;
  // the weighted average entry: of what is held while held, of everything bought once closed
  const avg = held ? r.cost / r.size : r.total_bought > 0 ? r.bought_cost / r.total_bought : 0;
  return {
    proxy_wallet: r.display_address ?? checksum(r.user),
    token_id: r.asset,
    condition_id: r.condition_id,
    current_size: units(r.size),
    avg_price: Math.round(avg * MICRO) / MICRO,
    entry_cost_usdc: units(r.cost),
    entry_fees_usdc: units(r.fees),
    total_cost_usdc: units(r.cost + r.fees),
    current_price: units(r.mark),
    current_value: units(r.current_value),
    total_size: units(r.total_bought),
    realized_pnl: units(r.realized_pnl),
    unrealized_pnl: units(unrealized),
    total_pnl: units(r.realized_pnl + unrealized),
    percent_pnl: pct(unrealized, r.cost),
    percent_realized_pnl: pct(r.current_value - r.bought_cost, r.bought_cost),
    status: status === 'CLOSED' ? status : r.market_resolved ? 'REDEEMABLE' : 'OPEN',
    redeemable: r.market_resolved && held,
    mergeable: !r.market_resolved && held && r.opp_size > 0,
    negative_risk: r.neg_risk !== 0,
    archived: r.market_archived,
    title: r.title,
    slug: r.slug,
    icon: r.icon,
    event_id: String(r.event_id),
    event_slug: r.event_slug,
    outcome: first ? r.outcome0 : r.outcome1,
    outcome_index: r.outcome_index,
    opposite_outcome: first ? r.outcome1 : r.outcome0,
    opposite_token_id: r.opposite_asset,
    end_date: isoDate(r.end_date),
    last_event_at: r.last_ts,
    first_entry_at: r.first_ts,
    name: r.name ?? '',
    profile_image: r.profile_image ?? '',
    verified: r.verified === 1,
  };
}
