import type { Context } from 'hono';
import { tagsQuery } from '../../../src/api/gamma/params';
import type { MetadataContext } from '../context';
import { pageOf } from '../shared/ordering';
import { parseGammaQuery } from '../shared/query-parse';

/** GET /tags: the tags (one per catalogue category) in id order, paged. */
export function tagsRoute(ctx: MetadataContext) {
  return (c: Context) => {
    const parsed = parseGammaQuery(c, tagsQuery);
    if (!parsed.ok) return parsed.response;
    return c.json(pageOf(ctx.catalogue().tags, parsed.data.limit, parsed.data.offset));
  };
}
