import { formatMicro, toMicro } from '../../lib/decimal';
import { outcomeQuotes, type OutcomeQuote } from '../../lib/outcome-prices';

/*
 * Pure readings of one market: its outcomes with prices, the resolution in words, the price
 * history as chart rows, and a trade's notional. Nothing here fetches or draws.
 */

export type MarketLists = { outcomes: string; outcomePrices: string; clobTokenIds: string };

export function marketOutcomes(m: MarketLists): OutcomeQuote[] {
  return outcomeQuotes(m.outcomes, m.outcomePrices, m.clobTokenIds);
}

/** The outcome tokens whose price histories the chart draws, in outcome order. */
export function outcomeTokens(outcomes: readonly OutcomeQuote[] | undefined): string[] {
  return (outcomes ?? []).flatMap((o) => (o.tokenId ? [o.tokenId] : []));
}

export type ResolutionFacts = {
  status: 'active' | 'resolved';
  payouts?: number[];
  resolved_at?: string;
  was_disputed: boolean;
  extended_review: boolean;
};

export type ResolutionSummary =
  | { state: 'unknown' }
  | { state: 'open'; disputed: boolean; inReview: boolean }
  | { state: 'resolved'; winner: number | null; split: boolean; resolvedAt: string | undefined; disputed: boolean };

/** The resolution in the terms a reader asks: still open, or which outcome won (or a split). */
export function summariseResolution(r: ResolutionFacts | undefined): ResolutionSummary {
  if (!r) return { state: 'unknown' };
  if (r.status !== 'resolved') return { state: 'open', disputed: r.was_disputed, inReview: r.extended_review };
  const payouts = r.payouts ?? [];
  const paying = payouts.map((p, i) => [p, i] as const).filter(([p]) => p > 0);
  const winner = paying.length === 1 ? paying[0]![1] : null;
  return { state: 'resolved', winner, split: paying.length > 1, resolvedAt: r.resolved_at, disputed: r.was_disputed };
}

export type HolderGroup<H> = { key: string; outcome: string; index: number; holders: H[] };

/**
 * The service groups holders by outcome token. The metadata's token list names each group's
 * outcome; before it arrives (or for a token it does not list) the holders' own outcome index
 * does. Every listed outcome gets a group, even one nobody holds.
 */
export function groupByOutcome<H extends { outcome_index: number }>(
  data: readonly { token_id: string; holders: H[] }[],
  outcomes: readonly OutcomeQuote[] | undefined,
): HolderGroup<H>[] {
  const groups = data.map((g) => {
    const quote = outcomes?.find((o) => o.tokenId === g.token_id);
    const index = quote?.index ?? g.holders[0]?.outcome_index ?? 0;
    return { key: g.token_id, outcome: quote?.outcome ?? outcomes?.[index]?.outcome ?? `Outcome ${index + 1}`, index, holders: g.holders };
  });
  for (const o of outcomes ?? []) {
    if (o.tokenId && !groups.some((g) => g.key === o.tokenId))
      groups.push({ key: o.tokenId, outcome: o.outcome, index: o.index, holders: [] });
  }
  return groups.sort((a, b) => a.index - b.index);
}

export type PricePoint = { timestamp: number; price: number };
export type PriceRow = { t: number } & Record<string, number>;

/** The chart's data key of an outcome (plain, so recharts does not read it as a path). */
export const outcomeKey = (index: number) => `o${index}`;

/**
 * One row per timestamp across every outcome's history, oldest first. A series that repeats a
 * timestamp (an aggregate bucket and then the exact latest tick) keeps its last point, which is
 * the freshest; an outcome without a point at some time leaves a gap rather than a made-up price.
 */
export function mergePriceHistories(histories: readonly (readonly PricePoint[])[]): PriceRow[] {
  const rows = new Map<number, PriceRow>();
  histories.forEach((points, index) => {
    const key = outcomeKey(index);
    for (const p of points) {
      const row = rows.get(p.timestamp) ?? ({ t: p.timestamp } as PriceRow);
      row[key] = p.price;
      rows.set(p.timestamp, row);
    }
  });
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** size × price in USDC, in integer micro units, rounded half up at the sixth decimal (both are non-negative). */
export function tradeNotional(size: number, price: number): string {
  return formatMicro((toMicro(size) * toMicro(price) + 500_000n) / 1_000_000n);
}
