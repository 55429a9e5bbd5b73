import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API mounts to the local service (npm run dev starts both).
const api = process.env.VANTAGE_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/data': api, '/clob': api, '/gamma': api },
  },
  build: { target: 'es2022', sourcemap: false },
});
