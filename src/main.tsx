import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Providers, startQueryCache } from './app/providers';
import { RootErrorBoundary } from './app/error-boundary';
import { AppShell } from './app/layout/app-shell';
import { prefetchPath } from './app/prefetch-path';
import { dropEarlyReads, earlyReadsTaken } from './api/early-reads';
import { fetchingSettled } from './app/first-reads-settled';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html already asked for this page's view chunks; wait for them, and for the last session's
// cache, so the first paint is the page itself with its last numbers, not the shell and a spinner
// (a failed chunk load renders anyway and says so in place). Each route module starts its page's
// reads the moment it is in (its `prefetch`), taking over the ones the HTML already sent
// (src/api/early-reads.ts); the render then waits one task, so those requests leave before the
// render's long task instead of after it.
const cache = startQueryCache();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const EARLY_ANSWERS_WAIT = { gapMs: 30, capMs: 800 };
// When the reads left with the HTML, their answers are usually in already: wait for those (not for
// ones still on the wire) and paint the page once with its data, not skeletons and a second layout.
// An answer that is in settles within a task or two of the one before it (its parse is work on the
// main thread, which holds the timer back), so 30 ms with nothing settling means the rest are still
// on the wire; Overview's widgets' reads, asked for last, are usually among them.
const earlyAnswers = () => (earlyReadsTaken() > 0 ? fetchingSettled(cache.queryClient, EARLY_ANSWERS_WAIT) : nextTask());
// The reads start once the last session's cache is back too, so a read that builds on cached data,
// like the Combos mirror's sync, sees it; the modules load while IndexedDB answers.
void prefetchPath(cache.queryClient, window.location.href, cache.restored)
  .then(earlyAnswers)
  .then(() => {
    // flushSync: a synchronous first render, painted as one frame with the page's cached numbers
    const app = createRoot(root);
    flushSync(() =>
      app.render(
        <StrictMode>
          <RootErrorBoundary>
            <Providers cache={cache}>
              <AppShell />
            </Providers>
          </RootErrorBoundary>
        </StrictMode>,
      ),
    );
    // the page's first reads have all been asked for by now; an answer nobody took must not serve a later visit
    dropEarlyReads();
  });
