import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Providers, startQueryCache } from './app/providers';
import { RootErrorBoundary } from './app/error-boundary';
import { AppShell } from './app/layout/app-shell';
import { preloadRoutes } from './app/lazy-route';
import { ROUTE_CHUNKS } from './app/route-chunks';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html already asked for this page's view chunks; wait for them, and for the last session's
// cache, so the first paint is the page itself with its last numbers, not the shell and a spinner
// (a failed chunk load renders anyway and says so in place)
const first = ROUTE_CHUNKS.find((r) => new RegExp(r.pattern).test(window.location.pathname));
const cache = startQueryCache();

// flushSync: a synchronous first render runs its effects before the browser paints, so the
// queries (which start in effects) are on the wire during the first layout and paint, not after
void Promise.all([preloadRoutes(first?.modules ?? []), cache.restored]).then(() => {
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
});
