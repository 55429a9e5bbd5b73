import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, startQueryCache } from './app/providers';
import { RootErrorBoundary } from './app/error-boundary';
import { AppShell } from './app/layout/app-shell';
import { startApp } from './app/boot/start-app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const cache = startQueryCache();
void startApp(cache.queryClient, cache.restored).then(() =>
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
