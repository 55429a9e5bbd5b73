import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

/*
 * One upstream call per request, over node:http rather than fetch: fetch would decompress the
 * upstream's gzip or brotli body while its Content-Encoding header says otherwise, and the proxy
 * should hand the bytes back as they came. Nothing here logs: requests carry wallet credentials
 * (the POLY_* headers) and signed orders.
 */

// RFC 9110 §7.6.1, plus the non-standard proxy-connection and expect (a 100-continue is per hop)
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/*
 * Not passed upstream: host names this service; cookies are this site's; origin and referer would
 * tell the upstream which page asked, and the public trading service refuses foreign origins
 * outright; forwarded-for chains would hand over the browser's address.
 */
const PRIVATE_REQUEST = new Set([
  'host',
  'cookie',
  'origin',
  'referer',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

/** Cookies set by an upstream would land on this site's origin. */
const PRIVATE_RESPONSE = new Set(['set-cookie']);

const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

/** Header names a Connection header declares as hop-by-hop for this one message. */
function connectionListed(value: string | null | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

function upstreamRequestHeaders(headers: Headers): OutgoingHttpHeaders {
  const listed = connectionListed(headers.get('connection'));
  const out: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || PRIVATE_REQUEST.has(name) || listed.has(name) || name === 'content-length') return;
    out[name] = value;
  });
  return out;
}

function downstreamResponseHeaders(res: IncomingMessage): Headers {
  const listed = connectionListed(res.headers.connection);
  const out = new Headers();
  // raw pairs keep repeated headers repeated
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i]!.toLowerCase();
    if (HOP_BY_HOP.has(name) || PRIVATE_RESPONSE.has(name) || listed.has(name)) continue;
    out.append(name, res.rawHeaders[i + 1]!);
  }
  return out;
}

type Forwarder = (c: Context, mount: string) => Promise<Response>;

/** Sends the request under `mount` to the same path under `base` and answers with what came back. */
export function createForwarder(base: string, timeoutMs = 30_000): Forwarder {
  const target = new URL(base);
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const basePath = target.pathname.replace(/\/+$/, '');

  return async (c, mount) => {
    const incoming = new URL(c.req.url);
    const rest = incoming.pathname.slice(mount.length) || '/';
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(await c.req.arrayBuffer());
    const headers = upstreamRequestHeaders(c.req.raw.headers);
    if (body) headers['content-length'] = String(body.length);

    return new Promise<Response>((resolve) => {
      let answered = false;
      let timedOut = false;
      const fail = (status: 502 | 504, error: string) => {
        if (answered) return;
        answered = true;
        resolve(c.json({ error }, status));
      };
      const req = send(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port || undefined,
          path: `${basePath}${rest}${incoming.search}`,
          method,
          headers,
          agent,
        },
        (res) => {
          answered = true;
          const status = res.statusCode ?? 502;
          const empty = method === 'HEAD' || NO_BODY_STATUS.has(status);
          if (empty) res.resume();
          const stream = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
          resolve(new Response(stream, { status, statusText: res.statusMessage, headers: downstreamResponseHeaders(res) }));
        },
      );
      // silence on the socket: before the answer a 504; after it, the body is cut short
      req.setTimeout(timeoutMs, () => {
        timedOut = true;
        req.destroy();
      });
      req.on('error', () => (timedOut ? fail(504, 'upstream timed out') : fail(502, 'upstream unreachable')));
      // a browser that gives up stops the upstream call too; a finished call keeps its pooled socket
      const signal = c.req.raw.signal;
      const abandon = () => req.destroy();
      signal?.addEventListener('abort', abandon, { once: true });
      req.on('close', () => signal?.removeEventListener('abort', abandon));
      req.end(body);
    });
  };
}
