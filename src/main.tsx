import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { RootErrorBoundary } from './app/error-boundary';
import { AppShell } from './app/layout/app-shell';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RootErrorBoundary>
      <Providers>
        <AppShell />
      </Providers>
    </RootErrorBoundary>
  </StrictMode>,
);
