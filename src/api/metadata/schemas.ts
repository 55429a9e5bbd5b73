import { z } from 'zod/mini';
import '../zod-messages';

/*
 * Wire shapes of the market-metadata service (/gamma), camelCase as the public service sends them.
 * Ids are strings. A market's outcomes, outcomePrices and clobTokenIds are JSON-encoded string
 * arrays inside a string (the public service's own quirk): the schema checks the encoding, and
 * decodeMarketLists turns them into arrays for callers.
 *
 * Each record is the one the public service documents (its API reference: Event, Market, Tag,
 * SearchTag, Profile, ImageOptimization, PublicProfileResponse), narrowed to the fields this service
 * keeps, under the documented names and types; where it sends a field the documented record has
 * not, the field says so.
 */

const Address = z.string().check(z.regex(/^0x[a-fA-F0-9]{40}$/));
const Hash64 = z.string().check(z.regex(/^0x[a-fA-F0-9]{64}$/));
/** A date-time in ISO 8601 UTC, as every date field here is sent. */
const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/));
/** A count of records (an integer >= 0). */
const Count = z.int().check(z.minimum(0));
/** A decimal string with no exponent ("1234.5", "0"). */
const DecimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

function decodeList(text: string): string[] | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON-encoded array of strings, carried in a string. */
const JsonStringList = z
  .string()
  .check(z.refine((s) => decodeList(s) !== undefined, { error: 'expected a JSON-encoded array of strings' }));

export const MetadataTag = z.object({ id: z.string(), label: z.string(), slug: z.string() });
export type MetadataTag = z.infer<typeof MetadataTag>;
export const MetadataTags = z.array(MetadataTag);

/** The short reference to its event that every market carries. */
export const MetadataEventRef = z.object({ id: z.string(), slug: z.string(), title: z.string() });

export const MetadataMarket = z.object({
  id: z.string(),
  question: z.string(),
  conditionId: Hash64,
  questionID: Hash64,
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  category: z.string(),
  outcomes: JsonStringList,
  outcomePrices: JsonStringList,
  clobTokenIds: JsonStringList,
  /** USDC traded over the market's life, as an exact decimal string; volumeNum is the same as a number. */
  volume: DecimalString,
  volumeNum: z.number(),
  volume24hr: z.number(),
  volume1wk: z.number(),
  liquidity: DecimalString,
  liquidityNum: z.number(),
  openInterest: z.number(),
  active: z.boolean(),
  closed: z.boolean(),
  archived: z.boolean(),
  acceptingOrders: z.boolean(),
  enableOrderBook: z.boolean(),
  startDate: IsoDate,
  endDate: IsoDate,
  /** When the market resolved; omitted while it is open. */
  closedTime: z.optional(IsoDate),
  negRisk: z.boolean(),
  /** The neg-risk adapter's id of the event (neg-risk only): what convertPositions names. */
  negRiskMarketID: z.optional(Hash64),
  orderPriceMinTickSize: z.number(),
  orderMinSize: z.number(),
  /** Price of the first outcome at the latest fill; omitted when the market never traded. */
  lastTradePrice: z.optional(z.number()),
  /** Change of the first outcome's price over the last 24 hours; omitted when no price is that old. */
  oneDayPriceChange: z.optional(z.number()),
  events: z.array(MetadataEventRef),
});
export type MetadataMarket = z.infer<typeof MetadataMarket>;
export const MetadataMarkets = z.array(MetadataMarket);

export const MetadataEvent = z.object({
  id: z.string(),
  ticker: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  category: z.string(),
  active: z.boolean(),
  closed: z.boolean(),
  archived: z.boolean(),
  startDate: IsoDate,
  endDate: IsoDate,
  volume: z.number(),
  volume24hr: z.number(),
  volume1wk: z.number(),
  liquidity: z.number(),
  openInterest: z.number(),
  negRisk: z.boolean(),
  /** The neg-risk adapter's id of the event (neg-risk only): what convertPositions names. */
  negRiskMarketID: z.optional(Hash64),
  tags: z.array(MetadataTag),
  markets: z.array(MetadataMarket),
});
export type MetadataEvent = z.infer<typeof MetadataEvent>;
export const MetadataEvents = z.array(MetadataEvent);

/** The fields a public profile and a profile in search results both have, under the same names. */
const profileFields = {
  proxyWallet: Address,
  name: z.string(),
  pseudonym: z.string(),
  displayUsernamePublic: z.boolean(),
  bio: z.string(),
  profileImage: z.string(),
  createdAt: IsoDate,
};

/** GET /public-profile, as the public service documents PublicProfileResponse (its users list is not kept here). */
export const MetadataProfile = z.object({
  ...profileFields,
  /** null when the profile links no X account. */
  xUsername: z.nullable(z.string()),
  verifiedBadge: z.boolean(),
});
export type MetadataProfile = z.infer<typeof MetadataProfile>;

/** The public service's ImageOptimization record: where the source image is, and its optimized copy. */
export const MetadataImageOptimization = z.object({ id: z.string(), imageUrlSource: z.string(), imageUrlOptimized: z.string() });

/**
 * A profile in search results: the public service's Profile, not its PublicProfileResponse. It has
 * an id and its image as an ImageOptimization record (omitted when the profile has no image), and
 * no X handle or verified badge.
 */
export const MetadataSearchProfile = z.object({
  id: z.string(),
  ...profileFields,
  profileImageOptimized: z.optional(MetadataImageOptimization),
});
export type MetadataSearchProfile = z.infer<typeof MetadataSearchProfile>;

/** A tag in search results: the public service's SearchTag, with how many events carry it (snake_case there). */
export const MetadataSearchTag = z.object({ ...MetadataTag.shape, event_count: Count });

export const MetadataSearchResponse = z.object({
  events: z.array(MetadataEvent),
  tags: z.array(MetadataSearchTag),
  profiles: z.array(MetadataSearchProfile),
  /** Paging of the events list: how many events matched in all, and whether more than were sent. */
  pagination: z.object({ hasMore: z.boolean(), totalResults: Count }),
});
export type MetadataSearchResponse = z.infer<typeof MetadataSearchResponse>;

export const MetadataHealth = z.object({ data: z.string() });

/** A market's three JSON-in-a-string lists, decoded. */
export function decodeMarketLists(m: Pick<MetadataMarket, 'outcomes' | 'outcomePrices' | 'clobTokenIds'>) {
  return {
    outcomes: decodeList(m.outcomes) ?? [],
    outcomePrices: (decodeList(m.outcomePrices) ?? []).map(Number),
    clobTokenIds: decodeList(m.clobTokenIds) ?? [],
  };
}
