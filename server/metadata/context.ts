import type { Db } from '../db/connection';
import { createCatalogueCache, type Catalogue } from './catalogue/catalogue';
import { listingContext, type ListingContext } from './catalogue/listing';
import { createDayAgoReader } from './catalogue/day-ago-prices';
import { openInterestReader } from '../money/open-interest';
import { createVolumeBook } from './catalogue/trade-volume';

/** What every metadata route gets: the database, the clock and the shared caches. */
export type MetadataContext = {
  db: Db;
  /** Epoch seconds; injectable so tests pin the trailing windows. */
  now: () => number;
  catalogue: () => Catalogue;
  /** The catalogue, figures and page reader of one request. */
  listing: () => ListingContext;
};

export function createMetadataContext(db: Db, now: () => number): MetadataContext {
  const catalogue = createCatalogueCache(db);
  const volumes = createVolumeBook(db);
  const openInterest = openInterestReader(db);
  const dayAgo = createDayAgoReader(db);
  return { db, now, catalogue, listing: () => listingContext(catalogue(), { volumes, openInterest: openInterest() }, dayAgo, now()) };
}
