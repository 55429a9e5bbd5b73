import type { Context } from 'hono';
import { metadataTagBySlugRoute, metadataTagRoute } from '../../../src/api/metadata/routes-lookup';
import type { Tag } from '../catalogue/catalogue';
import { errorBody } from '../../kit/errors';
import type { MetadataContext } from '../context';
import { parseMetadataPath } from '../shared/query-parse';

/* GET /tags/{id} and /tags/slug/{slug}: one tag, as /tags lists it. A catalogue has a few dozen tags, so a scan finds it. */

export function tagLookups(ctx: MetadataContext) {
  const one = (c: Context, t: Tag | undefined) => (t ? c.json(t) : errorBody(c, 404, 'tag not found'));
  return {
    tag: (c: Context) => {
      const p = parseMetadataPath(c, metadataTagRoute.pathParams);
      return p.ok
        ? one(
            c,
            ctx.catalogue().tags.find((t) => t.id === String(p.data.id)),
          )
        : p.response;
    },
    tagBySlug: (c: Context) => {
      const p = parseMetadataPath(c, metadataTagBySlugRoute.pathParams);
      return p.ok
        ? one(
            c,
            ctx.catalogue().tags.find((t) => t.slug === p.data.slug),
          )
        : p.response;
    },
  };
}
