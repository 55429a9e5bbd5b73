import type { Context } from 'hono';
import { tagsQuery } from '../../../src/api/metadata/params';
import type { MetadataContext } from '../context';
import { pageOf } from '../shared/ordering';
import { parseMetadataQuery } from '../shared/query-parse';

/** GET /tags: the tags (one per catalogue category) in id order, paged. */
export function tagsRoute(ctx: MetadataContext) {
  return (c: Context) => {
    const parsed = parseMetadataQuery(c, tagsQuery);
    if (!parsed.ok) return parsed.response;
    return c.json(pageOf(ctx.catalogue().tags, parsed.data.limit, parsed.data.offset));
  };
}
