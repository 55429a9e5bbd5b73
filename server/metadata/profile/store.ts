import type { Db } from '../../db/connection';
import type { MetadataProfile, MetadataSearchProfile } from '../../../src/api/metadata/schemas';
import { isoDate } from '../shared/iso-date';

/*
 * Profiles from the users table. A name the user keeps private (display_username_public = 0) is
 * still part of the record, flagged, as the public service sends it, but text search never matches
 * it: a search must not reveal who is behind a pseudonym.
 *
 * Search results are the public service's Profile records, which /public-profile's are not: they
 * carry the profile's id (its users row's rowid, as a market's id is its markets row's) and the
 * image as an ImageOptimization record, whose id is the profile's (a profile has one image), and
 * no X handle or verified badge, which that record does not have.
 */

type UserRow = {
  id: number;
  display_address: string;
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  profile_image_optimized: string;
  verified: number;
  display_username_public: number;
  x_username: string;
  created_at: number;
};

const COLUMNS =
  'rowid AS id, display_address, name, pseudonym, bio, profile_image, profile_image_optimized, verified, display_username_public, x_username, created_at';

function toProfile(u: UserRow): MetadataProfile {
  return {
    proxyWallet: u.display_address,
    name: u.name,
    pseudonym: u.pseudonym,
    displayUsernamePublic: u.display_username_public === 1,
    bio: u.bio,
    profileImage: u.profile_image,
    xUsername: u.x_username === '' ? null : u.x_username,
    verifiedBadge: u.verified === 1,
    createdAt: isoDate(u.created_at),
  };
}

function toSearchProfile(u: UserRow): MetadataSearchProfile {
  const id = String(u.id);
  const { xUsername: _x, verifiedBadge: _v, ...shared } = toProfile(u);
  const profile: MetadataSearchProfile = { id, ...shared };
  // the public Profile's image record is optional: a profile without an image sends none, and
  // until an optimized copy exists the source stands in for it
  if (u.profile_image !== '') {
    profile.profileImageOptimized = {
      id,
      imageUrlSource: u.profile_image,
      imageUrlOptimized: u.profile_image_optimized || u.profile_image,
    };
  }
  return profile;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function createProfileStore(db: Db) {
  const one = db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE address = ?`);
  const search = db.prepare<[{ pattern: string; limit: number }], UserRow>(
    `SELECT ${COLUMNS} FROM users
     WHERE (display_username_public = 1 AND name LIKE @pattern ESCAPE '\\') OR pseudonym LIKE @pattern ESCAPE '\\' OR x_username LIKE @pattern ESCAPE '\\'
     ORDER BY verified DESC, lower(CASE WHEN display_username_public = 1 AND name <> '' THEN name ELSE pseudonym END), address
     LIMIT @limit`,
  );
  return {
    byAddress(address: string): MetadataProfile | undefined {
      const u = one.get(address.toLowerCase());
      return u && toProfile(u);
    },
    /** Profiles whose public name, pseudonym or X handle contains `text` (ASCII case-insensitive). */
    search(text: string, limit: number): MetadataSearchProfile[] {
      if (limit === 0) return [];
      return search.all({ pattern: containsPattern(text), limit }).map(toSearchProfile);
    },
  };
}
export type ProfileStore = ReturnType<typeof createProfileStore>;
