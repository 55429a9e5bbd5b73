import type { RateRule } from '../http/rate-limit';

/*
 * The metadata service's rows of the spec's rate-limit table, per client, on 10-second sliding
 * windows. A route's row covers the route and anything under it (/events/…); the shared
 * "/markets + /events listing" row counts the two listings themselves. The /comments row is kept
 * although this service has no comments route yet, so the table is modelled whole.
 */
const TEN_S = 10_000;

export function metadataRateRules(mount = '/gamma'): RateRule[] {
  const under = (p: string) => {
    const base = `${mount}${p}`;
    return (path: string) => path === base || path.startsWith(`${base}/`);
  };
  const listing = (path: string) => [`${mount}/events`, `${mount}/events/`, `${mount}/markets`, `${mount}/markets/`].includes(path);
  return [
    { name: 'metadata-general', limit: 4_000, windowMs: TEN_S, match: under('') },
    { name: 'metadata-events', limit: 500, windowMs: TEN_S, match: under('/events') },
    { name: 'metadata-markets', limit: 300, windowMs: TEN_S, match: under('/markets') },
    { name: 'metadata-listing', limit: 900, windowMs: TEN_S, match: listing },
    { name: 'metadata-comments', limit: 200, windowMs: TEN_S, match: under('/comments') },
    { name: 'metadata-tags', limit: 200, windowMs: TEN_S, match: under('/tags') },
    { name: 'metadata-public-search', limit: 350, windowMs: TEN_S, match: under('/public-search') },
  ];
}
