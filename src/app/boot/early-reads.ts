import { supplyInFlightReads } from '../../api/in-flight-reads';
import { EARLY_READS_GLOBAL } from './page-start-script';

/*
 * The app's side of the reads the page's HTML started (page-start-script.ts): handed to the
 * transport, which takes each at most once, for exactly its URL. Whatever the first render did not
 * take is dropped, so a later visit to a view is never served an answer from page load.
 */

type EarlyReads = Record<string, Promise<Response> | undefined>;

/** Hands the HTML's reads to the transport; true when it started any. */
export function adoptEarlyReads(host: object = globalThis): boolean {
  const slot = host as Record<string, EarlyReads | undefined>;
  const reads = slot[EARLY_READS_GLOBAL];
  delete slot[EARLY_READS_GLOBAL];
  if (!reads || Object.keys(reads).length === 0) return false;
  supplyInFlightReads((url) => {
    const read = reads[url];
    delete reads[url];
    return read;
  });
  return true;
}

/** From now on every request goes to the network. */
export function dropEarlyReads(): void {
  supplyInFlightReads(undefined);
}
