import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CHUNK_GROUPS } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
import { cspManifest } from './build/csp-manifest';
import { inlineCss } from './build/inline-css';
import { inlineEntry } from './build/inline-entry';
import { pageStart } from './build/page-start';
import { precompress } from './build/precompress';

// The dev server proxies the API mounts to the local service (npm run dev starts both).
const api = process.env.VANTAGE_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

export default defineConfig({
  // the build's own steps, one per file under build/ (cspManifest hashes the page the steps before it made)
  plugins: [react(), tailwindcss(), inlineCss(), pageStart(), inlineEntry(), compileHints(), cspManifest(), precompress()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    // ws: the trading service's WebSocket channels (/clob/ws/market, /clob/ws/user) go through the proxy too
    proxy: { '/data': api, '/clob': { target: api, ws: true }, '/gamma': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // one stylesheet for the app, which index.html carries (build/inline-css.ts): no lazy chunk waits on CSS
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
    },
  },
});
