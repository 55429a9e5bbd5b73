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
              { path: 'combos', handle: { title: 'Combos' }, lazy: () => import('./routes/combos') },
              { path: 'activity', handle: { title: 'Activity' }, lazy: () => import('./routes/activity') },
              { path: 'trades', handle: { title: 'Trades' }, lazy: () => import('./routes/trades') },
              { path: 'approvals', handle: { title: 'Approvals' }, lazy: () => import('./routes/approvals') },
              { path: 'accounting', handle: { title: 'Accounting' }, lazy: () => import('./routes/snapshot') },
            ],
          },
          { path: 'leaderboards', handle: { title: 'Leaderboards' }, lazy: () => import('./routes/leaderboards') },
          { path: 'markets', handle: { title: 'Markets' }, lazy: () => import('./routes/markets') },
          { path: 'market/:conditionId', handle: { title: 'Market' }, lazy: () => import('./routes/market') },
          { path: 'trade', ...comingSoon('Trade') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
