import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { pageHeaders } from './csp/page-headers';
import type { CspSources } from './csp/policy';

/*
 * The app's one page, index.html, for / and every deep link. It carries the entry script and the
 * stylesheet inline (vite.config.ts), so it is the largest file of a first visit; it goes out as
 * the build's brotli or gzip copy, and with an ETag and no-cache, so a return visit asks whether it
 * changed and gets a 304 instead of the page again. It carries the page's Content-Security-Policy
 * (server/csp/): the build hashed its inline script and style blocks.
 */

type Variant = { body: Uint8Array<ArrayBuffer>; encoding?: 'br' | 'gzip' };

/** Prefers brotli, then gzip, among what the client accepts (a q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly ('br' | 'gzip')[]): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => [name!.trim().toLowerCase(), Number(/q=([0-9.]+)/.exec(params.join(';'))?.[1] ?? 1)] as const),
  );
  return (['br', 'gzip'] as const).find((e) => available.includes(e) && (accepted.get(e) ?? accepted.get('*') ?? 0) > 0);
}

/** `csp`: sources to allow beyond the build's (the upstream's image hosts). */
export function spaShell(dir: string, csp: CspSources = {}) {
  const html = readFileSync(join(dir, 'index.html'));
  const security = pageHeaders(dir, html, csp);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  // each body read and wrapped once, at start-up: a request only picks one
  const variants = new Map<string, Variant>([['identity', { body: new Uint8Array(html) }]]);
  for (const encoding of ['br', 'gzip'] as const) {
    const file = join(dir, `index.html.${encoding === 'br' ? 'br' : 'gz'}`);
    if (existsSync(file)) variants.set(encoding, { body: new Uint8Array(readFileSync(file)), encoding });
  }
  const available = [...variants.keys()].filter((k): k is 'br' | 'gzip' => k !== 'identity');
  return (c: Context) => {
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    const match = c.req.header('If-None-Match');
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    const variant = variants.get(pickEncoding(c.req.header('Accept-Encoding'), available) ?? 'identity')!;
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    return c.body(variant.body, 200, headers);
  };
}
