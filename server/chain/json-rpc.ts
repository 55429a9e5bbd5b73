/*
 * JSON-RPC 2.0 envelopes: a request is checked here before any method sees it, so a malformed one
 * is always an error object, never a 500. Error codes are the spec's (and what viem maps to its
 * typed RPC errors): -32700 parse, -32600 invalid request, -32601 unknown method, -32602 bad
 * params, -32000 a refusal of the node (nonce, chain id, unsupported transaction).
 */

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const REFUSED = -32000;
export const INTERNAL_ERROR = -32603;

/** A method's refusal; the envelope turns it into `error`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type RpcId = string | number | null;
export type RpcResponse =
  { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string } };

export type RpcMethod = (params: readonly unknown[]) => unknown;

export const rpcError = (id: RpcId, code: number, message: string): RpcResponse => ({ jsonrpc: '2.0', id, error: { code, message } });

const isId = (v: unknown): v is RpcId => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Answers one request object; undefined for a notification (no `id`), which gets no answer.
 * `methods` is a Map so that a method named "constructor" or "__proto__" is simply unknown.
 */
export async function answer(methods: ReadonlyMap<string, RpcMethod>, request: unknown): Promise<RpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return rpcError(null, INVALID_REQUEST, 'invalid request');
  const r = request as Record<string, unknown>;
  const id = isId(r.id) ? r.id : null;
  if (r.jsonrpc !== '2.0' || typeof r.method !== 'string' || ('id' in r && !isId(r.id)))
    return rpcError(id, INVALID_REQUEST, 'invalid request');
  if (r.params !== undefined && !Array.isArray(r.params)) return rpcError(id, INVALID_PARAMS, 'params must be an array');
  const notification = !('id' in r);
  const method = methods.get(r.method);
  let response: RpcResponse;
  if (!method) response = rpcError(id, METHOD_NOT_FOUND, `the method ${r.method} does not exist/is not available`);
  else {
    try {
      response = { jsonrpc: '2.0', id, result: await method((r.params as unknown[] | undefined) ?? []) };
    } catch (e) {
      if (e instanceof RpcError) response = rpcError(id, e.code, e.message);
      else {
        // a fault of this service, not of the request: logged, and the client still gets JSON-RPC
        console.error(e);
        response = rpcError(id, INTERNAL_ERROR, 'internal error');
      }
    }
  }
  return notification ? undefined : response;
}
