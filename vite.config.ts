import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { ROUTE_CHUNKS } from './src/app/route-chunks';
import { precompressDir } from './server/precompress';

// The dev server proxies the API mounts to the local service (npm run dev starts both).
const api = process.env.VANTAGE_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

type OutChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/**
 * Adds to the built index.html a tiny script that, from the path being opened, asks for the lazy
 * route chunks that page renders (and their imports) next to the entry, instead of one round trip
 * after another. The path → module table is src/app/route-chunks.ts.
 */
function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'vantage-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((c): c is OutChunk & typeof c => c.type === 'chunk') as unknown as OutChunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: OutChunk[]) => {
          const seen = new Set<string>();
          const queue = [...start];
          while (queue.length) {
            const c = queue.pop()!;
            if (seen.has(c.fileName)) continue;
            seen.add(c.fileName);
            for (const f of c.imports) if (byFile.has(f)) queue.push(byFile.get(f)!);
          }
          return seen;
        };
        const initial = closure(chunks.filter((c) => c.isEntry));
        const leaked = [...initial].filter((f) => /(^|\/)(common|charts)-/.test(f));
        if (leaked.length && !process.env.NOGUARD) throw new Error(`route-preload: ${leaked.join(', ')} became part of the entry; narrow SHARED or CHARTS in vite.config.ts`);
        const routesDir = resolve('src/app/routes');
        const chunkOf = (name: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId === resolve(routesDir, `${name}.tsx`));
          if (!chunk) throw new Error(`route-preload: no chunk for src/app/routes/${name}.tsx`);
          return chunk;
        };
        const files: string[] = [];
        const table = ROUTE_CHUNKS.map((r) => {
          const needed = [...closure(r.modules.map(chunkOf))].filter((f) => !initial.has(f));
          return [r.pattern, needed.map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1))] as const;
        });
        const script = `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+f[n];document.head.appendChild(l)});break}})()`;
        // first thing after the charset: an inline script placed after the stylesheet would wait for it
        const at = html.indexOf('>', html.search(/<meta charset/i)) + 1;
        if (at === 0) throw new Error('route-preload: index.html has no <meta charset>');
        return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
      },
    },
  };
}

/** Writes .br and .gz copies of the built files for the service to send as they are (server/precompress.ts). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vantage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

/*
 * The views share much code (API clients and schemas, zod, formatting, tables). Split automatically
 * it became ~30 small chunks, and a first visit over HTTP/1.1 (six connections) fetched them in
 * waves, a round trip each. One `common` chunk for what only views use keeps a page to a handful
 * of files. What the entry itself imports stays out, or the entry would have to load it all.
 */
const SHARED = /[\\/](src[\\/](api|lib|ui)[\\/]|node_modules[\\/](zod|viem[\\/]_esm[\\/]utils[\\/]unit[\\/]|@tanstack[\\/](virtual-core|react-virtual|react-query[\\/]build[\\/]modern[\\/](use\w*Query\w*|queryOptions|infiniteQueryOptions|suspense|errorBoundaryUtils)\.js|query-core[\\/]build[\\/]modern[\\/](queriesObserver|queryObserver|infiniteQueryObserver)\.js)))/;
/*
 * recharts, its dependencies and the three chart components, as one lazy chunk: split apart they
 * were five files (a shared chart core, LineChart, one per chart), and the import lists between
 * them plus five separate gzip dictionaries cost ~5 KB. Only a chart, once its page has drawn,
 * loads it; the build fails if it ever becomes part of the entry.
 */
const CHARTS = /[\\/](node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|eventemitter3|tiny-invariant|react-is)[\\/]|src[\\/]features[\\/][a-z-]+[\\/][a-z-]*-chart\.tsx$)/;
// the entry's own imports, and what the home page needs beside the entry (the address check), stay out
const KEEP_OUT = /[\\/]src[\\/](api[\\/](http|config)|lib[\\/]address(-shape)?|ui[\\/](cx|button|copy-button|address|spinner|error-panel|widget))\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(), precompress()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/data': api, '/clob': api, '/gamma': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'charts', test: (id: string) => CHARTS.test(id) }, { name: 'common', test: (id: string) => SHARED.test(id) && !KEEP_OUT.test(id) && !id.endsWith('.test.ts') }] } },
    },
  },
});
