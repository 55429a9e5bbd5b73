import type { MetadataEvent, MetadataMarket } from '../../../src/api/metadata/schemas';
import type { EventFacts, MarketFacts } from './catalogue';
import type { Figures } from './market-figures';
import { outcomeMarks } from '../../money/marks';
import { negRiskMarketIdFor } from '../../ledger';

/*
 * The wire records of the metadata service, shaped from the catalogue, the figures and a page's
 * price lookups. Amounts are integer micro until this point; each becomes a number (or an exact
 * decimal string where the public service sends a string) only here.
 */

const MICRO = 1_000_000;
const units = (micro: number) => micro / MICRO;

/** Integer micro → its exact shortest decimal string ("1234.5", "0"); exact for every safe integer. */
export function microString(micro: number): string {
  const a = Math.abs(micro);
  let whole = Math.floor(a / MICRO);
  let frac = a - whole * MICRO;
  // near 2^53 the quotient can round across an integer; the remainder puts it back
  if (frac < 0) [whole, frac] = [whole - 1, frac + MICRO];
  else if (frac >= MICRO) [whole, frac] = [whole + 1, frac - MICRO];
  const tail = frac === 0 ? '' : `.${String(frac).padStart(6, '0').replace(/0+$/, '')}`;
  return `${micro < 0 ? '-' : ''}${whole}${tail}`;
}

/** Prices of both outcomes, micro: the payouts once resolved, else the live price and its complement. */
export function outcomePrices(m: MarketFacts): [number, number] {
  return outcomeMarks({ price0: m.price0, resolved_at: m.resolvedAt, payout0: m.payout0, payout1: m.payout1 });
}

/** What a page adds to a market: its latest fill's price and its price a day ago (outcome 0, micro). */
export type PriceMarks = { lastPrice0?: number; dayAgo?: number };

export function toMetadataMarket(m: MarketFacts, event: EventFacts | undefined, f: Figures, marks: PriceMarks): MetadataMarket {
  const [p0, p1] = outcomePrices(m);
  const open = m.active && !m.closed;
  return {
    id: String(m.id),
    question: m.question,
    conditionId: m.conditionId,
    questionID: m.questionId,
    slug: m.slug,
    description: m.description,
    image: m.image,
    icon: m.icon,
    category: m.category,
    outcomes: m.outcomesJson,
    outcomePrices: JSON.stringify([microString(p0), microString(p1)]),
    clobTokenIds: m.tokensJson,
    volume: microString(f.volume),
    volumeNum: units(f.volume),
    volume24hr: units(f.volume24hr),
    volume1wk: units(f.volume1wk),
    liquidity: microString(f.liquidity),
    liquidityNum: units(f.liquidity),
    openInterest: units(f.openInterest),
    active: m.active,
    closed: m.closed,
    archived: m.archived,
    acceptingOrders: open,
    enableOrderBook: true,
    startDate: m.startIso,
    endDate: m.endIso,
    ...(m.closedIso !== undefined ? { closedTime: m.closedIso } : {}),
    negRisk: m.negRisk,
    ...(m.negRisk ? { negRiskMarketID: negRiskMarketIdFor(m.eventId) } : {}),
    orderPriceMinTickSize: Number(m.tickSize),
    orderMinSize: units(m.minOrderSize),
    ...(marks.lastPrice0 !== undefined ? { lastTradePrice: units(marks.lastPrice0) } : {}),
    // a day's change means something only while the price still moves
    ...(open && marks.dayAgo !== undefined ? { oneDayPriceChange: units(m.price0 - marks.dayAgo) } : {}),
    events: event ? [{ id: String(event.id), slug: event.slug, title: event.title }] : [],
  };
}

export function toMetadataEvent(e: EventFacts, f: Figures, markets: MetadataMarket[]): MetadataEvent {
  return {
    id: String(e.id),
    ticker: e.slug,
    slug: e.slug,
    title: e.title,
    description: e.description,
    image: e.image,
    icon: e.icon,
    category: e.category,
    active: e.active,
    closed: e.closed,
    archived: e.archived,
    startDate: e.startIso,
    endDate: e.endIso,
    volume: units(f.volume),
    volume24hr: units(f.volume24hr),
    volume1wk: units(f.volume1wk),
    liquidity: units(f.liquidity),
    openInterest: units(f.openInterest),
    negRisk: e.negRisk,
    ...(e.negRisk ? { negRiskMarketID: negRiskMarketIdFor(e.id) } : {}),
    tags: e.tag ? [e.tag] : [],
    markets,
  };
}
