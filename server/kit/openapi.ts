import { z } from 'zod';
import type { ParamDoc } from '../../src/api/data/contract/params';
import type { RouteAuth, RouteRecord } from '../../src/api/route-record';

/*
 * The OpenAPI 3.0.3 document of a service, generated from its route records: each parameter from
 * the zod schema the route parses it with, the request body and the 200 body from the schemas of
 * what it reads and sends, security from its auth, tag and summary from the record. A service says
 * only what is its own: title, mount, error bodies and which refusals its operations list. Nothing
 * here restates a field by hand.
 */

type Json = Record<string, unknown>;
type Parameter = {
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
  if ('definitions' in json || '$defs' in json) throw new Error('openapi: a schema produced definitions; inline it');
  return json;
}

/** One parameter per key of an object schema (a query, or a path's {params}); comma lists are form-style, unexploded. */
function parametersOf(object: z.core.$ZodObject, where: 'query' | 'path'): Parameter[] {
  const json = jsonSchema(object, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = property;
    const doc = z.globalRegistry.get(object._zod.def.shape[name]!) as ParamDoc | undefined;
    return {
      name,
      in: where,
      // a path segment is always there
      required: where === 'path' || required.has(name) || doc?.required === true,
      ...(typeof description === 'string' ? { description } : {}),
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
    };
  });
}

/** A path's {params}: read with the record's schema, else plain strings. */
function pathParameters(record: RouteRecord): Parameter[] {
  if (record.pathParams) return parametersOf(record.pathParams, 'path');
  return [...record.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

const parametersOfRecord = (record: RouteRecord) => [
  ...pathParameters(record),
  ...(record.query ? parametersOf(record.query, 'query') : []),
];

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Json) => ({ 'application/json': { schema } });

/** The spec's ErrorResponse, `{error}`: the body the relayer and the bridge answer every refusal with. */
export const ERROR_RESPONSE = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] };

/** A refusal an operation lists: its description and the error body it answers (a component's name). */
export const refusal = (description: string, body = 'ErrorResponse') => ({ description, content: jsonBody(ref(body)) });

/** The rate limiter's refusal, with the Retry-After it sends. */
export const rateLimited = (description: string, body = 'ErrorResponse') => ({
  description,
  headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer', minimum: 1 } } },
  content: jsonBody(ref(body)),
});

/** What a service says of itself; everything else in its document comes from its records. */
export type ServiceDocument = {
  title: string;
  description: string;
  /** The service's mount: '/data'. */
  server: string;
  /** components.schemas: the error bodies its refusals name. */
  schemas: Record<string, Json>;
  /** The refusals an operation lists beside its 200, by status, given what it reads. */
  refusals: (record: RouteRecord, parameters: readonly Parameter[]) => Record<number, unknown>;
  /** The headers of each auth level its records name: one security scheme per header, all of a level required together. */
  security?: Partial<Record<Exclude<RouteAuth, 'none'>, Record<string, string>>>;
};

const schemeName = (key: string) => `${key}Header`;

function securityOf(record: RouteRecord, service: ServiceDocument): Json[] | undefined {
  if (!service.security) {
    if (record.auth !== 'none')
      throw new Error(`openapi: ${record.path} needs ${record.auth}, which ${service.server} documents no headers for`);
    return undefined;
  }
  if (record.auth === 'none') return [];
  const headers = service.security[record.auth];
  if (!headers) throw new Error(`openapi: no ${record.auth} headers documented for ${record.path}`);
  return [Object.fromEntries(Object.keys(headers).map((k) => [schemeName(k), []]))];
}

function operation(operationId: string, record: RouteRecord, parameters: Parameter[], service: ServiceDocument): Json {
  const body =
    record.contentType === 'application/zip'
      ? { 'application/zip': { schema: { type: 'string', format: 'binary' } } }
      : jsonBody(jsonSchema(record.response, 'output'));
  const security = securityOf(record, service);
  return {
    operationId,
    summary: record.summary,
    tags: [record.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(record.body ? { requestBody: { required: true, content: jsonBody(jsonSchema(record.body, 'input')) } } : {}),
    ...(security ? { security } : {}),
    ...(record.paging ? { 'x-paging': record.paging } : {}),
    responses: {
      [record.successStatus ?? 200]: { description: record.successStatus === 201 ? 'Created' : 'OK', content: body },
      ...service.refusals(record, parameters),
    },
  };
}

/** A second path of a record: the path's parameter stands for a query key, which becomes optional. */
function aliasParameters(record: RouteRecord, alias: NonNullable<RouteRecord['aliases']>[number]): Parameter[] {
  const query = parametersOfRecord(record);
  const replaced = query.find((p) => p.name === alias.replaces);
  if (!replaced) throw new Error(`openapi: ${alias.path} replaces ${alias.replaces}, which ${record.path} does not read`);
  return [
    { name: alias.pathParam, in: 'path', required: true, schema: replaced.schema },
    ...query.map((p) => (p === replaced ? { ...p, required: false, description: `optional: must name the same address as the path` } : p)),
  ];
}

export function buildOpenApi(records: Readonly<Record<string, RouteRecord>>, service: ServiceDocument): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const add = (path: string, record: RouteRecord, op: Json) => {
    const item = (paths[path] ??= {});
    const method = record.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: two routes for ${record.method} ${service.server}${path}`);
    item[method] = op;
  };
  for (const [name, record] of Object.entries(records)) {
    add(record.path, record, operation(name, record, parametersOfRecord(record), service));
    for (const alias of record.aliases ?? []) {
      const op = operation(alias.name, record, aliasParameters(record, alias), service);
      add(alias.path, record, { ...op, summary: `${record.summary} (user in the path)` });
    }
  }
  const tags = [...new Set(Object.values(records).map((r) => r.tag))];
  const headers = Object.assign({}, ...Object.values(service.security ?? {})) as Record<string, string>;
  return {
    openapi: '3.0.3',
    info: { title: service.title, description: service.description, version: '1.0.0' },
    servers: [{ url: service.server }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      ...(service.security
        ? {
            securitySchemes: Object.fromEntries(
              Object.entries(headers).map(([key, header]) => [schemeName(key), { type: 'apiKey', in: 'header', name: header }]),
            ),
          }
        : {}),
      schemas: service.schemas,
    },
  };
}

const built = new WeakMap<object, string>();

/** A service's document as JSON text, built once per record table and then served as is. */
export function openApiJson(records: Readonly<Record<string, RouteRecord>>, service: ServiceDocument): string {
  let text = built.get(records);
  if (text === undefined) {
    text = JSON.stringify(buildOpenApi(records, service));
    built.set(records, text);
  }
  return text;
}
