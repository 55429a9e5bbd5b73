import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BundleFile = { file: string; gzipBytes: number };

export type BundleResult =
  | { built: false; reason: string }
  | {
      built: true;
      /** The entry script and every chunk it loads before running: modulepreload links and static imports, transitively. */
      initialJs: BundleFile[];
      initialJsGzipKb: number;
      initialCssGzipKb: number;
      totalJsGzipKb: number;
      /** The wallet and trading chunks (build/chunk-groups.ts), which only the Trade views and a wallet connection load. */
      tradingJsGzipKb: number;
      totalCssGzipKb: number;
      jsFiles: number;
      /** Stylesheet files, plus the stylesheet index.html carries inline (the build puts it there). */
      cssFiles: number;
      /** What the service actually sends a browser: the build's brotli copies (server/precompress.ts); undefined without them. */
      served?: { initialJsKb: number; initialCssKb: number; totalJsKb: number; totalCssKb: number };
    };

const gz = (buf: Buffer) => gzipSync(buf).length;
/** The chunks of the wallet and trading code, by the names build/chunk-groups.ts gives them. */
const TRADING_CHUNK = /^(trading|demo-provider)-[\w-]+\.js$/;
const br = (buf: Buffer) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
const kb = (bytes: number) => bytes / 1024;

/** What a first visit downloads before the app can run, gzip-compressed the way a server would send it. */
export function measureBundle(distDir: string): BundleResult {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile))
    return {
      built: false,
      reason: `${relative(process.cwd(), indexFile) || indexFile} not found: the app is not built (run the build first)`,
    };
  const html = readFileSync(indexFile, 'utf8');

  const entries = attrs(html, /<script\b[^>]*\btype=["']module["'][^>]*>/gi, 'src');
  // the build puts the entry itself inside index.html (build/inline-entry.ts)
  const inlineEntries = [...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter((code) => code.trim() !== '');
  const preloads = attrs(html, /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi, 'href');
  const styles = attrs(html, /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi, 'href');
  if (entries.length === 0 && inlineEntries.length === 0) return { built: false, reason: 'dist/index.html has no module entry script' };

  // walk the static import graph from the entry and the preloaded chunks; dynamic import() stays out
  const seen = new Set<string>();
  const queue = [...entries, ...preloads, ...inlineEntries.flatMap(staticImports)]
    .map((u) => fromHtml(distDir, u))
    .filter((f): f is string => f !== undefined);
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) {
      const target = resolveImport(distDir, file, spec);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  const initialJs = [
    ...inlineEntries.map((code) => ({ file: 'index.html (inline entry)', gzipBytes: gz(Buffer.from(code)) })),
    ...[...seen].map((file) => ({ file: relative(distDir, file), gzipBytes: gz(readFileSync(file)) })),
  ];
  const inlineJsBr = inlineEntries.reduce((n, code) => n + br(Buffer.from(code)), 0);
  const cssFiles = styles.map((u) => fromHtml(distDir, u)).filter((f): f is string => f !== undefined && existsSync(f));
  // a stylesheet inside index.html arrives with it: initial CSS all the same
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => Buffer.from(m[1]!));
  const inlineGzip = inline.reduce((n, b) => n + gz(b), 0);
  const inlineBr = inline.reduce((n, b) => n + br(b), 0);

  const all = walk(distDir);
  const js = all.filter((f) => /\.m?js$/.test(f));
  const inlineJsGzip = inlineEntries.reduce((n, code) => n + gz(Buffer.from(code)), 0);
  const css = all.filter((f) => f.endsWith('.css'));
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(readFileSync(f)), 0);
  // files under the precompress threshold go out as they are
  const brBytes = (f: string) => (existsSync(`${f}.br`) ? statSync(`${f}.br`).size : statSync(f).size);
  const brKb = (fs: string[]) => kb(fs.reduce((n, f) => n + brBytes(f), 0));
  const initialFiles = [...seen];
  const served = all.some((f) => f.endsWith('.br'))
    ? {
        initialJsKb: brKb(initialFiles) + kb(inlineJsBr),
        initialCssKb: brKb(cssFiles) + kb(inlineBr),
        totalJsKb: brKb(js) + kb(inlineJsBr),
        totalCssKb: brKb(css) + kb(inlineBr),
      }
    : undefined;
  return {
    built: true,
    initialJs,
    initialJsGzipKb: kb(initialJs.reduce((n, f) => n + f.gzipBytes, 0)),
    initialCssGzipKb: kb(sum(cssFiles) + inlineGzip),
    totalJsGzipKb: kb(sum(js) + inlineJsGzip),
    tradingJsGzipKb: kb(sum(js.filter((f) => TRADING_CHUNK.test(f.split(/[\\/]/).pop()!)))),
    totalCssGzipKb: kb(sum(css) + inlineGzip),
    jsFiles: js.length + inlineEntries.length,
    cssFiles: css.length + inline.length,
    served,
  };
}

function attrs(html: string, tag: RegExp, name: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) {
    const v = new RegExp(`\\b${name}=["']([^"']+)["']`, 'i').exec(m[0])?.[1];
    if (v) out.push(v);
  }
  return out;
}

/** A URL from index.html ('/assets/x.js', './assets/x.js', 'assets/x.js') → a file in dist; external URLs are not ours. */
function fromHtml(distDir: string, url: string): string | undefined {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  return join(distDir, posix.normalize(path.replace(/^\.?\//, '')));
}

/**
 * Static import specifiers of a built chunk: `import{a as b}from"./x.js"`, `import"./y.js"`,
 * `export*from"./z.js"`. Dynamic `import("./lazy.js")` does not match: it loads later, on demand.
 */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1]!);
  return out;
}

function resolveImport(distDir: string, from: string, spec: string): string | undefined {
  if (spec.startsWith('./') || spec.startsWith('../')) return join(dirname(from), spec.split(/[?#]/)[0]!);
  if (spec.startsWith('/')) return join(distDir, spec.split(/[?#]/)[0]!);
  return undefined; // bare specifiers cannot occur in a built bundle
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}
