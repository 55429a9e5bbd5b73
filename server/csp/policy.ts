/*
 * The app page's Content-Security-Policy. Scripts and styles run only from this origin or as the
 * exact inline blocks the build hashed; the page talks to this origin and the API origins the build
 * was configured with; nothing may frame it, post forms elsewhere or re-base its URLs.
 */

/** The directives that take extra sources beyond the fixed policy. */
export const EXTENSIBLE = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'] as const;
type Extensible = (typeof EXTENSIBLE)[number];

export type CspSources = Partial<Record<Extensible, string[]>>;

const BASE: Record<Extensible, string[]> = {
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // fonts and frames fall back to default-src; listed only when a source is added
  'font-src': [],
  'frame-src': [],
};

const FIXED = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];

// what would undo the policy's point, or split one directive into two
const FORBIDDEN = /^'(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|strict-dynamic)'$|^\*$|[\s;,]/;

/** Joins the fixed policy with every given set of extra sources (build time, start time), each once. */
export function contentSecurityPolicy(...extras: CspSources[]): string {
  const directives = ["default-src 'self'"];
  for (const name of EXTENSIBLE) {
    let sources = new Set(BASE[name]);
    for (const extra of extras)
      for (const source of extra[name] ?? []) {
        if (!source || FORBIDDEN.test(source)) throw new Error(`csp: ${JSON.stringify(source)} is not allowed in ${name}`);
        sources.add(source);
      }
    // a directive listed without 'self' would narrow what default-src allows
    if (sources.size && !sources.has("'self'")) sources = new Set(["'self'", ...sources]);
    if (sources.size) directives.push([name, ...sources].join(' '));
  }
  return [...directives, ...FIXED].join('; ');
}
