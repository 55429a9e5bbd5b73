import { buildUrl, getJson, ApiError, type RequestOptions } from '../http';
import { firstMessage, positionsQuery, toWire, type PositionsParams } from './params';
import { HealthResponse, Positions } from './schemas';

/** Typed client of the data service's v1 routes, bound to one base URL. */
export function createDataClient(baseUrl: string, defaults: RequestOptions = {}) {
  return {
    health: (opts?: RequestOptions) => getJson(buildUrl(baseUrl, '/'), HealthResponse, { ...defaults, ...opts }),

    /** GET /positions. Parameters are checked with the server's own rules before anything is sent. */
    positions: (params: PositionsParams, opts?: RequestOptions) => {
      const wire = toWire(params);
      const checked = positionsQuery.safeParse(wire);
      if (!checked.success) return Promise.reject(new ApiError(400, firstMessage(checked.error), 'invalid_params'));
      return getJson(buildUrl(baseUrl, '/positions', wire), Positions, { ...defaults, ...opts });
    },
  };
}
export type DataClient = ReturnType<typeof createDataClient>;
