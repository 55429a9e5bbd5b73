import type { Handler, Hono } from 'hono';
import { METADATA_ROUTES, type MetadataRouteName } from '../../src/api/metadata/route-table';

/*
 * The metadata service's routes come from the records (src/api/metadata/route-table.ts), as the data
 * service's do: each path is written once, in its record, and this only says which handler answers
 * it. The table's order is the mount order, which decides between two paths that could both match.
 */

/** '/events/{id}/tags' → Hono's '/events/:id/tags'. */
const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

export function mountMetadataRoutes(app: Hono, handlers: Record<MetadataRouteName, Handler>) {
  for (const [name, def] of Object.entries(METADATA_ROUTES) as [MetadataRouteName, { path: string }][]) {
    app.get(honoPath(def.path), handlers[name]);
  }
}
