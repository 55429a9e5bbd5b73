import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Opaque paging cursors: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). A cursor is bound to
 * its endpoint and to a digest of the request's filters, so a tampered cursor, one minted by another
 * route, or one replayed with other filters is refused (the route answers 400).
 */
export type CursorPayload = { endpoint: string; filters: string; key: unknown };

export class CursorError extends Error {}

export function createCursorCodec(secret: string | Buffer) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  /** Digest of the filters a cursor is bound to; key order does not matter. */
  const bind = (filters: Record<string, unknown>) => {
    const canon = JSON.stringify(
      Object.keys(filters)
        .sort()
        .map((k) => [k, filters[k] ?? null]),
    );
    return createHmac('sha256', secret).update(`filters:${canon}`).digest('base64url').slice(0, 16);
  };

  return {
    encode(endpoint: string, filters: Record<string, unknown>, key: unknown): string {
      const body = Buffer.from(JSON.stringify({ endpoint, filters: bind(filters), key } satisfies CursorPayload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },

    /** Returns the keyset position, or throws CursorError for anything not minted here for this request. */
    decode(cursor: string, endpoint: string, filters: Record<string, unknown>): unknown {
      const [body, sig, extra] = cursor.split('.');
      if (!body || !sig || extra !== undefined || cursor.length > 2048) throw new CursorError('invalid cursor');
      const want = Buffer.from(mac(body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) throw new CursorError('invalid cursor');
      let payload: CursorPayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CursorPayload;
      } catch {
        throw new CursorError('invalid cursor');
      }
      if (payload.endpoint !== endpoint) throw new CursorError('invalid cursor: minted for another endpoint');
      if (payload.filters !== bind(filters)) throw new CursorError('invalid cursor: the filters changed since it was issued');
      return payload.key;
    },
  };
}
export type CursorCodec = ReturnType<typeof createCursorCodec>;
