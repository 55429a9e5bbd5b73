import { StrictMode } from 'react';
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

void Promise.all([preloadRoutes(first?.modules ?? []), cache.restored]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <Providers cache={cache}>
          <AppShell />
        </Providers>
      </RootErrorBoundary>
    </StrictMode>,
  ),
);
