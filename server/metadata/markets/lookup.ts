import type { Context } from 'hono';
import { metadataMarketBySlugRoute, metadataMarketRoute } from '../../../src/api/metadata/routes-lookup';
import { errorBody } from '../../kit/errors';
import type { MarketFacts } from '../catalogue/catalogue';
import { marketRecords } from '../catalogue/listing';
import type { MetadataContext } from '../context';
import { parseMetadataPath } from '../shared/query-parse';

/*
 * GET /markets/{id} and /markets/slug/{slug}: one market, shaped exactly as /markets lists it (an
 * id is the one the listing sends). A miss answers its 404 without counting any figures.
 */

export function marketLookups(ctx: MetadataContext) {
  const one = (c: Context, m: MarketFacts | undefined) =>
    m ? c.json(marketRecords(ctx.listing(), [m])[0]) : errorBody(c, 404, 'market not found');
  return {
    market: (c: Context) => {
      const p = parseMetadataPath(c, metadataMarketRoute.pathParams);
      return p.ok ? one(c, ctx.catalogue().marketById.get(p.data.id)) : p.response;
    },
    marketBySlug: (c: Context) => {
      const p = parseMetadataPath(c, metadataMarketBySlugRoute.pathParams);
      return p.ok ? one(c, ctx.catalogue().marketBySlug.get(p.data.slug)) : p.response;
    },
  };
}
