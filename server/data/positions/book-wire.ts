import { MICRO } from '../shared/wire-values';
import type { PositionView } from './book-views';

/** ISO date (YYYY-MM-DD) of an epoch-seconds instant; '' for a value no date can show. */
function isoDate(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** The v1 wire's Position (camelCase, numbers in shares and USDC). */
export function toV1(r: PositionView) {
  return {
    proxyWallet: r.proxyWallet,
    asset: r.asset,
    conditionId: r.conditionId,
    size: r.size / MICRO,
    avgPrice: r.avgPrice,
    initialValue: r.cost / MICRO,
    grossInitialValue: (r.cost + r.fees) / MICRO,
    entryFeesUsdc: r.fees / MICRO,
    currentValue: r.currentValue / MICRO,
    cashPnl: r.cashPnl / MICRO,
    percentPnl: r.percentPnl,
    totalBought: r.totalBought / MICRO,
    realizedPnl: r.realizedPnl / MICRO,
    percentRealizedPnl: r.percentRealizedPnl,
    curPrice: r.curPrice / MICRO,
    redeemable: r.redeemable,
    mergeable: r.mergeable,
    title: r.title,
    slug: r.slug,
    icon: r.icon,
    eventSlug: r.eventSlug,
    outcome: r.outcome,
    outcomeIndex: r.outcomeIndex,
    oppositeOutcome: r.oppositeOutcome,
    oppositeAsset: r.oppositeAsset,
    endDate: isoDate(r.endDate),
    negativeRisk: r.negativeRisk,
  };
}
