import type { z } from 'zod/mini';

/*
 * One record per data-service route: the query schema the server validates with, the schema of its
 * 200 body, and how it pages. The server's OpenAPI documents, the typed client and the conformance
 * suite are all generated from these records, so there is one description of each route, not three.
 */

/** none: one answer; offset: limit/offset (v1); cursor: pagination.next_cursor (v2). */
export type Paging = 'none' | 'offset' | 'cursor';

export type RouteDef<Q extends z.ZodMiniObject = z.ZodMiniObject, R extends z.ZodMiniType = z.ZodMiniType> = {
  version: 'v1' | 'v2';
  /** Path under the data mount, as the public service spells it: '/trades', '/v2/activity'. */
  path: string;
  /**
   * The very schema the route parses its query with: wire strings in, typed values out. v2 schemas
   * are written in snake_case (the server folds camelCase spellings onto them before parsing).
   */
  query: Q;
  /** The 200 body. Binary routes (the accounting ZIP) describe their body with `contentType`. */
  response: R;
  paging: Paging;
  contentType?: 'application/json' | 'application/zip';
};

/** Keeps the literal types of the record (its contentType decides whether a client gets JSON or bytes). */
export function defineRoute<Q extends z.ZodMiniObject, R extends z.ZodMiniType, const D extends RouteDef<Q, R>>(
  def: D & RouteDef<Q, R>,
): D {
  return def;
}

/**
 * What a route's OpenAPI operation says: its grouping (positions, history, markets, combos, boards,
 * wallet, reference, metadata) and a one-line summary. Kept beside the records, by path, rather than
 * in them: only the documents read it, and the app's bundle then leaves the prose out.
 */
export type RouteDoc = { tag: string; summary: string };

/** A typed value for one wire parameter; arrays become one comma-separated value. */
export type WireValue = string | number | boolean | readonly (string | number)[];

/** The caller's parameters of a route: its query's keys, each optional unless the schema requires it. */
export type RouteParams<D extends RouteDef> = {
  [K in keyof z.input<D['query']> as undefined extends z.input<D['query']>[K] ? never : K]: WireValue;
} & {
  [K in keyof z.input<D['query']> as undefined extends z.input<D['query']>[K] ? K : never]?: WireValue;
};

export type RouteResponse<D extends RouteDef> = z.output<D['response']>;
