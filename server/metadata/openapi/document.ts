import { ErrorResponse } from '../../../src/api/data/contract/schemas';
import type { RouteDef } from '../../../src/api/data/contract/route-def';
import { METADATA_ROUTE_DOCS, METADATA_ROUTES } from '../../../src/api/metadata/route-table';
import type { MetadataLookupDef } from '../../../src/api/metadata/routes-lookup';
import { docFields, jsonSchema, queryParameters, type Parameter } from '../../data/openapi/document';

/*
 * The OpenAPI 3.0.3 document of the metadata service (GET /gamma/openapi.json), generated from the
 * route records as the data service's documents are, with the same readers: each query and path
 * parameter from the schema the route parses it with, each 200 body from the schema of what it
 * sends. Nothing here restates a field by hand.
 */

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Json) => ({ 'application/json': { schema } });
const refusal = (description: string) => ({ description, content: jsonBody(ref('ErrorResponse')) });

const isLookup = (def: RouteDef): def is MetadataLookupDef => 'pathParams' in def;

/** A path's {segments}, read with the record's pathParams schema: required, as every path segment is. */
function pathParameters(def: RouteDef): Parameter[] {
  if (!isLookup(def)) return [];
  return queryParameters(def.pathParams).map((p) => ({ ...p, in: 'path', required: true }));
}

function operation(operationId: string, def: RouteDef): Json {
  const parameters = [...pathParameters(def), ...queryParameters(def.query)];
  return {
    operationId,
    ...docFields(METADATA_ROUTE_DOCS, def),
    ...(parameters.length > 0 ? { parameters } : {}),
    'x-paging': def.paging,
    responses: {
      200: { description: 'OK', content: jsonBody(jsonSchema(def.response, 'output')) },
      // a route that reads no parameter has nothing to refuse (unknown parameters are ignored)
      ...(parameters.length > 0 ? { 400: refusal('Invalid parameters; `error` names the one refused') } : {}),
      ...(isLookup(def) ? { 404: refusal('Nothing has that id or slug') } : {}),
      // the one query route that answers a miss: an address without a profile
      ...(def.path === '/public-profile' ? { 404: refusal('No profile for that address') } : {}),
      429: {
        description: 'Rate limit exceeded',
        headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer', minimum: 1 } } },
        content: jsonBody(ref('ErrorResponse')),
      },
    },
  };
}

export function buildMetadataOpenApi(): Json {
  const paths: Record<string, { get: Json }> = {};
  for (const [name, def] of Object.entries(METADATA_ROUTES) as [string, RouteDef][]) {
    if (paths[def.path]) throw new Error(`openapi: two metadata routes at ${def.path}`);
    paths[def.path] = { get: operation(name, def) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Vantage metadata service',
      description:
        'Market metadata: events, markets and tags (listed, or one by id or slug), text search and public profiles, ' +
        'in the public metadata service’s shapes (camelCase records; a search tag’s event_count is snake_case, as there). ' +
        'Errors are { error }.',
      version: '1.0.0',
    },
    servers: [{ url: '/gamma' }],
    tags: [{ name: 'metadata' }],
    paths,
    components: { schemas: { ErrorResponse: jsonSchema(ErrorResponse, 'output') } },
  };
}

let built: string | undefined;

/** The document as JSON text, built on first use and then served as is. */
export function metadataOpenApiJson(): string {
  return (built ??= JSON.stringify(buildMetadataOpenApi()));
}
