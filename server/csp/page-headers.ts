import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, EXTENSIBLE, type CspSources } from './policy';

/** Written by the build (build/csp-manifest.ts) beside index.html: the page's hashes and the configured origins. */
export const CSP_MANIFEST = 'csp.json';

export type CspManifest = {
  /** pageDigest(index.html) of the page the sources were computed from. */
  page: string;
  sources: CspSources;
};

export const pageDigest = (html: string | Uint8Array) => createHash('sha256').update(html).digest('base64');

function readManifest(file: string): CspManifest {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspManifest>;
  const sources = parsed.sources ?? {};
  const valid =
    typeof parsed.page === 'string' &&
    Object.entries(sources).every(
      ([name, list]) => (EXTENSIBLE as readonly string[]).includes(name) && Array.isArray(list) && list.every((s) => typeof s === 'string'),
    );
  if (!valid) throw new Error(`${file} is not a CSP manifest of this build`);
  return { page: parsed.page!, sources };
}

/**
 * The headers the app's page goes out with. Read once at start. Without a manifest (a folder not made
 * by `npm run build`) the page gets no policy; a manifest of another page is refused, since its hashes
 * would block the scripts of this one.
 */
export function pageHeaders(dir: string, html: Uint8Array, extra: CspSources = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const file = join(dir, CSP_MANIFEST);
  if (!existsSync(file)) return headers;
  const manifest = readManifest(file);
  if (manifest.page !== pageDigest(html)) throw new Error(`${file} was written for another index.html: run npm run build again`);
  headers['Content-Security-Policy'] = contentSecurityPolicy(manifest.sources, extra);
  return headers;
}
