import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { ShellFallback } from './layout/shell-fallback';
import { RootErrorBoundary, RouteErrorBoundary } from './error-boundary';

/*
 * Only the shell lives in the entry chunk; every view is a lazy route module (its own chunk,
 * loaded on first visit). Views not built yet share one placeholder module, titled by `handle`.
 */
const comingSoon = (title: string): RouteObject => ({ handle: { title }, lazy: () => import('./routes/coming-soon') });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    // the whole shell failed: nothing of the page can be trusted, show a full-page message
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: ShellFallback,
    children: [
      {
        // a view failed: keep the header and navigation so the reader can go elsewhere
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          {
            path: 'portfolio/:address',
            lazy: () => import('./routes/portfolio'),
            children: [
              { index: true, lazy: () => import('./routes/overview') },
              { path: 'positions', lazy: () => import('./routes/positions') },
              { path: 'combos', ...comingSoon('Combos') },
              { path: 'activity', ...comingSoon('Activity') },
              { path: 'trades', ...comingSoon('Trades') },
              { path: 'approvals', ...comingSoon('Approvals') },
            ],
          },
          { path: 'leaderboards', ...comingSoon('Leaderboards') },
          { path: 'markets', ...comingSoon('Markets') },
          { path: 'trade', ...comingSoon('Trade') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
