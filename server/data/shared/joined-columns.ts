/*
 * The columns every row-level route joins onto a trade, activity or position row: the market's
 * display fields (with the spec's icon fallback: market icon, market image, event icon, event image)
 * and the row owner's profile. One definition, so v1 and v2 rows cannot drift apart.
 */

/** The spec's icon fallback, for a query that joins markets AS m and events AS e. */
export const ICON_SQL = `COALESCE(NULLIF(m.icon, ''), NULLIF(m.image, ''), NULLIF(e.icon, ''), e.image, '')`;

/** Market display columns, for a query that joins markets AS m and events AS e. */
export const MARKET_COLS = `m.title, m.slug, ${ICON_SQL} AS icon, e.slug AS event_slug, m.outcome0, m.outcome1`;

/**
 * A profile's name as the public service serves it where a row carries no displayUsernamePublic
 * flag: the name only if its owner made it public, else '' (a client then shows the pseudonym).
 * Serving the raw name there named one wallet "Harvest Markets" in a trade and "Bold-Harvest" in
 * its profile header. `u` is the users table's alias.
 */
export const publicNameSql = (u = 'u') => `CASE WHEN ${u}.display_username_public = 1 THEN ${u}.name ELSE '' END`;

/** The one name a row without a pseudonym field shows: the public name, else the pseudonym (as the exchange's app picks it). */
export const displayNameSql = (u = 'u') =>
  `CASE WHEN ${u}.display_username_public = 1 AND ${u}.name <> '' THEN ${u}.name ELSE ${u}.pseudonym END`;

/** Profile columns, for a query that (left) joins users AS u. */
export const USER_COLS = `u.display_address, ${publicNameSql()} AS name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized`;

/** What MARKET_COLS yields (null when the market is unknown, e.g. a combo row). */
export type MarketCols = {
  title: string | null;
  slug: string | null;
  event_slug: string | null;
  icon: string | null;
  outcome0: string | null;
  outcome1: string | null;
};

/** What USER_COLS yields (null for a wallet without a profile). */
export type UserCols = {
  display_address: string | null;
  name: string | null;
  pseudonym: string | null;
  bio: string | null;
  profile_image: string | null;
  profile_image_optimized: string | null;
};
