import type { Context } from 'hono';
import { profileQuery } from '../../../src/api/metadata/params';
import { errorBody } from '../../kit/errors';
import type { ProfileStore } from './store';
import { parseMetadataQuery } from '../shared/query-parse';

/** GET /public-profile?address=0x…: one wallet's public profile; an unknown wallet is a 404. */
export function profileRoute(profiles: ProfileStore) {
  return (c: Context) => {
    const parsed = parseMetadataQuery(c, profileQuery);
    if (!parsed.ok) return parsed.response;
    const profile = profiles.byAddress(parsed.data.address);
    return profile ? c.json(profile) : errorBody(c, 404, 'profile not found');
  };
}
