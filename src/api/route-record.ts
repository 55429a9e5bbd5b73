import type { z } from 'zod/mini';

/*
 * One record per route of every service (data, metadata, trading, and the services to come): the
 * ONE description of a route. The server mounts from it (server/kit/mount.ts), its OpenAPI document
 * is generated from it (server/kit/openapi.ts), the typed clients read its path and schemas, and the
 * conformance suites call what it describes. Framework-free: no server type leaks in here.
 */

/**
 * Who may call a route. none: anyone; l1: a wallet's ClobAuth signature; l2: API credentials (HMAC);
 * builder: builder credentials (HMAC); proxy-key: the perpetuals gateway's proxy key.
 */
export type RouteAuth = 'none' | 'l1' | 'l2' | 'builder' | 'proxy-key';

/** none: one answer; offset: limit/offset (v1); cursor: pagination.next_cursor (v2). */
export type Paging = 'none' | 'offset' | 'cursor';

/** A second path of a route: `pathParam` in the path carries the value of the query key `replaces`. */
export type PathAlias = { name: string; path: string; pathParam: string; replaces: string };

export type RouteRecord = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  /** As the public service spells it, under the service's mount, `{param}` placeholders: '/data/order/{id}'. */
  path: string;
  /** Reads the path's {params}: wire strings in, typed values out. Without it, each is a plain string. */
  pathParams?: z.ZodMiniObject;
  /**
   * The very schema the route parses its query with: wire strings in, typed values out. Data v2
   * schemas are written in snake_case (the server folds camelCase spellings onto them first).
   */
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The status of a success when it is not 200 (the bridge's address routes answer 201 Created). */
  successStatus?: 201;
  /** The success body. Binary routes (the accounting ZIP) describe their body with `contentType`. */
  response: z.ZodMiniType;
  auth: RouteAuth;
  /**
   * An l2 route a builder API key may call as well as a trading key (a builder key's own listing and
   * revocation). Every other l2 route refuses builder keys, so a builder credential cannot trade.
   */
  builderKey?: true;
  /** The service's own rate-limit rows this route counts against, beside the service-wide one. */
  buckets?: readonly string[];
  paging?: Paging;
  contentType?: 'application/zip';
  aliases?: readonly PathAlias[];
  /** What a 404 of this route means, where it answers one for something missing ('No profile for that address'). */
  notFound?: string;
  /** The document's grouping of the route. */
  tag: string;
  summary: string;
};

/** Keeps the literal types of the record (its contentType decides whether a client gets JSON or bytes). */
export function defineRoute<const D extends RouteRecord>(def: D): D {
  return def;
}

/** A record whose caller's parameters are all in its query (every data-service route and metadata listing). */
export type QueryRoute<Q extends z.ZodMiniObject = z.ZodMiniObject, R extends z.ZodMiniType = z.ZodMiniType> = RouteRecord & {
  query: Q;
  response: R;
};

/** A typed value for one wire parameter; arrays become one comma-separated value. */
export type WireValue = string | number | boolean | readonly (string | number)[];

/** The caller's parameters of a route: its query's keys, each optional unless the schema requires it. */
export type RouteParams<D extends QueryRoute> = {
  [K in keyof z.input<D['query']> as undefined extends z.input<D['query']>[K] ? never : K]: WireValue;
} & {
  [K in keyof z.input<D['query']> as undefined extends z.input<D['query']>[K] ? K : never]?: WireValue;
};

export type RouteResponse<D extends RouteRecord> = z.output<D['response']>;

/** A public GET (every data and metadata route, the trading service's public reads): the record less its method and auth. */
// marked pure for the bundler: a view's chunk keeps only the records it calls, not every record of their module
/* @__NO_SIDE_EFFECTS__ */
export function publicRead<const D extends Omit<RouteRecord, 'method' | 'auth'>>(def: D): D & { method: 'GET'; auth: 'none' } {
  return { method: 'GET', auth: 'none', ...def };
}
