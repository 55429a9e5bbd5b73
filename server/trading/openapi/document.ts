import { z } from 'zod';
import type { TradingRouteDef } from '../../../src/api/trading/contract/route-def';
import { L1_HEADERS, L2_HEADERS } from '../../../src/api/trading/wire';

/*
 * The OpenAPI 3.0.3 document of the trading service (GET /clob/openapi.json), generated from the
 * route records: path parameters from the path's {names}, query parameters from the record's query
 * schema, the request body and the 200 answer from its schemas, security from its auth. Nothing
 * here restates a field by hand.
 */

type Json = Record<string, unknown>;

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  // a schema registered with an id would be hoisted into definitions, which an OpenAPI 3.0 document cannot hold
  if ('definitions' in json || '$defs' in json) throw new Error('openapi: a trading schema produced definitions; inline it');
  return json;
}

/** One security scheme per header: an auth level needs all of its headers (one requirement object ANDs them). */
const HEADERS = { ...L1_HEADERS, ...L2_HEADERS };
const schemeName = (key: string) => `${key}Header`;
const SECURITY: Record<Exclude<TradingRouteDef['auth'], 'public'>, Json[]> = {
  l1: [Object.fromEntries(Object.keys(L1_HEADERS).map((k) => [schemeName(k), []]))],
  l2: [Object.fromEntries(Object.keys(L2_HEADERS).map((k) => [schemeName(k), []]))],
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Json) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: jsonBody(ref('ErrorResponse')) });

function parameters(def: TradingRouteDef): Json[] {
  const inPath = [...def.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!def.query) return inPath;
  const json = jsonSchema(def.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const required = new Set(json.required ?? []);
  const inQuery = Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operation(name: string, def: TradingRouteDef): Json {
  const params = parameters(def);
  return {
    operationId: name,
    summary: def.summary,
    tags: [def.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(def.body ? { requestBody: { required: true, content: jsonBody(jsonSchema(def.body, 'input')) } } : {}),
    ...(def.auth === 'public' ? { security: [] } : { security: SECURITY[def.auth] }),
    responses: {
      200: { description: 'OK', content: jsonBody(jsonSchema(def.response, 'output')) },
      400: error('Refused request; `error` says why'),
      ...(def.auth === 'public' ? {} : { 401: error('Missing or invalid credentials') }),
      404: error('Unknown id'),
    },
  };
}

export function buildTradingOpenApi(records: Readonly<Record<string, TradingRouteDef>>): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, def] of Object.entries(records)) {
    const item = (paths[def.path] ??= {});
    const method = def.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: two trading routes for ${def.method} ${def.path}`);
    item[method] = operation(name, def);
  }
  const tags = [...new Set(Object.values(records).map((d) => d.tag))];
  return {
    openapi: '3.0.3',
    info: {
      title: 'Vantage trading service',
      description:
        'The local exchange: public book, price, market and history reads; L1 (wallet signature) and L2 (API key HMAC) ' +
        'routes for credentials and orders. Errors are { error, code?, retry_after_seconds? }.',
      version: '1.0.0',
    },
    servers: [{ url: '/clob' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: Object.fromEntries(
        Object.entries(HEADERS).map(([key, header]) => [schemeName(key), { type: 'apiKey', in: 'header', name: header }]),
      ),
      schemas: {
        ErrorResponse: {
          type: 'object',
          properties: { error: { type: 'string' }, code: { type: 'string' }, retry_after_seconds: { type: 'integer' } },
          required: ['error'],
        },
      },
    },
  };
}

const built = new WeakMap<object, string>();

/** The document of a record set as JSON text, built on first use and then served as is. */
export function tradingOpenApiJson(records: Readonly<Record<string, TradingRouteDef>>): string {
  let text = built.get(records);
  if (text === undefined) {
    text = JSON.stringify(buildTradingOpenApi(records));
    built.set(records, text);
  }
  return text;
}
