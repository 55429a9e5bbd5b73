import type { QueryClient } from '@tanstack/react-query';
import { supplyInFlightReads } from '../../api/in-flight-reads';
import { prefetchPath } from './lazy-route';

/** Where the page's HTML leaves the reads it started (page-start.ts), for the app to take over. */
export const EARLY_READS_GLOBAL = '__vantageEarlyReads';

/**
 * What happens before the first render: index.html already asked for this page's view chunks and,
 * for a deep link, its first reads (page-start.ts). Resolves once the chunks are in and the page's
 * reads are under way, so the first paint is the page itself (a failed chunk load renders anyway
 * and says so in place). The reads start once the last session's cache is back (`restored`), so a
 * read that builds on cached data, like the Combos mirror's sync, sees it.
 */
export async function startApp(queryClient: QueryClient, restored: Promise<void>): Promise<void> {
  const readsStarted = adoptEarlyReads();
  await prefetchPath(queryClient, window.location.href, { readsAfter: restored, readsStarted });
  // When the reads left with the HTML their answers are usually in already: wait for those (not for
  // ones still on the wire) and paint the page once with its data, not skeletons and a second
  // layout. Otherwise one task, so the page's requests leave before the render's long task.
  if (readsStarted) await fetchingSettled(queryClient, EARLY_ANSWERS_WAIT);
  else await new Promise((resolve) => setTimeout(resolve, 0));
  // every first read has been asked for by now; an answer nobody took must not serve a later visit
  dropEarlyReads();
}

/**
 * An answer that is in settles within a task or two of the one before it (its parse is work on the
 * main thread, which holds the timer back), so 30 ms with nothing settling means the rest are still
 * on the wire; Overview's widgets' reads, asked for last, are usually among them.
 */
const EARLY_ANSWERS_WAIT = { gapMs: 30, capMs: 800 };

type EarlyReads = Record<string, Promise<Response> | undefined>;

/**
 * Hands the reads the HTML started to the transport, which takes each at most once, for exactly its
 * URL; true when it started any. `host` is the page's global object (a stand-in in tests).
 */
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

export type SettleWait = {
  /** Stop waiting when no read has settled for this long: the ones left are still on the wire. */
  gapMs: number;
  /** Never wait longer than this in all. */
  capMs: number;
};

/**
 * Resolves once every query fetching right now has settled, or once none has settled for `gapMs`,
 * or after `capMs`. Reads started later (one that follows another's answer) are not waited for: the
 * answers already in settle one after another within milliseconds, so the page paints once, with
 * them; an answer still on its way is not worth holding the whole page for, so a pause ends the wait.
 */
export function fetchingSettled(client: QueryClient, { gapMs, capMs }: SettleWait): Promise<void> {
  const cache = client.getQueryCache();
  const pending = cache.findAll({ fetchStatus: 'fetching' });
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const finish = () => {
      clearTimeout(cap);
      clearTimeout(gap);
      unsubscribe();
      resolve();
    };
    const cap = setTimeout(finish, capMs);
    let gap = setTimeout(finish, gapMs);
    const unsubscribe = cache.subscribe(() => {
      const now = pending.filter((q) => q.state.fetchStatus === 'fetching').length;
      if (now === 0) return finish();
      if (now < left) {
        left = now;
        clearTimeout(gap);
        gap = setTimeout(finish, gapMs);
      }
    });
  });
}
