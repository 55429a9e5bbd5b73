/*
 * The script the build puts first in index.html's head (build/page-start.ts). Before any of the
 * app's code has arrived, it asks, from the path being opened, for the lazy route chunks that page
 * renders (next to the entry, instead of one round trip after another) and starts the page's first
 * reads, so their answers travel while the scripts do (the app takes them over: early-reads.ts).
 * It also builds an Intl formatter in an idle moment, so the app's first one is not the cold one.
 *
 * `startPage` runs in the page as its own source text, with the table as its argument: it must use
 * nothing but its argument and the browser's globals.
 */

/** Where the page's HTML leaves the reads it started, for early-reads.ts to take over. */
export const EARLY_READS_GLOBAL = '__vantageEarlyReads';

export type PageStartRoute = {
  /** The route's path (src/app/routes.ts); its `:param` segments fill the reads' slots. */
  path: string;
  /** routePattern(path). */
  pattern: string;
  /** Indexes into `files`: the chunks a first visit needs beyond the entry's. */
  files: number[];
  /** URL templates: `{param}` stands for that segment of the path. */
  reads: string[];
  /** Start the reads whatever the URL's search holds (else only without one). */
  anySearch: boolean;
};

export type PageStartTable = {
  base: string;
  files: string[];
  routes: PageStartRoute[];
  /** A param's segment goes into a read only spelled as the app itself would send it (a regular expression's source). */
  shapes: Record<string, string>;
  global: string;
  intl: { locale: string; number: Intl.NumberFormatOptions; date: Intl.DateTimeFormatOptions };
};

export function startPage(t: PageStartTable): void {
  const path = location.pathname;
  const route = t.routes.find((r) => new RegExp(r.pattern).test(path));
  setTimeout(() => {
    try {
      new Intl.NumberFormat(t.intl.locale, t.intl.number).format(1);
      new Intl.DateTimeFormat(t.intl.locale, t.intl.date).format(0);
    } catch {
      // only a head start
    }
  });
  if (!route) return;
  for (const n of route.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = t.base + t.files[n];
    document.head.appendChild(link);
  }
  if (route.reads.length === 0 || (location.search && !route.anySearch)) return;
  const segments = path.split('/');
  const params: Record<string, string> = {};
  route.path.split('/').forEach((part, i) => {
    const name = part.slice(1);
    if (part.startsWith(':') && new RegExp(t.shapes[name] ?? '^$').test(segments[i] ?? '')) params[name] = segments[i]!;
  });
  const reads: Record<string, Promise<Response>> = {};
  for (const template of route.reads) {
    let complete = true;
    const url = template.replace(/\{(\w+)\}/g, (_slot, name: string) => params[name] ?? ((complete = false), ''));
    if (!complete) continue;
    const read = fetch(url, { headers: { accept: 'application/json' } });
    read.catch(() => undefined);
    reads[url] = read;
  }
  (window as unknown as Record<string, unknown>)[t.global] = reads;
}

/** The inline script: `startPage`'s own source, called with the table. */
export function pageStartScript(table: PageStartTable): string {
  // JSON inside a script element: no "</script" may appear in it
  return `(${startPage.toString()})(${JSON.stringify(table).replace(/</g, '\\u003c')})`;
}
