import { DATA_SERVICE_RULES } from '../client-rate-limiter';
import { ApiError, buildUrl } from '../http';
import { createTransport, type RequestOptions, type Transport, type TransportOptions } from '../transport';
import { firstMessage, toWire } from './contract/params';
import type { QueryRoute, RouteParams, RouteResponse } from '../route-record';

/*
 * A typed client generated from route records: one function per record, whose parameters and
 * result are the record's own query and response schemas. Parameters are checked with the very
 * schema the server parses them with, so a bad call fails here, with the server's message, and
 * never costs a request.
 */

/** Binary routes answer bytes; the record must keep its contentType literal for the type to see it. */
export type RouteResult<D extends QueryRoute> = D extends { contentType: 'application/zip' } ? Uint8Array : RouteResponse<D>;

export type RouteFn<D extends QueryRoute> = (params: RouteParams<D>, opts?: RequestOptions) => Promise<RouteResult<D>>;

export type RouteClient<T extends Record<string, QueryRoute>> = { [K in keyof T]: RouteFn<T[K]> };

export type RouteClientOptions = TransportOptions & {
  /** A transport shared with other clients of the same service (one limiter for all of them). */
  transport?: Transport;
};

export function createRouteClient<T extends Record<string, QueryRoute>>(
  baseUrl: string,
  routes: T,
  options: RouteClientOptions = {},
): RouteClient<T> {
  const transport = options.transport ?? dataTransport(baseUrl, options);
  const client: Record<string, RouteFn<QueryRoute>> = {};
  for (const [name, def] of Object.entries(routes)) {
    client[name] = (params, opts = {}) => callRoute(transport, baseUrl, def, params, opts);
  }
  return client as RouteClient<T>;
}

function callRoute(
  transport: Transport,
  baseUrl: string,
  def: QueryRoute,
  params: Record<string, unknown>,
  opts: RequestOptions,
): Promise<never> {
  const wire = toWire(params ?? {});
  const problem = checkParams(def, wire);
  if (problem) return Promise.reject(new ApiError(400, problem, 'invalid_params'));
  const url = buildUrl(baseUrl, def.path, wire);
  const result = def.contentType === 'application/zip' ? transport.getBytes(url, opts) : transport.getJson(url, def.response, opts);
  return result as Promise<never>;
}

/** The message of the first problem with these wire parameters, or undefined when the route accepts them. */
export function checkParams(def: QueryRoute, wire: Record<string, string>): string | undefined {
  // the server ignores names it does not know, so a misspelt filter would silently not filter
  const known = Object.keys(def.query.shape);
  const unknown = Object.keys(wire).find((k) => !known.includes(k));
  if (unknown !== undefined) return `invalid ${unknown}: not a parameter of ${def.path}`;
  const parsed = def.query.safeParse(wire);
  return parsed.success ? undefined : firstMessage(parsed.error);
}

/** The transport of a data service at `baseUrl`, paced by the service's published limits. */
export const dataTransport = (baseUrl: string, options: TransportOptions = {}) =>
  createTransport({ rules: DATA_SERVICE_RULES, mount: mountOf(baseUrl), ...options });

/** The path part of a base URL ('http://h/data' → '/data'), which the limiter's rules sit under. */
export function mountOf(baseUrl: string): string {
  return new URL(baseUrl, 'http://relative.invalid').pathname.replace(/\/+$/, '');
}
