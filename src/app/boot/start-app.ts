import type { QueryClient } from '@tanstack/react-query';
import { adoptEarlyReads, dropEarlyReads } from './early-reads';
import { fetchingSettled } from './first-reads-settled';
import { prefetchPath } from './prefetch-path';

/**
 * What happens before the first render: index.html already asked for this page's view chunks and,
 * for a deep link, its first reads (page-start-script.ts). Resolves once the chunks are in and the
 * page's reads are under way, so the first paint is the page itself (a failed chunk load renders
 * anyway and says so in place). The reads start once the last session's cache is back (`restored`),
 * so a read that builds on cached data, like the Combos mirror's sync, sees it.
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
