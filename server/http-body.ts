import type { Context } from 'hono';

export class BodyError extends Error {}

/**
 * Reads a JSON request body. Official trading clients send `Content-Type: application/json` with an
 * EMPTY body on some routes (create API key, cancel-all, delete API key): that is "no body", not an
 * error. Malformed JSON is a BodyError the route turns into its 400.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError('malformed JSON body');
  }
}
