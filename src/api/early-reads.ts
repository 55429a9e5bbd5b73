/*
 * Reads a page's HTML started before any of the app's code arrived (the build's inline script, see
 * vite.config.ts and src/app/first-reads.ts). On a slow network this takes the data's round trip
 * off the first paint: the response is on its way while the scripts still download.
 *
 * The script leaves one pending fetch per URL under this global; the transport takes each at most
 * once, for exactly the same URL. Whatever the first render did not take is dropped, so a later
 * visit to a view can never be served an answer from page load.
 */

/** For the build's inline script: the global's name, and where a URL template takes the page's address. */
export const EARLY_READS_GLOBAL = '__vantageEarlyReads';
export const ADDRESS_SLOT = '{address}';
/** Where a URL template takes the condition id of a `/market/:conditionId` path. */
export const CONDITION_SLOT = '{condition}';

type EarlyReads = Record<string, Promise<Response> | undefined>;
const host = globalThis as unknown as Record<string, EarlyReads | undefined>;

let taken = 0;

/** The response already on its way for this URL, if the page's HTML asked for it and nothing took it yet. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = host[EARLY_READS_GLOBAL];
  const read = reads?.[url];
  if (read) {
    delete reads[url];
    taken++;
  }
  return read;
}

/** Whether the page's HTML asked for a URL containing `part` that nothing has taken yet. */
export function hasEarlyRead(part: string): boolean {
  return Object.keys(host[EARLY_READS_GLOBAL] ?? {}).some((url) => url.includes(part));
}

/** How many early reads the app has taken over since the page loaded. */
export function earlyReadsTaken(): number {
  return taken;
}

/** Forgets every early read not taken: from now on each request goes to the network. */
export function dropEarlyReads(): void {
  delete host[EARLY_READS_GLOBAL];
}
