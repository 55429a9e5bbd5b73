import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cspManifest } from './build/csp-manifest';
import { inlineCss } from './build/inline-css';
import { pageStart } from './build/page-start';
import { precompress } from './build/precompress';
import { isAppPage } from './src/api/config';

// The dev server proxies the API mounts to the local service (npm run dev starts both).
const api = process.env.VANTAGE_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

export default defineConfig({
  // the build's own steps, one per file under build/ (cspManifest hashes the page the steps before it made)
  plugins: [react(), tailwindcss(), inlineCss(), pageStart(), cspManifest(), precompress()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    // ws: the trading service's WebSocket channels (/clob/ws/market, /clob/ws/user) and the perps gateway's go through the proxy too
    proxy: {
      '/data': api,
      '/clob': { target: api, ws: true },
      '/gamma': api,
      '/relayer': api,
      '/bridge': api,
      // the Perps view's pages (/perps, /perps/:symbol) are the app's, beside the gateway's /perps/v1/
      '/perps': {
        target: api,
        ws: true,
        bypass: (req) => (req.method === 'GET' && isAppPage((req.url ?? '').split('?')[0]!) ? '/index.html' : undefined),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // one stylesheet for the app, which index.html carries (build/inline-css.ts): no lazy chunk waits on CSS
    cssCodeSplit: false,
    rolldownOptions: {
      // Chunks follow the route table: a chunk per lazy route module (and per other dynamic import),
      // what they share in common chunks. Split that way alone, a view needed 20-37 files, most under
      // 1 KB; over HTTP/1.1 (six connections) a first visit on a slow link waits a round trip per six.
      // Common chunks under 50 KB of source are copied into the chunks that use them instead (one
      // module state across the copies), which brings a view to 4-7 files. It needs the entry's
      // exports left free to drop (nothing imports the entry's).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 50_000 } } },
    },
  },
});
