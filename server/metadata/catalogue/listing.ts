import type { MetadataEvent, MetadataMarket } from '../../../src/api/metadata/schemas';
import type { Catalogue, EventFacts, MarketFacts } from './catalogue';
import type { DayAgoReader } from './day-ago-prices';
import { eventFigures, marketFigures, type FigureSources, type Figures } from './market-figures';
import type { VolumeBook } from './trade-volume';
import { toMetadataEvent, toMetadataMarket, type PriceMarks } from './wire-records';

/*
 * Turns a page of catalogue entries into wire records: figures for every candidate (they sort the
 * list), price lookups only for what is on the page.
 */

export type ListingContext = { catalogue: Catalogue; sources: FigureSources; dayAgo: DayAgoReader; now: number };

export function listingContext(
  catalogue: Catalogue,
  figures: { volumes: VolumeBook; openInterest: ReadonlyMap<string, number> },
  dayAgo: DayAgoReader,
  now: number,
): ListingContext {
  const { volumes, openInterest } = figures;
  return { catalogue, sources: { totals: volumes.totals(), windows: volumes.windows(now), openInterest }, dayAgo, now };
}

function marksFor(ctx: ListingContext, markets: readonly MarketFacts[]): (m: MarketFacts) => PriceMarks {
  const dayAgo = ctx.dayAgo(markets, ctx.now);
  return (m) => ({ lastPrice0: ctx.sources.totals.get(m.conditionId)?.lastPrice0, dayAgo: dayAgo.get(m.conditionId) });
}

export function marketRecords(
  ctx: ListingContext,
  page: readonly MarketFacts[],
  figures?: ReadonlyMap<MarketFacts, Figures>,
): MetadataMarket[] {
  const marks = marksFor(ctx, page);
  return page.map((m) =>
    toMetadataMarket(m, ctx.catalogue.eventById.get(m.eventId), figures?.get(m) ?? marketFigures(m, ctx.sources), marks(m)),
  );
}

export function eventRecords(
  ctx: ListingContext,
  page: readonly EventFacts[],
  figures?: ReadonlyMap<EventFacts, Figures>,
): MetadataEvent[] {
  const marks = marksFor(
    ctx,
    page.flatMap((e) => e.markets),
  );
  return page.map((e) =>
    toMetadataEvent(
      e,
      figures?.get(e) ?? eventFigures(e, ctx.sources),
      e.markets.map((m) => toMetadataMarket(m, e, marketFigures(m, ctx.sources), marks(m))),
    ),
  );
}
