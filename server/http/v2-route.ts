import type { Context } from 'hono';
import { CursorError } from './cursor';
import { V2ParamError, normaliseV2Query } from './v2-query';
import { INTERNAL } from '../../src/api/error-messages';
import { v2Error } from '../kit/errors';

/*
 * The wrapper every v2 handler runs in: parameter normalisation, the error mapping (every refusal is
 * a v2 error body, and nothing a caller sends may surface as a 5xx) and v2's refusal of offset.
 */

export type V2Handler = (c: Context, q: Record<string, string>) => Response | Promise<Response>;

export type V2RouteOptions = { paged?: boolean; aliases?: Record<string, string> };

export function v2Route(handler: V2Handler, options: V2RouteOptions = {}) {
  return async (c: Context) => {
    try {
      const q = normaliseV2Query(c.req.queries(), options.aliases);
      // v2 pages only by cursor; an offset would silently restart the walk, so it is refused
      if (options.paged && q.offset !== undefined) {
        return v2Error(c, 400, 'invalid_request', 'offset is not supported on v2 routes: follow pagination.next_cursor', 'offset');
      }
      return await handler(c, q);
    } catch (err) {
      if (err instanceof V2ParamError) return v2Error(c, 400, 'invalid_request', err.message, err.parameter);
      if (err instanceof CursorError) return v2Error(c, 400, 'invalid_request', err.message, 'cursor');
      console.error(err);
      return v2Error(c, 500, 'internal', INTERNAL);
    }
  };
}
