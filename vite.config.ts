import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { ROUTE_CHUNKS } from './src/app/route-chunks';
import { ADDRESS_SLOT, CONDITION_SLOT, EARLY_READS_GLOBAL } from './src/api/early-reads';
import { precompressDir } from './server/precompress';
import { INTL_WARM_UP } from './src/lib/format';

// The dev server proxies the API mounts to the local service (npm run dev starts both).
const api = process.env.VANTAGE_API ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

type OutChunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[]; isEntry: boolean };

/**
 * Adds to the built index.html a tiny script that, from the path being opened, asks for the lazy
 * route chunks that page renders (and their imports) next to the entry, instead of one round trip
 * after another, and starts the page's first reads (src/api/early-reads.ts) so its data travels
 * while the scripts do. The path → module table is src/app/route-chunks.ts; the reads are the
 * views' own prefetches, recorded (src/app/first-reads.ts).
 */
/**
 * Files a first visit may need before its page can draw. A browser opens six connections to a host
 * over HTTP/1.1; on a slow link every file beyond them waits a whole round trip for a free one, and
 * the page's first reads (which leave with the HTML) need connections too.
 */
const FIRST_VISIT_FILES = 6;

function routePreload(): Plugin {
  let base = '/';
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'vantage-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
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
          // a route module is its own chunk, or part of a group (the portfolio layout lives in common)
          const chunk = chunks.find((c) => c.moduleIds.includes(resolve(routesDir, `${name}.tsx`)));
          if (!chunk) throw new Error(`route-preload: no chunk for src/app/routes/${name}.tsx`);
          return chunk;
        };
        // same mode and env as this build, so the recorded URLs use its VITE_* service addresses
        const { module: firstReads } = await runnerImport<typeof import('./src/app/first-reads')>('/src/app/first-reads.ts', { configFile: false, root, mode, logLevel: 'error' });
        const reads = new Map(await firstReads.firstReadsTable());
        const stylesheets = (html.match(/<link\b[^>]*\brel="stylesheet"/g) ?? []).length;
        const files: string[] = [];
        const table = ROUTE_CHUNKS.map((r) => {
          const needed = [...closure(r.modules.map(chunkOf))].filter((f) => !initial.has(f));
          // the entry itself arrives inside index.html (inlineEntry), not as a file
          const firstVisit = initial.size - 1 + needed.length + stylesheets;
          if (firstVisit > FIRST_VISIT_FILES && !process.env.NOGUARD) {
            throw new Error(`route-preload: a first visit to ${r.pattern} needs ${firstVisit} files (${[...initial, ...needed].join(', ')} and CSS); see CORE in vite.config.ts`);
          }
          const first = reads.get(r.pattern);
          return [r.pattern, needed.map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)), first?.urls ?? [], first?.searchFree ? 1 : 0] as const;
        });
        // Reads start only for a visit without URL state (the recorded one) unless the view's reads
        // ignore it, and an address spelled as its checksum would be (both letter cases), the form
        // the app itself sends; a market's condition id goes in as the path spells it, as the app sends it.
        const slot = JSON.stringify(ADDRESS_SLOT);
        const cslot = JSON.stringify(CONDITION_SLOT);
        const script =
          `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(table)},p=location.pathname,r=[],s=0;` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+f[n];document.head.appendChild(l)});r=t[i][2];s=t[i][3];break}` +
          `var m=/^\\/portfolio\\/(0x[0-9a-fA-F]{40})(\\/|$)/.exec(p),a=m&&m[1].slice(2),c=/^\\/market\\/(0x[0-9a-fA-F]{64})\\/?$/.exec(p),e={};` +
          `if((location.search&&!s)||!r.length)return;` +
          `r.forEach(function(u){if(u.indexOf(${slot})>=0){if(!a||a===a.toLowerCase()||a===a.toUpperCase())return;u=u.split(${slot}).join(m[1])}` +
          `if(u.indexOf(${cslot})>=0){if(!c)return;u=u.split(${cslot}).join(c[1])}` +
          `var q=fetch(u,{headers:{accept:'application/json'}});q.catch(function(){});e[u]=q});window[${JSON.stringify(EARLY_READS_GLOBAL)}]=e})()`;
        const w = JSON.stringify(INTL_WARM_UP);
        const warm = `setTimeout(function(){try{var w=${w};new Intl.NumberFormat(w.locale,w.number).format(1);new Intl.DateTimeFormat(w.locale,w.date).format(0)}catch(e){}});`;
        // first thing after the charset: an inline script placed after the stylesheet would wait for it
        const at = html.indexOf('>', html.search(/<meta charset/i)) + 1;
        if (at === 0) throw new Error('route-preload: index.html has no <meta charset>');
        return `${html.slice(0, at)}\n    <script>${script};${warm}</script>${html.slice(at)}`;
      },
    },
  };
}

/**
 * Puts the entry chunk into index.html as an inline module script. Every first visit waits one
 * round trip for the HTML and then a second one before any script's first byte; on a slow link the
 * line sits idle through the second. Inline, the entry (React's renderer and the app shell, ~60 KB
 * compressed) travels in that window instead, and the files left share the line after it. The build
 * keeps every module a lazy chunk imports out of the entry (CORE and SHELL), so nothing ever needs
 * the entry by URL; it fails if that changes. The service revalidates index.html (server/spa-shell.ts),
 * so a return visit does not download it again.
 */
function inlineEntry(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'vantage-inline-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    // after Vite has written index.html and finished every chunk's code (its preload lists)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('inline-entry: no index.html in the bundle');
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('inline-entry: no entry chunk');
        const importers = chunks.filter((c) => c.imports.includes(entry.fileName) || c.dynamicImports.includes(entry.fileName));
        if (importers.length) throw new Error(`inline-entry: ${importers.map((c) => c.fileName).join(', ')} import the entry; move what they take from it into CORE or SHELL`);
        const html = String(page.source);
        const tag = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
        if (!html.includes(tag)) throw new Error(`inline-entry: index.html does not load ${entry.fileName}`);
        // an inline module resolves imports against the page's URL: spell each chunk's path out
        let code = entry.code;
        for (const c of chunks) {
          const name = c.fileName.slice(assetsDir.length + 1);
          for (const q of ['"', '`']) code = code.split(`${q}./${name}${q}`).join(`${q}${base}${c.fileName}${q}`);
        }
        if (/["'`]\.\/[\w-]+\.js["'`]/.test(code)) throw new Error('inline-entry: the entry still imports a relative path');
        if (/<\/script|<!--/i.test(code)) throw new Error('inline-entry: the entry contains "</script" or "<!--"');
        if (!code.startsWith(COMPILE_HINT)) code = `${COMPILE_HINT}\n${code}`;
        // last in the head: the modulepreload links Vite wrote after the entry's tag must not wait
        // for the whole inline script to arrive before the browser sees them
        const rest = html.replace(tag, '');
        if (!rest.includes('</head>')) throw new Error('inline-entry: index.html has no </head>');
        page.source = rest.replace('</head>', () => `<script type="module">${code}</script>\n  </head>`);
        delete bundle[entry.fileName];
      },
    },
  };
}

/**
 * Puts the stylesheet into index.html instead of linking it. It is ~7.5 KB compressed, for the
 * whole app, and every page needs it before its first paint: inline, it arrives with the HTML,
 * while the link is otherwise idle, instead of taking one of the six connections and a share of
 * the bandwidth the first visit's scripts and reads are waiting on.
 */
function inlineCss(): Plugin {
  return {
    name: 'vantage-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        const bundle = ctx.bundle;
        return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
          const name = Object.keys(bundle).find((f) => f.endsWith('.css') && href.endsWith(`/${f}`));
          const asset = name === undefined ? undefined : bundle[name];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-css: ${href} is not a stylesheet of this build`);
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-css: ${href} contains "</style"`);
          delete bundle[name!];
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * Marks the app's own chunks for eager compilation (V8's explicit compile hints, a magic comment
 * on a file's first line). Left lazy, each function the first render calls is compiled on the main
 * thread the first time it runs; marked, V8 compiles the file on a background thread while it is
 * still downloading. Under a phone's CPU that moved ~100 ms out of the first render of Positions.
 * Not for the charts chunk: most of recharts never runs, and it loads after the first paint.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHints(): Plugin {
  return {
    name: 'vantage-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !/(^|\/)charts-/.test(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
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
const SHARED = /[\\/](src[\\/](api|lib|ui)[\\/]|src[\\/]app[\\/](routes[\\/]portfolio\.tsx|portfolio-address\.ts)$|node_modules[\\/](zod|viem[\\/]_esm[\\/]utils[\\/]unit[\\/]|@tanstack[\\/](virtual-core|react-virtual|react-query[\\/]build[\\/]modern[\\/](use\w*Quer(?:y|ies)\w*|queryOptions|infiniteQueryOptions|suspense|errorBoundaryUtils|IsRestoringProvider)\.js|query-core[\\/]build[\\/]modern[\\/](queriesObserver|queryObserver|infiniteQueryObserver)\.js)))/;
/*
 * recharts, its dependencies and the three chart components, as one lazy chunk: split apart they
 * were five files (a shared chart core, LineChart, one per chart), and the import lists between
 * them plus five separate gzip dictionaries cost ~5 KB. Only a chart, once its page has drawn,
 * loads it; the build fails if it ever becomes part of the entry.
 */
const CHARTS = /[\\/](node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|eventemitter3|tiny-invariant|react-is)[\\/]|src[\\/]features[\\/][a-z-]+[\\/][a-z-]*-chart\.tsx$)/;
/*
 * What every page loads beside the entry: React, and the address check and service config that
 * the home page and the views share. One file with the entry instead of three small ones: over
 * HTTP/1.1 a browser opens six connections to a host, and on a slow link each file beyond six on
 * a first visit waits a whole round trip for a free one (the viem and hash modules are exactly
 * the ones src/lib/address.ts reaches; the build fails if a page's first visit needs more files).
 */
const CORE = new RegExp(
  [
    String.raw`^\0?rolldown[\\/]runtime\.js$`,
    String.raw`[\\/]node_modules[\\/](react|use-sync-external-store)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@noble[\\/]hashes[\\/]esm[\\/](utils|_u64|sha3)\.js$`,
    String.raw`[\\/]node_modules[\\/]viem[\\/]_esm[\\/](errors[\\/](version|base|data|encoding|address)|utils[\\/](data[\\/](isHex|size|pad)|lru|encoding[\\/](fromHex|toHex|toBytes)|hash[\\/]keccak256|address[\\/](isAddress|getAddress)))\.js$`,
    String.raw`[\\/]src[\\/](ui[\\/]cx|api[\\/]config|lib[\\/]address(-shape)?)\.ts$`,
  ].join('|'),
);
/*
 * What only the long lists use (Activity, Trades, Accounting's previews): the virtualizer, the
 * history toolbar and its full-history reader, CSV. In common they cost every other first visit
 * ~8 KB brotli and their evaluation; as one chunk of their own, a list page still needs six files.
 */
const LISTS = /[\\/](src[\\/](ui[\\/](virtual-table|history-controls|history-toolbar|history-full-load)\.tsx?|lib[\\/](csv|history-filters|history-format)\.ts|api[\\/]data[\\/](history-reader|full-history)\.ts)$|node_modules[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/])/;
/*
 * What the entry shares with the views (the query cache, the router, the page-frame UI, the few
 * react-dom exports a list or a chart takes): it goes to core, a file, so that the entry keeps only
 * what nothing else imports (React's renderer, the app shell) and can travel inside index.html
 * (inlineEntry). Query hooks only views call stay in common; the packages' index files stay out,
 * or core would re-export common's part and pull it into every first visit.
 */
const SHELL = /([\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|wouter|regexparam|use-sync-external-store)[\\/]|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$|vite[\\/]preload-helper|[\\/]src[\\/](api[\\/](http|early-reads)|ui[\\/](widget|spinner|error-panel|copy-button|button|address)|app[\\/](error-boundary|lazy-route))\.tsx?$)/;
/** Used by one or two views only; left out of common, the build puts each where it is used. */
const VIEW_ONLY = /[\\/]src[\\/](ui[\\/]wallet-address-box\.tsx|api[\\/]data[\\/]approvals-catalogue\.ts)$/;
// the entry's own imports, and what the home page needs beside the entry (the address check), stay out
const KEEP_OUT = /[\\/]src[\\/](api[\\/](http|config|early-reads)|lib[\\/]address(-shape)?|ui[\\/](cx|button|copy-button|address|spinner|error-panel|widget))\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineCss(), routePreload(), inlineEntry(), compileHints(), precompress()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/data': api, '/clob': api, '/gamma': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // one stylesheet for the app, which index.html carries (inlineCss): no lazy chunk waits on CSS
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'core', test: (id: string) => CORE.test(id) || (SHELL.test(id) && !/[\\/]@tanstack[\\/][^\\/]+[\\/]build[\\/]modern[\\/]index\.js$/.test(id) && !(SHARED.test(id) && !KEEP_OUT.test(id))) }, { name: 'charts', test: (id: string) => CHARTS.test(id) }, { name: 'lists', test: (id: string) => LISTS.test(id) }, { name: 'common', test: (id: string) => SHARED.test(id) && !KEEP_OUT.test(id) && !VIEW_ONLY.test(id) && !id.endsWith('.test.ts') }] } },
    },
  },
});
