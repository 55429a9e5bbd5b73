import { z } from 'zod';
import type { ParamDoc } from '../../../src/api/data/contract/params';
import type { RouteDef, RouteDoc } from '../../../src/api/data/contract/route-def';
import { DATA_PATH_ALIASES, DATA_ROUTE_DOCS, dataRoutes, type DataVersion } from '../../../src/api/data/contract/routes';
import { ErrorResponse } from '../../../src/api/data/contract/schemas';
import { V2ErrorResponse } from '../../../src/api/data/contract/schemas-v2';

/*
 * The OpenAPI 3.0.3 documents of the data service (GET /data/openapi.json and /data/v2/openapi.json),
 * generated from the route records: each parameter from the zod schema the route parses its query
 * with, each 200 body from the schema of what it sends. Nothing here restates a field by hand.
 */

type Json = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description?: string;
  schema: Json;
  style?: 'form';
  explode?: boolean;
};

/**
 * zod copies every metadata key into the JSON schema; the parameter documentation of params*.ts
 * (`param`, a boolean `required`) is not JSON Schema, so it is applied here and removed. A wire
 * helper is a string→value pipe whose own schema would say only "string": its `param` replaces it.
 */
function applyParamDoc(ctx: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const json = ctx.jsonSchema as Json;
  delete json.param;
  if (typeof json.required === 'boolean') delete json.required;
  const doc = z.globalRegistry.get(ctx.zodSchema) as ParamDoc | undefined;
  if (!doc?.param) return;
  for (const key of Object.keys(json)) delete json[key];
  Object.assign(json, structuredClone(doc.param), doc.description ? { description: doc.description } : {});
}

export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', override: applyParamDoc }) as Json;
  delete json.$schema;
  // a schema registered with an id would be hoisted into definitions, which an OpenAPI 3.0 document cannot hold
  if ('definitions' in json || '$defs' in json) throw new Error('openapi: a response schema produced definitions; inline it');
  return json;
}

/**
 * One query parameter per key of the route's query schema; comma lists are form-style, unexploded.
 * The metadata document reads its path parameters the same way (server/metadata/openapi).
 */
export function queryParameters(query: z.core.$ZodObject): Parameter[] {
  const json = jsonSchema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = property;
    const doc = z.globalRegistry.get(query._zod.def.shape[name]!) as ParamDoc | undefined;
    return {
      name,
      in: 'query',
      required: required.has(name) || doc?.required === true,
      ...(typeof description === 'string' ? { description } : {}),
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
    };
  });
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Json) => ({ 'application/json': { schema } });

/** A route's tag and summary, as an operation's fields; a route left out of its service's docs fails the document. */
export function docFields(docs: Readonly<Record<string, RouteDoc>>, def: RouteDef): { summary: string; tags: string[] } {
  const doc = docs[def.path];
  if (!doc) throw new Error(`openapi: no tag and summary for ${def.path}`);
  return { summary: doc.summary, tags: [doc.tag] };
}

function operation(operationId: string, def: RouteDef, parameters: Parameter[]): Json {
  const body =
    def.contentType === 'application/zip'
      ? { 'application/zip': { schema: { type: 'string', format: 'binary' } } }
      : jsonBody(jsonSchema(def.response, 'output'));
  return {
    operationId,
    ...docFields(DATA_ROUTE_DOCS, def),
    ...(parameters.length > 0 ? { parameters } : {}),
    'x-paging': def.paging,
    responses: {
      200: { description: 'OK', content: body },
      // a route that reads no parameter has nothing to refuse (unknown parameters are ignored)
      ...(parameters.length > 0 ? { 400: { description: 'Invalid parameters', content: jsonBody(ref('ErrorResponse')) } } : {}),
      429: {
        description: 'Rate limit exceeded, after a short hold',
        headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer', minimum: 1 } } },
        content: jsonBody(ref('RateLimitResponse')),
      },
    },
  };
}

const INFO: Record<DataVersion, { title: string; description: string }> = {
  v1: {
    title: 'Vantage data service',
    description: 'Read-only data routes: bare arrays and objects, camelCase fields, limit/offset paging. Errors are { error }.',
  },
  v2: {
    title: 'Vantage data service v2',
    description:
      'v2 routes: a { data } envelope (with pagination on paged routes), snake_case fields, paging by pagination.next_cursor only ' +
      '(offset is refused). Parameters are accepted in snake_case and camelCase. Errors are { error, code, retryable, trace_id, parameter? }.',
  },
};

export function buildDataOpenApi(version: DataVersion): Json {
  const paths: Record<string, { get: Json }> = {};
  const routes = new Map(dataRoutes(version));
  for (const [name, def] of routes) {
    if (paths[def.path]) throw new Error(`openapi: two ${version} routes at ${def.path}`);
    paths[def.path] = { get: operation(name, def, queryParameters(def.query)) };
  }
  for (const [name, alias] of Object.entries(DATA_PATH_ALIASES[version])) {
    const def = routes.get(alias.of)!;
    const query = queryParameters(def.query);
    const replaced = query.find((p) => p.name === alias.replaces)!;
    const parameters: Parameter[] = [
      { name: alias.pathParam, in: 'path', required: true, schema: replaced.schema },
      ...query.map((p) =>
        p === replaced ? { ...p, required: false, description: `optional: must name the same address as the path` } : p,
      ),
    ];
    paths[alias.path] = {
      get: { ...operation(name, def, parameters), summary: `${docFields(DATA_ROUTE_DOCS, def).summary} (user in the path)` },
    };
  }
  const tags = [...new Set([...routes.values()].flatMap((d) => docFields(DATA_ROUTE_DOCS, d).tags))];
  return {
    openapi: '3.0.3',
    info: { ...INFO[version], version: '1.0.0' },
    servers: [{ url: '/data' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ErrorResponse: jsonSchema(version === 'v1' ? ErrorResponse : V2ErrorResponse, 'output'),
        // the rate limiter answers before any route, in the v1 shape on both versions
        RateLimitResponse: jsonSchema(ErrorResponse, 'output'),
      },
    },
  };
}

const built = new Map<DataVersion, string>();

/** The document of a version as JSON text, built on first use and then served as is. */
export function dataOpenApiJson(version: DataVersion): string {
  let text = built.get(version);
  if (text === undefined) {
    text = JSON.stringify(buildDataOpenApi(version));
    built.set(version, text);
  }
  return text;
}
