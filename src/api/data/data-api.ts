import { createRouteClient, dataTransport, type RouteClientOptions } from './route-client';
import { DATA_ROUTES_V1, DATA_ROUTES_V2 } from './contract/routes';

/**
 * The data service's typed client: `api.v1.trades(...)`, `api.v2.activity(...)`, one function per
 * route record. Both versions share one transport, so one limiter paces everything sent to the host.
 */
export function createDataApi(baseUrl: string, options: RouteClientOptions = {}) {
  const transport = options.transport ?? dataTransport(baseUrl, options);
  return {
    v1: createRouteClient(baseUrl, DATA_ROUTES_V1, { ...options, transport }),
    v2: createRouteClient(baseUrl, DATA_ROUTES_V2, { ...options, transport }),
  };
}
export type DataApi = ReturnType<typeof createDataApi>;
